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

/** The headings while the submission is on its way; labels are message ids. */
const STATE_HEADINGS = {
  queued: 'components.submission.heading.queued',
  sending: 'components.submission.heading.sending',
  failed: 'components.submission.heading.failed',
} as const;

/** The headings by the row's standing on the server; labels are message ids. */
const STANDING_HEADINGS = {
  live: 'components.submission.heading.live',
  waiting: 'components.submission.heading.waiting',
  changes: 'components.submission.heading.changes',
  refused: 'components.submission.heading.refused',
  hidden: 'components.submission.heading.hidden',
} as const;

/** The sentences for a row the team has acted on; the kind says its own for live and waiting. */
const ACTED_ON_SENTENCES = {
  changes: 'components.submission.changes',
  refused: 'components.submission.refusedText',
  hidden: 'components.submission.hidden',
} as const;

/** The page's h1 for a state; undefined leaves the route's own, neutral heading. */
export function submissionHeading(noun: string, submission: Submission): string | undefined {
  switch (submission.state) {
    case 'checking':
    case 'missing':
      return undefined;
    case 'sent': {
      const { row } = submission;
      if (row === 'checking' || row === 'unknown') {
        return t('components.submission.heading.reached', { noun });
      }
      return t(STANDING_HEADINGS[row.standing], { noun });
    }
    default:
      return t(STATE_HEADINGS[submission.state], { noun });
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
  if (row.standing === 'live' || row.standing === 'waiting') return sent[row.standing];
  return t(ACTED_ON_SENTENCES[row.standing], { noun });
}
