import content from './content/accessibility.md';
import { InfoProse } from './InfoProse';

export default function AccessibilityPage() {
  return <InfoProse content={content} />;
}
