import content from './content/faq-example.md';
import { InfoProse } from './InfoProse';
import { ProseItems } from './ProseItems';

export default function FaqExamplePage() {
  return <InfoProse content={content} items={ProseItems} />;
}
