/**
 * Near me on the services page: the list runs near me only once its ZIP code is known to have a
 * location (the server would refuse any other with a 400); while that is checked the list says
 * it is loading, and a ZIP code that fails leaves the rest of the filter to run while the field
 * says what is wrong.
 */
import { useMemo } from 'react';
import { useNearCheck, type NearCheck } from '../../data/geo/useNearCheck';
import type { ServicesFilter } from '../../data/query';
import type { NearError } from './useServiceFilterForm';
import { t } from './words';

function messageFor(check: NearCheck, zip: string): string | undefined {
  if (check.state !== 'problem') return undefined;
  switch (check.problem) {
    case 'zip':
      return t('services.near.zip');
    case 'unknownZip':
      return t('services.near.unknownZip', { zip });
    case 'radius':
      return t('services.near.radius');
    case 'unavailable':
      return t('services.near.unavailable');
  }
}

export interface NearMeState {
  /** What the list may ask. */
  filter: ServicesFilter;
  /** The near-me ZIP code is still being located: the list is not the one asked for yet. */
  checking: boolean;
  error: NearError;
}

export function useNearMe(filter: ServicesFilter): NearMeState {
  const check = useNearCheck(filter.near);
  const zip = filter.near?.zip ?? '';
  const message = messageFor(check, zip);
  const ready = check.state === 'ok' || check.state === 'off';
  return useMemo(
    () => ({
      filter: ready ? filter : { ...filter, near: undefined },
      checking: !ready && !message,
      error: message ? { zip, message } : undefined,
    }),
    [filter, ready, zip, message],
  );
}
