import { NewPostingPage } from '../../components/posting/NewPostingPage';
import { servicePosting } from './servicePosting';

export default function SubmitServicePage() {
  return <NewPostingPage kind={servicePosting} />;
}
