import type { PopupKind } from '../../data/settings';

export interface PopupContent {
  title: string;
  body: string;
  /** Internal path of the main action; the social popup shares the site instead. */
  actionTo?: string;
  actionLabel?: string;
}

export const popupContent: Record<PopupKind, PopupContent> = {
  social: {
    title: 'Know a veteran who could use this?',
    body: 'VetHub is free for veterans and their families. Pass it on to someone you served with.',
  },
  services: {
    title: 'Serve veterans?',
    body: 'Organizations and businesses that help veterans can list their services in this directory.',
    actionTo: '/submit/service',
    actionLabel: 'List a service',
  },
  vetdeals: {
    title: 'Have an offer for veterans?',
    body: 'Businesses can post a VetDeal for veterans and military families in a few minutes.',
    actionTo: '/submit/deal',
    actionLabel: 'Offer a VetDeal',
  },
  blog: {
    title: 'Have a story or an idea?',
    body: 'Veterans, families and advocates write for the VetHub blog. Your experience can help someone.',
    actionTo: '/submit/blog',
    actionLabel: 'Write for the blog',
  },
};
