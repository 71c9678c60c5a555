/**
 * The three best-rated services, for pages outside the directory (the home page). The list reads
 * the mirror, so it loads with the data layer after the first paint, never in the page's own
 * bundle; its room is kept meanwhile so nothing below it moves when it arrives.
 */
import { Box, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { dataLayerStartedAtom } from '../../data/dataLayerStatus';
import { lazyOptional } from '../../lib/lazyOptional';
import { InternalLink } from '../InternalLink';
import { RatingRule } from './RatingRule';
import { t } from '../words';

const TopRatedList = lazyOptional(() => import('./TopRatedList'));

export function TopRatedServices() {
  const started = useAtomValue(dataLayerStartedAtom);
  // Plain words, not the lists' spinner: that would bring the alert styles into the first page.
  const loading = <Text role="status">{t('components.topRated.loading')}</Text>;
  return (
    <Stack gap="sm">
      <Text>
        {t('components.topRated.introBefore')}{' '}
        <InternalLink to="/services">{t('components.topRated.introLink')}</InternalLink>.
      </Text>
      <RatingRule />
      <Box mih="7.5rem">
        {started ? (
          <Suspense fallback={loading}>
            <TopRatedList loading={loading} />
          </Suspense>
        ) : (
          loading
        )}
      </Box>
    </Stack>
  );
}
