/** The words the page and the service worker use with each other. */
export const OUTBOX_SYNC_TAG = 'vethub-outbox';
export const OUTBOX_REPLAY_MESSAGE = 'vethub:outbox-replay';
export const SKIP_WAITING_MESSAGE = 'vethub:skip-waiting';
