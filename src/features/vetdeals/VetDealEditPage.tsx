import { dealPosting } from '../submit/dealPosting';
import { EditPosting } from '../submit/EditPosting';

export default function VetDealEditPage() {
  return (
    <EditPosting
      kind={dealPosting}
      intro="Update your VetDeal: change the terms, extend the end date or correct the details. Veterans rely on deals being current. Changes show on VetDeals as soon as they are sent."
    />
  );
}
