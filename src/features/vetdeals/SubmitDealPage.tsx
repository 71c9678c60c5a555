import { NewPostingPage } from '../../components/posting/NewPostingPage';
import { dealPosting } from './dealPosting';

const preloadVetDealSuccess = () => import('./VetDealSuccessPage');

export default function SubmitDealPage() {
  return <NewPostingPage kind={dealPosting} preloadSuccessPage={preloadVetDealSuccess} />;
}
