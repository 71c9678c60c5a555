/** A partner's company details: the form's rules, matching the profiles table's own limits. */
import { z } from 'zod';
import { safeHttpUrl } from '../../lib/safeUrl';
import { t } from './words';

/** At most `max` characters; the message (`id`, told the limit) is made in the page's language. */
const optional = (max: number, id: string) =>
  z
    .string()
    .trim()
    .max(max, { error: () => t(id, { max }) });

export const companyDetailsSchema = z.object({
  companyName: optional(200, 'dashboard.company.nameLong'),
  phone: optional(40, 'dashboard.company.phoneLong'),
  website: optional(500, 'dashboard.company.websiteLong').refine(
    (value) => value === '' || safeHttpUrl(value) !== null,
    { error: () => t('dashboard.company.websiteFull') },
  ),
});

export type CompanyDetailsValues = z.infer<typeof companyDetailsSchema>;
