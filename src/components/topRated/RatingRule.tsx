import { Text } from '@mantine/core';
import { MIN_REVIEWS_FOR_RATING } from '../../data/reviews/ratingRule';
import { t } from '../words';

/** How a service earns its rating, said wherever ratings are listed. */
export function RatingRule() {
  return <Text>{t('components.topRated.rule', { count: MIN_REVIEWS_FOR_RATING })}</Text>;
}
