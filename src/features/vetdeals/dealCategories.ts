/** VetDeal categories: the deals filter offers these (the seed's deals use the same names). */
export const dealCategories = [
  'Automotive',
  'Education',
  'Entertainment',
  'Food & Dining',
  'Health & Fitness',
  'Home & Garden',
  'Outdoors',
  'Retail',
  'Services',
  'Technology',
  'Travel',
] as const;
