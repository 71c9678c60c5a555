import type { PopupKind } from '../../data/settings';

/** Labels are message ids (src/app/popups/locales and the shell's), said in the page's language. */
export interface PopupContent {
  title: string;
  body: string;
  /** Internal path of the main action; the social popup shares the site instead. */
  actionTo?: string;
  actionLabel?: string;
}

export const popupContent: Record<PopupKind, PopupContent> = {
  social: {
    title: 'app.popup.social.title',
    body: 'app.popup.social.body',
  },
  services: {
    title: 'app.popup.services.title',
    body: 'app.popup.services.body',
    actionTo: '/submit/service',
    actionLabel: 'app.footer.listService',
  },
  vetdeals: {
    title: 'app.popup.vetdeals.title',
    body: 'app.popup.vetdeals.body',
    actionTo: '/submit/deal',
    actionLabel: 'app.footer.offerDeal',
  },
  blog: {
    title: 'app.popup.blog.title',
    body: 'app.popup.blog.body',
    actionTo: '/submit/blog',
    actionLabel: 'app.popup.blog.action',
  },
};
