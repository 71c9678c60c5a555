/** The seven categories of the services directory; a listing belongs to at least one. */
export const serviceCategories = [
  'Financial',
  'Housing',
  'Disability',
  'Legal',
  'Healthcare',
  'Education',
  'Employment',
] as const;

export type ServiceCategory = (typeof serviceCategories)[number];
