import { NewPostingPage } from '../../components/posting/NewPostingPage';
import { dealPosting } from './dealPosting';

export default function SubmitDealPage() {
  return <NewPostingPage kind={dealPosting} />;
}
