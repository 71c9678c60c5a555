/**
 * Disability compensation and claims answers. Facts come only from data/va/entitlements.json,
 * data/va/combined-rating.md (VA.gov's own 50/30/10 example) and data/va/claim-phases.json.
 */
import { List, Stack, Text } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import type { FaqItem } from './FaqExampleGroup';

const CLAIM_STATUS_URL = 'https://www.va.gov/claim-or-appeal-status/';

const claimSteps: [string, string][] = [
  ['Claim received', 'VA has your claim in its system.'],
  ['Initial review', 'VA checks for basic information, like your name and Social Security number.'],
  ['Evidence gathering', 'VA collects records, may ask you for evidence or schedule an exam.'],
  ['Evidence review', 'VA reviews all the evidence for your claim.'],
  ['Rating', 'VA decides your claim and your disability rating.'],
  ['Preparing decision letter', 'VA writes the letter with its decision.'],
  ['Final review', 'A senior reviewer checks the claim and the decision letter.'],
  ['Claim decided', 'You can read and download your decision letter; a copy is also mailed.'],
];

export const compensationQuestions: FaqItem[] = [
  {
    question: 'How does VA combine more than one disability rating?',
    answer: (
      <Stack gap="xs">
        <Text>
          VA does not add ratings. It puts your ratings in order, largest first, and applies each
          one to the part of you that the earlier ratings left &ldquo;able&rdquo;. Only at the very
          end is the result rounded to the nearest 10; a value ending in 5 rounds up.
        </Text>
        <Text>VA.gov&apos;s own example, for ratings of 50%, 30% and 10%:</Text>
        <List type="ordered" spacing="xs">
          <List.Item>50% and 30% combine to 65.</List.Item>
          <List.Item>65 and 10 combine to 69.</List.Item>
          <List.Item>69 rounds to 70. The combined rating is 70%, not 90%.</List.Item>
        </List>
        <Text>
          Try your own ratings in the{' '}
          <InternalLink to="/benefits/claim-calculator">disability claim calculator</InternalLink>.
        </Text>
      </Stack>
    ),
    source: <EntitlementLink id="disability_compensation" />,
  },
  {
    question: 'At what rating does VA start paying, and when are dependents added?',
    answer: (
      <Text>
        Ratings go from 0% to 100% in steps of 10. Monthly payments start at 10%. Extra money for
        dependents, such as a spouse or children, starts at a combined rating of 30%. A 0% rating
        pays nothing each month, but it still counts as service-connected for some other benefits.
      </Text>
    ),
    source: <EntitlementLink id="disability_compensation" />,
  },
  {
    question: 'What is Individual Unemployability (TDIU)?',
    answer: (
      <Text>
        If your service-connected disabilities keep you from holding a steady job that pays a living
        wage, VA can pay you at the 100% rate. The usual requirement is one service-connected
        disability rated 60% or more, or two or more with one rated at least 40% and a combined
        rating of 70% or more. VA can make exceptions below these levels. TDIU pays at the 100% rate
        but does not change your combined rating.
      </Text>
    ),
    source: <EntitlementLink id="tdiu" />,
  },
];

export const claimQuestions: FaqItem[] = [
  {
    question: 'What are the steps of a VA disability claim?',
    answer: (
      <Stack gap="xs">
        <Text>VA.gov shows 8 steps for disability compensation and pension claims:</Text>
        <List type="ordered" spacing="xs">
          {claimSteps.map(([name, meaning]) => (
            <List.Item key={name}>
              <Text span fw={700}>
                {name}:
              </Text>{' '}
              {meaning}
            </List.Item>
          ))}
        </List>
        <Text>
          Other kinds of claims show 5 steps. The{' '}
          <InternalLink to="/benefits/claim-tracker">claim tracker</InternalLink> explains each one.
        </Text>
      </Stack>
    ),
    source: <ExternalLink href={CLAIM_STATUS_URL}>Check your claim or appeal status</ExternalLink>,
  },
  {
    question: 'Why did my claim go back to evidence gathering?',
    answer: (
      <Text>
        This is normal. From evidence review, rating or preparing the decision letter (steps 4 to
        6), a claim goes back to step 3 whenever VA needs more evidence or you send more. You can
        submit evidence at any time, but evidence sent after step 3 moves the claim back there. Step
        3 is usually the longest, and the steps are not time estimates.
      </Text>
    ),
    source: <ExternalLink href={CLAIM_STATUS_URL}>Check your claim or appeal status</ExternalLink>,
  },
];
