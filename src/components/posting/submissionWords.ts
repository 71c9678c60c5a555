/**
 * What a confirmation page says about a submission, state by state: a heading and a sentence
 * that describe where it is now (on this device, on its way, waiting for review, live).
 */
import type { Submission } from './useSubmission';

/** A kind's own sentences once the server has it: the spec's, where the spec has one. */
export interface SentWords {
  live: string;
  waiting: string;
}

/** The page's h1 for a state; undefined leaves the route's own, neutral heading. */
export function submissionHeading(noun: string, submission: Submission): string | undefined {
  switch (submission.state) {
    case 'checking':
    case 'missing':
      return undefined;
    case 'queued':
      return `Your ${noun} is queued on this device`;
    case 'sending':
      return `Sending your ${noun}`;
    case 'failed':
      return `Your ${noun} was not sent`;
    case 'sent': {
      const { row } = submission;
      if (row === 'checking' || row === 'unknown') return `Your ${noun} reached VetHub`;
      return {
        live: `Your ${noun} is live`,
        waiting: `Your ${noun} is waiting for review`,
        changes: `Your ${noun} needs changes`,
        refused: `Your ${noun} was not approved`,
        hidden: `Your ${noun} is not shown`,
      }[row.standing];
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
      ? `Your ${noun} is queued on this device. It has not reached VetHub yet: it is sent when you are back online, and stays on this device until then.`
      : `Your ${noun} is queued on this device. VetHub could not be reached yet; it is sent as soon as it can be.`;
  }
  const { row } = submission;
  if (row === 'checking') return `Your ${noun} reached VetHub. Checking whether it is live…`;
  if (row === 'unknown') {
    return `Your ${noun} reached VetHub. Whether it is live or waiting for review shows here when VetHub can be reached.`;
  }
  return {
    live: sent.live,
    waiting: sent.waiting,
    changes: `VetHub staff asked for changes to your ${noun}. Your dashboard says what to change.`,
    refused: `Your ${noun} was not approved. Your dashboard says why.`,
    hidden: `Your ${noun} is not shown to the public at the moment. Your dashboard says why.`,
  }[row.standing];
}
