import { EditPosting } from '../../components/posting/EditPosting';
import { servicePosting } from './servicePosting';

export default function ServiceEditPage() {
  return (
    <EditPosting
      kind={servicePosting}
      intro="Update your service listing: what you offer, who is eligible, where you are and how veterans reach you. The listing keeps its review status while you edit."
    />
  );
}
