/** A partner's company details: the form's rules, matching the profiles table's own limits. */
import { z } from 'zod';
import { safeHttpUrl } from '../../lib/safeUrl';

const optional = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

export const companyDetailsSchema = z.object({
  companyName: optional(200, 'Use at most 200 characters for the company name.'),
  phone: optional(40, 'Use at most 40 characters for the phone number.'),
  website: optional(500, 'Use at most 500 characters for the website.').refine(
    (value) => value === '' || safeHttpUrl(value) !== null,
    'Enter the full website address, starting with https:// (or http://).',
  ),
});

export type CompanyDetailsValues = z.infer<typeof companyDetailsSchema>;
