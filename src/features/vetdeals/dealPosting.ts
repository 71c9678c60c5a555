/** The VetDeal form: what a partner fills in, and the deal row it becomes. */
import { dealFormSchema } from './dealSchema';
import { textOrNull } from '../../components/posting/fieldValues';
import { slugPosting } from '../../components/posting/slugPayload';
import { notInThePast } from '../../components/posting/fieldChecks';
import { webAddressField } from '../../components/posting/webAddressField';
import { dealRecord } from '../../data/records';
import { imageFields } from '../../components/posting/imageFields';
import { requiredTextField, type StepSpec } from '../../components/posting/postingKind';
import { dealCategoryOptions } from './dealCategories';
import { languageField } from '../../components/posting/languageField';
import { t } from './words';

/** The form's steps, in the page's language: made each time the form or a page reads them. */
function dealSteps(): StepSpec[] {
  return [
    {
      title: t('vetdeals.form.offerStep'),
      fields: [
        requiredTextField('merchant', t('vetdeals.form.merchant')),
        requiredTextField('title', t('vetdeals.form.title'), t('vetdeals.form.titleHelp')),
        requiredTextField('discount', t('vetdeals.form.discount'), t('vetdeals.form.discountHelp')),
        {
          name: 'category',
          label: t('vetdeals.form.category'),
          kind: 'select',
          required: true,
          options: dealCategoryOptions(),
        },
        languageField(t('vetdeals.form.language'), t('vetdeals.form.languageHelp')),
        {
          name: 'description',
          label: t('vetdeals.form.description'),
          kind: 'textarea',
          maxLength: 5000,
        },
        ...imageFields({
          picture: t('vetdeals.form.picture'),
          description: t('vetdeals.form.pictureDescription'),
          help: t('vetdeals.form.pictureHelp'),
        }),
      ],
    },
    {
      title: t('vetdeals.form.redeemStep'),
      fields: [
        {
          name: 'how_to_redeem',
          label: t('vetdeals.form.howToRedeem'),
          kind: 'textarea',
          required: true,
          maxLength: 2000,
          help: t('vetdeals.form.howToRedeemHelp'),
        },
        webAddressField('url', t('vetdeals.form.website'), t('vetdeals.form.websiteHelp')),
        {
          name: 'redemption_code',
          label: t('vetdeals.form.code'),
          kind: 'text',
          maxLength: 100,
          help: t('vetdeals.form.codeHelp'),
        },
        {
          name: 'verified_only',
          label: t('vetdeals.form.verifiedOnly'),
          kind: 'checkbox',
          help: t('vetdeals.form.verifiedOnlyHelp'),
        },
      ],
    },
    {
      title: t('vetdeals.form.termsStep'),
      fields: [
        {
          name: 'terms',
          label: t('vetdeals.form.terms'),
          kind: 'textarea',
          required: true,
          maxLength: 5000,
          help: t('vetdeals.form.termsHelp'),
        },
        {
          name: 'expires_at',
          label: t('vetdeals.form.endDate'),
          kind: 'date',
          check: notInThePast,
          rule: t('vetdeals.form.endDateRule'),
          help: t('vetdeals.form.endDateHelp'),
        },
      ],
    },
  ];
}

export const dealPosting = slugPosting(dealRecord, dealFormSchema, {
  successPath: '/vetdeals/success',
  slugFrom: ['title', 'deal'],
  steps: dealSteps,
  /** `live` is spec §2's success message, word for word, in English. */
  sent: () => ({ live: t('vetdeals.sent.live'), waiting: t('vetdeals.sent.waiting') }),
  submitPage: () => ({
    intro: t('vetdeals.submit.intro'),
    readFirst: t('vetdeals.submit.readFirst'),
    submitLabel: t('vetdeals.submit.publish'),
  }),
  // Write-only and kept apart by the server; not sent at all when empty.
  payload: (values) => ({ redemption_code: textOrNull(values.redemption_code) ?? undefined }),
});
