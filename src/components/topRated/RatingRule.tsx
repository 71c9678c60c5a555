import { Text } from '@mantine/core';
import { MIN_REVIEWS_FOR_RATING } from '../../data/reviews/ratingRule';

/** How a service earns its rating, said wherever ratings are listed. */
export function RatingRule() {
  return (
    <Text>
      Only veterans who have verified their veteran status can review a service, from the
      service&apos;s own page. A service is rated once it has {MIN_REVIEWS_FOR_RATING} reviews by
      verified veterans; the rating is the average of their stars.
    </Text>
  );
}
