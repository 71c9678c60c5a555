/** The blog's categories: the submission form and the blog filter use this same list. */
export const blogCategories = [
  'Benefits',
  'Claims',
  'Health',
  'Careers',
  'Employment',
  'Education',
  'Housing',
  'Family',
  'Stories',
  'Community',
] as const;

export type BlogCategory = (typeof blogCategories)[number];
