import { Anchor, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { PageSection } from '../../components/PageSection';
import { profileAtom } from '../../data/authProfile';
import { authStateAtom } from '../../data/authSession';
import { useServiceReviews, type ServiceReview } from '../../data/reviews/serviceReviews';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import { MIN_REVIEWS_FOR_RATING } from '../../data/reviews/ratingRule';
import type { ServiceRecord } from './serviceSchema';
import { RetryAlert } from '../../components/RetryAlert';

function summary(reviews: readonly ServiceReview[]): string {
  if (reviews.length === 0) return 'No reviews yet.';
  const count = `${reviews.length} review${reviews.length === 1 ? '' : 's'}`;
  if (reviews.length < MIN_REVIEWS_FOR_RATING) {
    return `${count}. A rating shows once a service has ${MIN_REVIEWS_FOR_RATING} reviews.`;
  }
  const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  return `Rated ${(Math.round(mean * 10) / 10).toFixed(1)} out of 5 from ${count}.`;
}

/** Who may write a review, and the way there for those who may not yet. */
function WriteReview({ serviceId, onDone }: { serviceId: number; onDone: () => void }) {
  const auth = useAtomValue(authStateAtom);
  const profile = useAtomValue(profileAtom);
  if (auth.status !== 'signedIn') {
    return (
      <Text>
        Verified veterans can review this service.{' '}
        <Anchor component={Link} to="/auth">
          Sign in
        </Anchor>{' '}
        to write one.
      </Text>
    );
  }
  if (profile.status === 'ready' && !profile.profile.verifiedVeteran) {
    return (
      <Text>
        Only verified veterans can review a service.{' '}
        <Anchor component={Link} to="/dashboard/veteran">
          Verify your veteran status
        </Anchor>{' '}
        from your dashboard first.
      </Text>
    );
  }
  return <ReviewForm serviceId={serviceId} onDone={onDone} />;
}

/** Reviews by verified veterans, newest first, with the form for the signed-in veteran. */
export function ServiceReviews({ service }: { service: ServiceRecord }) {
  const { state, reload } = useServiceReviews(service.id);
  const auth = useAtomValue(authStateAtom);
  const me = auth.status === 'signedIn' ? auth.user.id : null;
  const owner = me !== null && service.owner_id === me;
  return (
    <PageSection id="service-reviews" heading="Reviews by verified veterans" narrow>
      {state.status === 'loading' ? <Text role="status">Loading reviews…</Text> : null}
      {state.status === 'offline' ? (
        <Text>Reviews are not saved on this device. They show when you are back online.</Text>
      ) : null}
      {state.status === 'error' ? (
        <RetryAlert title="Reviews could not be loaded" message={state.message} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? (
        <>
          <Text>{summary(state.reviews)}</Text>
          {state.reviews.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              serviceId={service.id}
              mine={me !== null && review.reviewerId === me}
              owner={owner}
              onChange={reload}
            />
          ))}
          {owner || state.reviews.some((r) => me !== null && r.reviewerId === me) ? null : (
            <WriteReview serviceId={service.id} onDone={reload} />
          )}
        </>
      ) : null}
    </PageSection>
  );
}
