/** The service listing form: what a partner fills in, and the services row it becomes. */
import { optionsOf } from '../../lib/options';
import { stateOptions } from '../../lib/usStates';
import { serviceFormSchema } from './serviceSchema';
import { emailAddress, zipCode } from '../../components/posting/fieldChecks';
import { webAddressField } from '../../components/posting/webAddressField';
import { rowValues } from '../../components/posting/fieldValues';
import { slugPayload } from '../../components/posting/slugPayload';
import { serviceRecord } from '../../data/records';
import { imageFields } from '../../components/posting/imageFields';
import type { PostingKind } from '../../components/posting/postingKind';
import { languageField } from '../../components/posting/languageField';

const reachOptions = optionsOf({
  national: 'Nationwide',
  regional: 'Regional (several states or a region)',
  local: 'Local (a city or county)',
});

export const servicePosting: PostingKind = {
  ...serviceRecord,
  sent: {
    live: 'Your service listing has been reviewed and is live in the directory.',
    waiting:
      'Thank you — your service listing was received. The VetHub team reviews it before it appears in the directory.',
  },
  schema: serviceFormSchema,
  steps: [
    {
      title: 'Your organization',
      fields: [
        {
          name: 'name',
          label: 'Organization name',
          kind: 'text',
          required: true,
          maxLength: 200,
          help: 'The name veterans know your organization or business by.',
        },
        {
          name: 'title',
          label: 'Title',
          kind: 'text',
          required: true,
          maxLength: 300,
          help: 'A clear one-line description of the service, such as what you help with.',
        },
        {
          name: 'excerpt',
          label: 'Excerpt',
          kind: 'textarea',
          required: true,
          maxLength: 300,
          help: 'Shown in directory lists.',
        },
        languageField(
          'Language of the listing',
          'The language you write the listing in. Spanish pages list listings in Spanish first.',
        ),
        ...imageFields({
          picture: 'Logo (optional)',
          description: 'Logo description',
          help: 'Your logo or a photo of your place, shown with the listing.',
        }),
      ],
    },
    {
      title: 'What you offer',
      fields: [
        {
          name: 'category',
          label: 'Category',
          kind: 'select',
          required: true,
          options: serviceRecord.categories,
        },
        {
          name: 'services',
          label: 'Services offered',
          kind: 'list',
          required: true,
          help: 'Separate them with commas, for example: legal aid, discharge upgrades.',
        },
        {
          name: 'content',
          label: 'Description',
          kind: 'textarea',
          required: true,
          maxLength: 50000,
          help: 'Who is eligible and what it costs. If the service is free, say Free.',
        },
        {
          name: 'credentials',
          label: 'Credentials',
          kind: 'list',
          help: 'Real and current only, for example VA accreditation. Separate them with commas.',
        },
      ],
    },
    {
      title: 'Where and how to reach you',
      fields: [
        { name: 'type', label: 'Reach', kind: 'select', required: true, options: reachOptions },
        {
          name: 'state',
          label: 'State',
          kind: 'select',
          options: stateOptions,
          requiredWhen: (values) => values.type !== 'national',
          rule: 'required unless you serve veterans nationwide',
        },
        {
          name: 'zipcode',
          label: 'ZIP code',
          kind: 'text',
          check: zipCode,
          requiredWhen: (values) => values.type !== 'national',
          rule: '5 digits; required unless you serve veterans nationwide',
        },
        { name: 'city', label: 'City', kind: 'text', maxLength: 100 },
        { name: 'address', label: 'Street address', kind: 'text', maxLength: 300 },
        {
          name: 'is_home',
          label: 'I run this service from my home',
          kind: 'checkbox',
          help: 'Veterans should know before they visit.',
        },
        webAddressField('website', 'Website'),
        { name: 'phone', label: 'Phone', kind: 'tel', maxLength: 40 },
        { name: 'email', label: 'Email', kind: 'email', maxLength: 320, check: emailAddress },
      ],
    },
  ],
  toPayload: (values) => slugPayload(servicePosting, values, 'name', 'service'),
  fromRow: (row) => rowValues(servicePosting, row),
};
