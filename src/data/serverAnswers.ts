/**
 * The server's refusals in the page's language (issue 35). The database and the edge functions
 * answer in English, which is also their API's contract; the data layer passes every answer a
 * person reads through `inPageLanguage`. Each English entry (data.server.*) is the server's text
 * word for word, so English pages read exactly what the server said. An answer not known here
 * (a developer's error, a new message) is shown as it came.
 */
import type { Values } from '../lib/i18n';
import { t } from './words';

/** Answers the server always words the same way (supabase/migrations, supabase/functions). */
const EXACT = new Map<string, string>([
  // VetDeal codes, listings, reports.
  ['Sign in as a verified veteran to see this code', 'data.dealCode.signIn'],
  [
    'This code is for verified veterans only. Verify your veteran status to see it.',
    'data.server.verifyForCode',
  ],
  ['Deal not found', 'data.server.dealNotFound'],
  ['Listing not found', 'data.server.listingNotFound'],
  ['Review not found', 'data.server.reviewNotFound'],
  ['Details must be at most 1000 characters', 'data.server.detailsTooLong'],
  ['You can send at most 5 reports an hour. Please try again later.', 'data.server.reportsPerHour'],
  [
    'Too many reports have come from your network this hour. Please try again later.',
    'data.server.reportsFromNetwork',
  ],
  // Posting.
  [
    'Your partner account is suspended, so it cannot post. Contact us to ask why.',
    'data.server.partnerSuspended',
  ],
  ['Only an admin can restore a removed listing', 'data.server.restoreAdminOnly'],
  ['Veterans share stories on VetHub: choose the Stories category.', 'data.server.storiesOnly'],
  ['An image must be one you uploaded yourself', 'data.server.imageNotYours'],
  ['The image has not been uploaded yet', 'data.server.imageNotUploaded'],
  // The staff console.
  ['Sign in as an admin to do this', 'data.server.adminSignIn'],
  ['Only an admin can do this', 'data.server.adminOnly'],
  ['A reason is required', 'data.server.reasonRequired'],
  ['A note saying what to change is required', 'data.server.changeNoteRequired'],
  ['A reason must be at most 2000 characters', 'data.server.reasonTooLong'],
  ['A note saying what to change must be at most 2000 characters', 'data.server.changeNoteTooLong'],
  ['Item not found', 'data.server.itemNotFound'],
  ['No such user', 'data.server.noSuchUser'],
  ['This user is not a partner', 'data.server.notAPartner'],
  ['Type at least 2 characters (at most 200) of an email or name', 'data.server.peopleSearch'],
  ['Report not found', 'data.server.reportNotFound'],
  ['A note must be at most 2000 characters', 'data.server.noteTooLong'],
  [
    'A review cannot be sent back for changes: dismiss the report or remove the review',
    'data.server.reviewNotSentBack',
  ],
  ['A reply is required', 'data.server.replyRequired'],
  ['A reply must be at most 5000 characters', 'data.server.replyTooLong'],
  ['Message not found', 'data.server.messageNotFound'],
  [
    'This feedback left no email address, so there is no one to reply to',
    'data.server.noReplyAddress',
  ],
  // Reviews.
  ['No live service with this id', 'data.server.noLiveService'],
  [
    'Only verified veterans can review a service. Verify your veteran status from your dashboard first.',
    'data.server.verifiedReviewsOnly',
  ],
  ['You cannot review your own service.', 'data.server.ownService'],
  [
    'You have already reviewed this service. Edit your review instead.',
    'data.server.alreadyReviewed',
  ],
  ["Only the service's owner can reply.", 'data.server.ownerReplies'],
  ['Only the reviewer can change a review.', 'data.server.reviewerChanges'],
  ['You have already replied to this review.', 'data.server.alreadyReplied'],
  ['This review is not yours to change.', 'data.server.notYourReview'],
  ['Choose a rating from 1 to 5 stars.', 'data.server.ratingRange'],
  ['A review can be at most 1,000 characters.', 'data.server.reviewTooLong'],
  ['A reply can be at most 1,000 characters.', 'data.server.reviewReplyTooLong'],
  // Newsletter, claims, reminders.
  [
    'This confirmation link is not complete. Open the link from the email again, or subscribe again to get a new one.',
    'data.server.linkIncomplete',
  ],
  [
    'This confirmation link has expired or was already used. Subscribe again to get a new one.',
    'data.server.linkExpired',
  ],
  [
    'Your account already keeps 200 claims; delete some in the claim tracker first',
    'data.server.claimsLimit',
  ],
  [
    'Notifications are on for 20 devices already; turn them off on one first',
    'data.server.pushLimit',
  ],
  // Payments and monthly gifts.
  ['A payment reference is required', 'data.server.paymentRefRequired'],
  ['Payment not found', 'data.server.paymentNotFound'],
  ['Payments are not set up.', 'data.server.paymentsNotSetUp'],
  ['Donations in this currency are not accepted.', 'data.server.currencyNotAccepted'],
  ['Monthly donations are not offered.', 'data.server.monthlyNotOffered'],
  ['There is no such plan.', 'data.server.planNotFound'],
  ['This plan is no longer offered.', 'data.server.planInactive'],
  ['There is no such listing.', 'data.server.noSuchListing'],
  ['You can feature only your own listings.', 'data.server.notYourListing'],
  ['Only a live listing can be featured.', 'data.server.listingNotLive'],
  ['Sign in as a partner to feature a listing.', 'data.server.featureSignIn'],
  ['The payment could not be recorded.', 'data.server.paymentNotRecorded'],
  ['The checkout could not be started. Please try again.', 'data.payments.checkoutFailed'],
  ['Sign in to cancel your monthly gift.', 'data.server.cancelSignIn'],
  ['You have no monthly gift with this id.', 'data.server.giftNotFound'],
  ['This monthly gift is already cancelled.', 'data.server.giftAlreadyCancelled'],
  ['Your monthly gift could not be cancelled. Try again.', 'data.server.giftCancelFailed'],
  // The account (delete-account, and GoTrue's answers to password and address changes).
  ['Account deletion is not set up here.', 'data.server.deleteNotSetUp'],
  ['Sign in again to delete your account.', 'data.server.deleteSignIn'],
  ['Type “delete my account” to confirm.', 'data.server.deleteConfirm'],
  ['Your account could not be deleted. Try again.', 'data.server.deleteFailed'],
  [
    'Your monthly gift could not be cancelled, so your account was not deleted. Try again later.',
    'data.server.deleteGiftKeptLater',
  ],
  [
    'Your monthly gift could not be cancelled, so your account was not deleted. Try again.',
    'data.server.deleteGiftKept',
  ],
  ['Request rate limit reached', 'data.server.auth.rateLimit'],
  ['Email rate limit exceeded', 'data.server.auth.emailRateLimit'],
  ['A user with this email address has already been registered', 'data.server.auth.emailTaken'],
  ['New password should be different from the old password.', 'data.server.auth.samePassword'],
  ['Unable to validate email address: invalid format', 'data.server.auth.badEmail'],
  ['Auth session missing!', 'data.server.auth.noSession'],
  ['Session from session_id claim in JWT does not exist', 'data.server.auth.sessionGone'],
  ['User from sub claim in JWT does not exist', 'data.server.auth.userGone'],
  // What the service worker keeps with an outbox entry it sent (it has no catalogs).
  [
    'This item no longer exists, or your account is not allowed to change it.',
    'data.outbox.notEditable',
  ],
  [
    'Waiting for the person who queued this to sign in on this device.',
    'data.outbox.waitingForOwner',
  ],
]);

