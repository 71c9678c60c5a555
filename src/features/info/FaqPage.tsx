import content from './content/faq.md';
import { ItemsProse } from './ItemsProse';

export default function FaqPage() {
  return <ItemsProse content={content} />;
}
