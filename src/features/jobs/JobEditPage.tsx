import { EditPosting } from '../../components/posting/EditPosting';
import { jobPosting } from './jobPosting';

export default function JobEditPage() {
  return (
    <EditPosting
      kind={jobPosting}
      intro="Update your job: the role, where it is, the pay, how to apply and when it closes."
    />
  );
}