/** A moderation state as the server words it (moderation_state(), a report's status). */
const STATES: [string, string][] = [
  ['approved', 'data.server.state.approved'],
  ['rejected', 'data.server.state.rejected'],
  ['taken down', 'data.server.state.takenDown'],
  ['sent back for changes', 'data.server.state.sentBack'],
  ['waiting for review', 'data.server.state.waiting'],
  ['set to inactive', 'data.server.state.inactive'],
  ['set to closed', 'data.server.state.closed'],
  ['set to draft', 'data.server.state.draft'],
  ['dismissed', 'data.server.state.dismissed'],
  ['changes requested', 'data.server.state.changesRequested'],
];

/** A partner's review status (profiles.partner_status). */
const PARTNER_STATES: [string, string][] = [
  ['unreviewed', 'data.server.state.unreviewed'],
  ['approved', 'data.server.state.approved'],
  ['suspended', 'data.server.state.suspended'],
];

/** Words the server puts into its sentences; "an admin" stands in for a nameless decider. */
const WORDS = new Map([...STATES, ...PARTNER_STATES, ['an admin', 'data.server.anAdmin']]);

const either = (words: [string, string][]) => words.map(([english]) => english).join('|');
const STATE = either(STATES);
const PARTNER = either(PARTNER_STATES);
const WHEN = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}';

/**
 * Answers the server builds with figures or names (format(), template strings): each named
 * group is a value of the message. A state outside the known ones leaves the answer as it came,
 * rather than half translated.
 */
const PATTERNS: [RegExp, string][] = [
  [
    new RegExp(`^Already (?<state>${STATE}) by (?<name>.+) on (?<when>${WHEN}) UTC$`),
    'data.server.alreadyDecided',
  ],
  [
    new RegExp(`^This item is (?<state>${STATE}), so there is nothing to do$`),
    'data.server.nothingToDo',
  ],
  [
    new RegExp(
      `^This partner is already (?<status>${PARTNER}) \\(by (?<by>.+) on (?<when>${WHEN}) UTC\\)$`,
    ),
    'data.server.partnerAlreadyBy',
  ],
  [new RegExp(`^This partner is already (?<status>${PARTNER})$`), 'data.server.partnerAlready'],
  [/^A donation must be between (?<min>\S+) and (?<max>\S+)\.$/, 'data.server.donationBounds'],
  [
    /^For security purposes, you can only request this after (?<seconds>\d+) seconds\.$/,
    'data.server.auth.waitSeconds',
  ],
  [/^Password should be at least (?<min>\d+) characters\.$/, 'data.server.auth.shortPassword'],
];

function valuesOf(groups: Record<string, string>): Values {
  return Object.fromEntries(
    Object.entries(groups).map(([name, value]) => {
      const id = WORDS.get(value);
      return [name, id ? t(id) : value];
    }),
  );
}

/** A server's answer in the page's language; one not known here comes back unchanged. */
export function inPageLanguage(message: string): string {
  const id = EXACT.get(message);
  if (id) return t(id);
  for (const [shape, patternId] of PATTERNS) {
    const groups = shape.exec(message)?.groups;
    if (groups) return t(patternId, valuesOf(groups));
  }
  return message;
}
