import { ExternalLink } from '../../components/ExternalLink';
import { RequirementsPage, type RequirementsCopy } from '../../components/posting/RequirementsPage';
import { blogRecord } from '../../data/records';
import { blogPosting } from './blogPosting';

const copy: RequirementsCopy = {
  intro:
    'What an article needs before it is published on the VetHub blog. These are the rules the submission form checks and the VetHub team reviews against, so reading them first saves you a round of changes.',
  partsHeading: 'The parts of an article',
  formNoun: 'article',
  rulesHeading: 'Content rules',
  rules: [
    'It is your own original work, and you have the right to publish it, including any quotes and images.',
    'No medical or legal advice presented as fact. Share your experience, and point readers to a doctor, an accredited representative or the official page for their own case.',
    <>
      Cite a source for every benefit figure, such as a rate, a percentage or a deadline, with a
      link to the official page on <ExternalLink href="https://www.va.gov/">VA.gov</ExternalLink>.
    </>,
    'No personal details of other people, such as names, photos or health information, without their consent.',
    'It is published under your company name, or under your own name if your account has no company. The byline cannot be changed to anyone else’s.',
    'No promotion disguised as an article. To promote an offer, post a VetDeal; to list your organization, post a service.',
  ],
  categoriesIntro: 'Choose the one that fits your article best:',
  nextHeading: 'After you submit',
  nextText:
    'The VetHub team reviews every article against these rules before it is published. You need a partner account to submit.',
  submitLabel: 'Submit an article',
};

export default function BlogRequirementsPage() {
  return <RequirementsPage record={blogRecord} posting={blogPosting} copy={copy} />;
}
