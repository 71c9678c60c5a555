import content from './content/faq.md';
import { InfoProse } from './InfoProse';
import { ProseItems } from './ProseItems';

export default function FaqPage() {
  return <InfoProse content={content} items={ProseItems} />;
}
