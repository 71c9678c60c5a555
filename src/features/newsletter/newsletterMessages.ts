/**
 * The newsletter form's words (spec §8), kept apart from the schema so the footer form stays
 * small. Each is made when the message is, in the page's language.
 */
import english from './locales/en.json';
import { t } from './words';

export const subscribeFailed = () => t('newsletter.message.failed');
export const invalidEmail = () => t('newsletter.message.invalidEmail');
export const subscribed = () => t('newsletter.message.subscribed');
export const subscribeQueued = () => t('newsletter.message.queued');

/** Where a confirmed or new subscriber goes next: the articles the newsletter brings. */
export const readBlogNext = () => ({ to: '/blog', label: t('newsletter.readBlog') });

/** Spec §8's English, word for word, as the unit tests compare it (the catalog's own). */
export const SUBSCRIBE_FAILED = english['newsletter.message.failed'];
export const INVALID_EMAIL = english['newsletter.message.invalidEmail'];
