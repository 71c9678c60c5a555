/** Credentials listings state about themselves; the credential filter suggests these. */
export const knownCredentials = [
  'Listed by VA for claims representation',
  'Congressionally chartered',
  'Federally chartered',
] as const;

/** Category slugs of the filter, with the names people read. */
export const categoryOptions = [
  { value: 'financial', label: 'Financial' },
  { value: 'housing', label: 'Housing' },
  { value: 'disability', label: 'Disability' },
  { value: 'legal', label: 'Legal' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'education', label: 'Education' },
  { value: 'employment', label: 'Employment' },
] as const;

export const reachLabels = {
  national: 'National',
  regional: 'Regional',
  local: 'Local',
} as const;
