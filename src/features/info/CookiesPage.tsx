import content from './content/cookies.md';
import { InfoProse } from './InfoProse';

export default function CookiesPage() {
  return <InfoProse content={content} />;
}
