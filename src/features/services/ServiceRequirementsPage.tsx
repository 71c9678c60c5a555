import { ExternalLink } from '../../components/ExternalLink';
import { RequirementsPage, type RequirementsCopy } from '../../components/posting/RequirementsPage';
import { serviceRecord } from '../../data/records';
import { servicePosting } from './servicePosting';

const copy: RequirementsCopy = {
  intro:
    'What a service listing needs before it appears in the VetHub directory. The submission form checks these rules and the VetHub team reviews every listing against them.',
  partsHeading: 'What a listing must include',
  formNoun: 'listing',
  rulesHeading: 'Honesty rules',
  rules: [
    'Credentials you list must be real and current, for example VA accreditation to help with claims.',
    <>
      No fees for help with VA claims that accredited representatives give free of charge. Veterans
      can learn about free help on <ExternalLink href="https://www.va.gov/">VA.gov</ExternalLink>.
    </>,
    'If you run your service from home, say so. Veterans should know before they visit.',
  ],
  categoriesIntro: 'Choose the one that fits your organization best:',
  nextHeading: 'After you submit',
  nextText:
    'Every listing is reviewed before it appears in the directory. You need a partner account to submit.',
  submitLabel: 'List a service',
};

export default function ServiceRequirementsPage() {
  return <RequirementsPage record={serviceRecord} posting={servicePosting} copy={copy} />;
}
