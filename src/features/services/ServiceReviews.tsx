import { Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { LinkedText } from '../../components/content/LinkedText';
import { PageSection } from '../../components/PageSection';
import { profileAtom } from '../../data/authProfile';
import { authStateAtom } from '../../data/authSession';
import { useServiceReviews, type ServiceReview } from '../../data/reviews/serviceReviews';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import { MIN_REVIEWS_FOR_RATING } from '../../data/reviews/ratingRule';
import type { ServiceRecord } from './serviceSchema';
import { RetryAlert } from '../../components/RetryAlert';
import { t } from './words';

function summary(reviews: readonly ServiceReview[]): string {
  const count = reviews.length;
  if (count === 0) return t('services.reviews.none');
  if (count < MIN_REVIEWS_FOR_RATING) {
    return t('services.reviews.few', { count, min: MIN_REVIEWS_FOR_RATING });
  }
  const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / count;
  return t('services.reviews.rated', {
    rating: (Math.round(mean * 10) / 10).toFixed(1),
    count,
  });
}

/** Who may write a review, and the way there for those who may not yet. */
function WriteReview({ serviceId, onDone }: { serviceId: number; onDone: () => void }) {
  const auth = useAtomValue(authStateAtom);
  const profile = useAtomValue(profileAtom);
  if (auth.status !== 'signedIn') {
    return (
      <Text>
        <LinkedText message={t('services.reviews.signInToReview')} links={['/auth']} />
      </Text>
    );
  }
  if (profile.status === 'ready' && !profile.profile.verifiedVeteran) {
    return (
      <Text>
        <LinkedText message={t('services.reviews.verifyToReview')} links={['/dashboard/veteran']} />
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
    <PageSection id="service-reviews" heading={t('services.reviews.heading')} narrow>
      {state.status === 'loading' ? (
        <Text role="status">{t('services.reviews.loading')}</Text>
      ) : null}
      {state.status === 'offline' ? <Text>{t('services.reviews.offline')}</Text> : null}
      {state.status === 'error' ? (
        <RetryAlert title={t('services.reviews.failed')} message={state.message} onRetry={reload} />
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
