import { useEffect } from 'react';
import { ReadFirst } from '../../components/directory/ReadFirst';
import { PageHeader } from '../../components/PageHeader';
import { dealPosting } from './dealPosting';
import { NewPosting } from '../../components/posting/NewPosting';

export default function SubmitDealPage() {
  // The success page must open even when the partner submits offline.
  useEffect(() => void import('./VetDealSuccessPage'), []);
  return (
    <>
      <PageHeader intro="Offer a discount to veterans and military families on VetDeals. A deal goes live as soon as you submit it, so it must meet the requirements from the start.">
        <ReadFirst to="/vetdeals/requirements" label="VetDeal requirements">
          what a deal must include and the fair deal rules. It takes about 5 minutes; what you type
          is kept on this device until you submit, and you can submit without a connection.
        </ReadFirst>
      </PageHeader>
      <NewPosting kind={dealPosting} submitLabel="Publish the deal" />
    </>
  );
}
