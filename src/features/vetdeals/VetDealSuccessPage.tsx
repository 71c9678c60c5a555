import { Button, Group, List, Stack, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router';
import { profileAtom } from '../../data/authProfile';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { DEAL_LIVE_MESSAGE, dealPosting } from './dealPosting';
import { SubmissionStatus } from '../../components/posting/SubmissionStatus';

/** What a partner whose account staff have not reviewed yet is told instead of "is now live". */
export const DEAL_WAITS_MESSAGE =
  'your VetDeal has been successfully submitted. It goes live as soon as VetHub staff have reviewed your partner account';

export default function VetDealSuccessPage() {
  const entry = useSearchParams()[0].get('entry');
  const profile = useAtomValue(profileAtom);
  // A profile cached before partner review existed has no state: treat it as reviewed.
  const review = profile.status === 'ready' ? profile.profile.partnerStatus : undefined;
  const waits = review === 'unreviewed' || review === 'suspended';
  const message = `Thank you — ${waits ? DEAL_WAITS_MESSAGE : DEAL_LIVE_MESSAGE}.`;
  return (
    <Stack gap="xl">
      <PageHeader intro={entry ? undefined : message}>
        {entry ? (
          <SubmissionStatus
            kind={dealPosting}
            entryId={entry}
            formPath="/submit/deal"
            sentMessage={message}
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
            it is sent. Deals of reviewed partners go live at once; a new partner&apos;s deals wait
            until staff have checked the partner account (company name, website, phone).
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
