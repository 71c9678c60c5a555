import { InternalLink } from '../../components/InternalLink';
import { PostedPage } from '../../components/posting/PostedPage';
import { dealRecord } from '../../data/records';
import { dealPosting } from './dealPosting';

export default function VetDealSuccessPage() {
  return (
    <PostedPage
      record={dealRecord}
      posting={dealPosting}
      next={[
        <>
          Deals of partners VetHub staff have reviewed are listed on{' '}
          <InternalLink to="/vetdeals">VetDeals</InternalLink> as soon as they are sent; a new
          partner&apos;s deals wait until staff have checked the partner account (company name,
          website, phone).
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
