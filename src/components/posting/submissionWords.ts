/**
 * What a confirmation page says about a submission, state by state: a heading and a sentence
 * that describe where it is now (on this device, on its way, waiting for review, live).
 */
import type { Submission } from './useSubmission';
import { t } from './words';

/** A kind's own sentences once the server has it: the spec's, where the spec has one. */
export interface SentWords {
  live: string;
  waiting: string;
}

/** The headings by the row's standing on the server; labels are message ids. */
const STANDING_HEADINGS = {
  live: 'components.submission.heading.live',
  waiting: 'components.submission.heading.waiting',
  changes: 'components.submission.heading.changes',
  refused: 'components.submission.heading.refused',
  hidden: 'components.submission.heading.hidden',
} as const;

/** The page's h1 for a state; undefined leaves the route's own, neutral heading. */
export function submissionHeading(noun: string, submission: Submission): string | undefined {
  switch (submission.state) {
    case 'checking':
    case 'missing':
      return undefined;
    case 'queued':
      return t('components.submission.heading.queued', { noun });
    case 'sending':
      return t('components.submission.heading.sending', { noun });
    case 'failed':
      return t('components.submission.heading.failed', { noun });
    case 'sent': {
      const { row } = submission;
      if (row === 'checking' || row === 'unknown') {
        return t('components.submission.heading.reached', { noun });
      }
      return t(STANDING_HEADINGS[row.standing], { noun });
    }
  }
}

/** The sentence for a state other than checking, sending and failed (those have their own). */
export function submissionSentence(
  noun: string,
  submission: Extract<Submission, { state: 'queued' | 'sent' }>,
  sent: SentWords,
): string {
  if (submission.state === 'queued') {
    return submission.offline
      ? t('components.submission.queuedOffline', { noun })
      : t('components.submission.queuedOnline', { noun });
  }
  const { row } = submission;
  if (row === 'checking') return t('components.submission.reachedChecking', { noun });
  if (row === 'unknown') return t('components.submission.reachedUnknown', { noun });
  switch (row.standing) {
    case 'live':
      return sent.live;
    case 'waiting':
      return sent.waiting;
    case 'changes':
      return t('components.submission.changes', { noun });
    case 'refused':
      return t('components.submission.refusedText', { noun });
    case 'hidden':
      return t('components.submission.hidden', { noun });
  }
}
