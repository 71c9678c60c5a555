import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { DEAL_LIVE_MESSAGE, dealPosting } from './dealPosting';
import { NewPosting } from '../../components/posting/NewPosting';

export default function SubmitDealPage() {
  // The success page must open even when the partner submits offline.
  useEffect(() => void import('./VetDealSuccessPage'), []);
  return (
    <>
      <PageHeader intro="Offer a discount to veterans and military families on VetDeals. A deal goes live as soon as you submit it, so it must meet the requirements from the start.">
        <Text>
          Before you start, read the{' '}
          <InternalLink to="/vetdeals/requirements">VetDeal requirements</InternalLink>: what a deal
          must include and the fair deal rules. It takes about 5 minutes; what you type is kept on
          this device until you submit, and you can submit without a connection.
        </Text>
      </PageHeader>
      <NewPosting
        kind={dealPosting}
        submitLabel="Publish the deal"
        sentMessage={`Thank you — ${DEAL_LIVE_MESSAGE}.`}
      />
    </>
  );
}
