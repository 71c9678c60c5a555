/** The service listing form: what a partner fills in, and the services row it becomes. */
import { stateOptions } from '../../lib/usStates';
import { serviceFormSchema } from './serviceSchema';
import { emailAddress, zipCode } from '../../components/posting/fieldChecks';
import { webAddressField } from '../../components/posting/webAddressField';
import { slugPosting } from '../../components/posting/slugPayload';
import { serviceRecord } from '../../data/records';
import { imageFields } from '../../components/posting/imageFields';
import { requiredTextField, type StepSpec } from '../../components/posting/postingKind';
import { languageField } from '../../components/posting/languageField';
import { serviceCategoryOptions } from './serviceCredentials';
import { t } from './words';

function reachOptions(): { value: string; label: string }[] {
  return [
    { value: 'national', label: t('services.form.reachNational') },
    { value: 'regional', label: t('services.form.reachRegional') },
    { value: 'local', label: t('services.form.reachLocal') },
  ];
}

/** The form's steps, in the page's language: made each time the form or a page reads them. */
function serviceSteps(): StepSpec[] {
  return [
    {
      title: t('services.form.organizationStep'),
      fields: [
        requiredTextField('name', t('services.form.name'), t('services.form.nameHelp')),
        requiredTextField('title', t('services.form.title'), t('services.form.titleHelp'), 300),
        {
          name: 'excerpt',
          label: t('services.form.excerpt'),
          kind: 'textarea',
          required: true,
          maxLength: 300,
          help: t('services.form.excerptHelp'),
        },
        languageField(t('services.form.language'), t('services.form.languageHelp')),
        ...imageFields({
          picture: t('services.form.logo'),
          description: t('services.form.logoDescription'),
          help: t('services.form.logoHelp'),
        }),
      ],
    },
    {
      title: t('services.form.offerStep'),
      fields: [
        {
          name: 'category',
          label: t('services.form.category'),
          kind: 'select',
          required: true,
          options: serviceCategoryOptions(),
        },
        {
          name: 'services',
          label: t('services.form.services'),
          kind: 'list',
          required: true,
          help: t('services.form.servicesHelp'),
        },
        {
          name: 'content',
          label: t('services.form.description'),
          kind: 'textarea',
          required: true,
          maxLength: 50000,
          help: t('services.form.descriptionHelp'),
        },
        {
          name: 'credentials',
          label: t('services.form.credentials'),
          kind: 'list',
          help: t('services.form.credentialsHelp'),
        },
      ],
    },
    {
      title: t('services.form.reachStep'),
      fields: [
        {
          name: 'type',
          label: t('services.form.reach'),
          kind: 'select',
          required: true,
          options: reachOptions(),
        },
        {
          name: 'state',
          label: t('services.form.state'),
          kind: 'select',
          options: stateOptions(),
          requiredWhen: (values) => values.type !== 'national',
          rule: t('services.form.stateRule'),
        },
        {
          name: 'zipcode',
          label: t('services.form.zipCode'),
          kind: 'text',
          check: zipCode,
          requiredWhen: (values) => values.type !== 'national',
          rule: t('services.form.zipCodeRule'),
        },
        { name: 'city', label: t('services.form.city'), kind: 'text', maxLength: 100 },
        { name: 'address', label: t('services.form.address'), kind: 'text', maxLength: 300 },
        {
          name: 'is_home',
          label: t('services.form.isHome'),
          kind: 'checkbox',
          help: t('services.form.isHomeHelp'),
        },
        webAddressField('website', t('services.form.website')),
        { name: 'phone', label: t('services.form.phone'), kind: 'tel', maxLength: 40 },
        {
          name: 'email',
          label: t('services.form.email'),
          kind: 'email',
          maxLength: 320,
          check: emailAddress,
        },
      ],
    },
  ];
}

export const servicePosting = slugPosting(serviceRecord, serviceFormSchema, {
  slugFrom: ['name', 'service'],
  steps: serviceSteps,
  sent: () => ({ live: t('services.sent.live'), waiting: t('services.sent.waiting') }),
  submitPage: () => ({
    intro: t('services.submit.intro'),
    readFirst: t('services.submit.readFirst'),
  }),
});
