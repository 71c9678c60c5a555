/** The newsletter form's words, kept apart from the schema so the footer form stays small. */

/** Spec §8, word for word. */
export const SUBSCRIBE_FAILED = 'Failed to subscribe. Please try again.';
export const INVALID_EMAIL = 'Please enter a valid email address.';
export const SUBSCRIBED = 'Thank you! You are subscribed to the VetHub newsletter.';
export const SUBSCRIBE_QUEUED =
  'You are offline or the connection is slow. Your sign-up is saved on this device and will be sent automatically when the connection is back.';
