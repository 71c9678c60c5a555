/** The four kinds of post a partner can make: each one's form and requirements page, named once. */
export interface PostKindLink {
  to: string;
  label: string;
}

export interface PostKind {
  submit: PostKindLink;
  /** Jobs have no requirements page. */
  requirements?: PostKindLink;
}

export const postKinds = {
  service: {
    submit: { to: '/submit/service', label: 'List a service' },
    requirements: { to: '/services/requirements', label: 'Service listing requirements' },
  },
  deal: {
    submit: { to: '/submit/deal', label: 'Offer a VetDeal' },
    requirements: { to: '/vetdeals/requirements', label: 'VetDeal requirements' },
  },
  blog: {
    submit: { to: '/submit/blog', label: 'Submit an article' },
    requirements: { to: '/blog/requirements', label: 'Blog submission requirements' },
  },
  job: {
    submit: { to: '/submit/job', label: 'Post a job' },
  },
} satisfies Record<string, PostKind>;

export type PostKindKey = keyof typeof postKinds;
