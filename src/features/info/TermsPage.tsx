import content from './content/terms.md';
import { PolicyLayout } from './PolicyLayout';

export default function TermsPage() {
  return <PolicyLayout content={content} />;
}
