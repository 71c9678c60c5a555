import { dealPosting } from './dealPosting';
import { EditPosting } from '../../components/posting/EditPosting';

export default function VetDealEditPage() {
  return (
    <EditPosting
      kind={dealPosting}
      intro="Update your VetDeal: change the terms, extend the end date or correct the details. Veterans rely on deals being current. Changes show on VetDeals as soon as they are sent."
    />
  );
}
