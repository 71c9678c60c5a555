/** The VetDeal form: what a partner fills in, and the deal row it becomes. */
import { dealFormSchema } from './dealSchema';
import { rowValues, textOrNull } from '../../components/posting/fieldValues';
import { slugPayload } from '../../components/posting/slugPayload';
import { notInThePast } from '../../components/posting/fieldChecks';
import { webAddressField } from '../../components/posting/webAddressField';
import { dealRecord } from '../../data/records';
import { imageFields } from '../../components/posting/imageFields';
import type { PostingKind } from '../../components/posting/postingKind';

/** The success message of spec §2, word for word. */
const DEAL_LIVE_MESSAGE = 'your VetDeal has been successfully submitted and is now live';

/** What a partner whose account staff have not reviewed yet is told instead of "is now live". */
const DEAL_WAITS_MESSAGE =
  'your VetDeal has been successfully submitted. It goes live as soon as VetHub staff have reviewed your partner account';

export const dealPosting: PostingKind = {
  ...dealRecord,
  schema: dealFormSchema,
  successPath: '/vetdeals/success',
  sent: {
    live: `Thank you — ${DEAL_LIVE_MESSAGE}.`,
    waiting: `Thank you — ${DEAL_WAITS_MESSAGE}.`,
  },
  steps: [
    {
      title: 'The offer',
      fields: [
        { name: 'merchant', label: 'Business name', kind: 'text', required: true, maxLength: 200 },
        {
          name: 'title',
          label: 'Deal title',
          kind: 'text',
          required: true,
          maxLength: 200,
          help: 'A short line saying what the offer is.',
        },
        {
          name: 'discount',
          label: 'Discount',
          kind: 'text',
          required: true,
          maxLength: 200,
          help: 'Stated plainly, for example "15% off the first visit".',
        },
        {
          name: 'category',
          label: 'Category',
          kind: 'select',
          required: true,
          options: dealRecord.categories,
        },
        { name: 'description', label: 'Description', kind: 'textarea', maxLength: 5000 },
        ...imageFields({
          picture: 'Picture (optional)',
          description: 'Picture description',
          help: 'A photo of the product, the place or your logo, shown with the deal.',
        }),
      ],
    },
    {
      title: 'How to redeem',
      fields: [
        {
          name: 'how_to_redeem',
          label: 'How to redeem',
          kind: 'textarea',
          required: true,
          maxLength: 2000,
          help: 'A code to enter, an ID to show in store, or the steps to follow online.',
        },
        webAddressField('url', 'Website', 'Where veterans can read or use the offer.'),
        {
          name: 'redemption_code',
          label: 'Discount code (optional)',
          kind: 'text',
          maxLength: 100,
          help: 'If the deal is for verified veterans only, the code is shown only to veterans who have verified their status. Everyone can read the terms.',
        },
        {
          name: 'verified_only',
          label: 'For verified veterans only',
          kind: 'checkbox',
          help: 'Only veterans who verified their status see the code.',
        },
      ],
    },
    {
      title: 'Terms and end date',
      fields: [
        {
          name: 'terms',
          label: 'Terms and exclusions',
          kind: 'textarea',
          required: true,
          maxLength: 5000,
          help: 'What the deal does not cover and any limits.',
        },
        {
          name: 'expires_at',
          label: 'End date',
          kind: 'date',
          check: notInThePast,
          rule: 'today or later; leave empty for an ongoing deal',
          help: 'Leave empty if the deal is ongoing.',
        },
      ],
    },
  ],
  toPayload(values) {
    const payload = slugPayload(dealPosting, values, 'title', 'deal');
    // Write-only and kept apart by the server; not sent at all when empty.
    payload.redemption_code = textOrNull(values.redemption_code) ?? undefined;
    return payload;
  },
  fromRow: (row) => rowValues(dealPosting, row),
};
