import content from './content/privacy.md';
import { PolicyLayout } from './PolicyLayout';

export default function PrivacyPage() {
  return <PolicyLayout content={content} />;
}
