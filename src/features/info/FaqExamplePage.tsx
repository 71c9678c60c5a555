import content from './content/faq-example.md';
import { ItemsProse } from './ItemsProse';

export default function FaqExamplePage() {
  return <ItemsProse content={content} />;
}
