/** The four kinds of post a partner can make: each one's form and requirements page, named once. */
import { t } from './later/words';

export interface PostKindLink {
  to: string;
  label: string;
}

export interface PostKind {
  submit: PostKindLink;
  /** Jobs have no requirements page. */
  requirements?: PostKindLink;
}

/** A link whose label is made when it is read, in the page's language (`id` is a message id). */
function link(to: string, id: string): PostKindLink {
  return {
    to,
    get label() {
      return t(id);
    },
  };
}

export const postKinds = {
  service: {
    submit: link('/submit/service', 'components.postKinds.service'),
    requirements: link('/services/requirements', 'components.postKinds.serviceRequirements'),
  },
  deal: {
    submit: link('/submit/deal', 'components.postKinds.deal'),
    requirements: link('/vetdeals/requirements', 'components.postKinds.dealRequirements'),
  },
  blog: {
    submit: link('/submit/blog', 'components.postKinds.blog'),
    requirements: link('/blog/requirements', 'components.postKinds.blogRequirements'),
  },
  job: {
    submit: link('/submit/job', 'components.postKinds.job'),
  },
} satisfies Record<string, PostKind>;

export type PostKindKey = keyof typeof postKinds;
