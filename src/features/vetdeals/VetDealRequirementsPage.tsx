import { RequirementsPage, type RequirementsCopy } from '../../components/posting/RequirementsPage';
import { dealRecord } from '../../data/records';
import { dealPosting } from './dealPosting';

const copy: RequirementsCopy = {
  intro:
    'What a VetDeal needs before it goes live. Deals appear as soon as they are submitted, so the submission form checks these rules, and deals that break them are taken down.',
  partsHeading: 'What a deal must include',
  formNoun: 'deal',
  rulesHeading: 'Fair deal rules',
  rules: [
    'Deals for verified veterans only show their terms to everyone. The code is shown only to veterans who have verified their status.',
    'No bait offers: the discount must be available as stated, not only on items that are out of stock or priced up first.',
    'Update or end the deal when the offer changes, so veterans are never sent to an offer that no longer exists.',
  ],
  categoriesIntro: 'Choose the one that fits your deal best:',
  nextHeading: 'Offer a deal',
  nextText: 'You need a partner account to offer a VetDeal. It goes live as soon as you submit.',
  submitLabel: 'Offer a VetDeal',
};

export default function VetDealRequirementsPage() {
  return <RequirementsPage record={dealRecord} posting={dealPosting} copy={copy} />;
}
