import { useAtomValue } from 'jotai';
import { InternalLink } from '../../components/InternalLink';
import { PostedPage } from '../../components/posting/PostedPage';
import { profileAtom } from '../../data/authProfile';
import { dealRecord } from '../../data/records';
import { DEAL_LIVE_MESSAGE, dealPosting } from './dealPosting';

/** What a partner whose account staff have not reviewed yet is told instead of "is now live". */
export const DEAL_WAITS_MESSAGE =
  'your VetDeal has been successfully submitted. It goes live as soon as VetHub staff have reviewed your partner account';

export default function VetDealSuccessPage() {
  const profile = useAtomValue(profileAtom);
  // A profile cached before partner review existed has no state: treat it as reviewed.
  const review = profile.status === 'ready' ? profile.profile.partnerStatus : undefined;
  const waits = review === 'unreviewed' || review === 'suspended';
  return (
    <PostedPage
      record={dealRecord}
      posting={dealPosting}
      message={`Thank you — ${waits ? DEAL_WAITS_MESSAGE : DEAL_LIVE_MESSAGE}.`}
      next={[
        <>
          Your deal is listed on <InternalLink to="/vetdeals">VetDeals</InternalLink> as soon as it
          is sent. Deals of reviewed partners go live at once; a new partner&apos;s deals wait until
          staff have checked the partner account (company name, website, phone).
        </>,
        <>
          Deals are still checked against the{' '}
          <InternalLink to="/vetdeals/requirements">VetDeal requirements</InternalLink>. A deal that
          breaks them, such as a bait offer, is taken down.
        </>,
        <>
          Keep it current: when the offer ends or its terms change, edit the deal from your
          dashboard or tell us through the <InternalLink to="/contact">contact page</InternalLink>.
        </>,
      ]}
      links={[
        { to: '/vetdeals', label: 'See VetDeals' },
        { to: '/dashboard', label: 'Go to your dashboard' },
        { to: '/submit', label: 'Submit something else' },
      ]}
    />
  );
}
