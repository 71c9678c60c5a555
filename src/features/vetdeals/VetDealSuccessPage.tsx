import { Button, Group, List, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { DEAL_LIVE_MESSAGE, dealPosting } from './dealPosting';
import { SubmissionStatus } from '../../components/posting/SubmissionStatus';

export default function VetDealSuccessPage() {
  const entry = useSearchParams()[0].get('entry');
  return (
    <Stack gap="xl">
      <PageHeader intro={entry ? undefined : `Thank you — ${DEAL_LIVE_MESSAGE}.`}>
        {entry ? (
          <SubmissionStatus
            kind={dealPosting}
            entryId={entry}
            formPath="/submit/deal"
            sentMessage={`Thank you — ${DEAL_LIVE_MESSAGE}.`}
          />
        ) : null}
      </PageHeader>

      <Stack gap="sm" component="section" aria-labelledby="vetdeal-success-next">
        <Title order={2} id="vetdeal-success-next">
          What happens next
        </Title>
        <List spacing="xs">
          <List.Item>
            Your deal is listed on <InternalLink to="/vetdeals">VetDeals</InternalLink> as soon as
            it is sent. Deals go live at once, without waiting for review.
          </List.Item>
          <List.Item>
            Deals are still checked against the{' '}
            <InternalLink to="/vetdeals/requirements">VetDeal requirements</InternalLink>. A deal
            that breaks them, such as a bait offer, is taken down.
          </List.Item>
          <List.Item>
            Keep it current: when the offer ends or its terms change, edit the deal from your
            dashboard or tell us through the <InternalLink to="/contact">contact page</InternalLink>
            .
          </List.Item>
        </List>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="vetdeal-success-links">
        <Title order={2} id="vetdeal-success-links">
          Where to go now
        </Title>
        <Group>
          <Button component={Link} to="/vetdeals">
            See VetDeals
          </Button>
          <Button component={Link} to="/dashboard" variant="outline">
            Go to your dashboard
          </Button>
          <Button component={Link} to="/submit" variant="outline">
            Submit something else
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
