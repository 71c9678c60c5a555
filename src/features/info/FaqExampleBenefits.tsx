/** Education, home loan and health care answers, from data/va/entitlements.json only. */
import { List, Stack, Text } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import { InternalLink } from '../../components/InternalLink';
import type { FaqItem } from './FaqExampleGroup';

export const educationQuestions: FaqItem[] = [
  {
    question: 'How much of the Post-9/11 GI Bill will I get?',
    answer: (
      <Text>
        It depends on how long you served on active duty on or after September 11, 2001. With at
        least 36 months (1,095 days) you get 100% of the benefit. Shorter service gets a smaller
        share, down to 50% for 90 to 179 days. A Purple Heart, or 30 days of service followed by a
        discharge for a service-connected disability, also gets 100%. The full table is on our{' '}
        <InternalLink to="/education">education page</InternalLink>.
      </Text>
    ),
    source: <EntitlementLink id="post911_gi_bill" />,
  },
  {
    question: 'Can my spouse or children use VA education benefits?',
    answer: (
      <Stack gap="xs">
        <Text>Yes, in some cases. Two programs are for family members:</Text>
        <List spacing="xs">
          <List.Item>
            Survivors&apos; and Dependents&apos; Educational Assistance (Chapter 35), for the child
            or spouse of a veteran or service member who is permanently and totally disabled by a
            service-connected disability, died of one or in the line of duty, or has been missing in
            action, captured or forcibly detained for 90 days or more, among other cases.{' '}
            <EntitlementLink id="dea_ch35">Chapter 35 on VA.gov</EntitlementLink>
          </List.Item>
          <List.Item>
            The Fry Scholarship, for children and surviving spouses of service members who died in
            the line of duty on or after September 11, 2001.
          </List.Item>
        </List>
      </Stack>
    ),
    source: <EntitlementLink id="fry_scholarship" />,
  },
];

export const homeLoanQuestions: FaqItem[] = [
  {
    question: 'Who can get a VA home loan?',
    answer: (
      <Text>
        You need a Certificate of Eligibility (COE), which depends on when and how long you served.
        For example, if you are still serving you need 90 days in a row; if you served on or after
        August 2, 1990, generally 24 months in a row or the full period you were called to active
        duty; National Guard and Reserve members need 6 years, or 90 days of active duty under Title
        10 orders, 30 of them in a row. Certain surviving spouses qualify too. The lender also
        checks your credit and income, and you must plan to live in the home. More examples are on
        our <InternalLink to="/housing">housing page</InternalLink>.
      </Text>
    ),
    source: <EntitlementLink id="home_loan" />,
  },
];

export const healthQuestions: FaqItem[] = [
  {
    question: 'Do I need a disability rating to get VA health care?',
    answer: (
      <Text>
        No. You may be able to enroll if you served in the active military and were not dishonorably
        discharged. If you enlisted after September 7, 1980, you generally also need 24 months in a
        row or the full period you were called to, with some exceptions. Since March 5, 2024, under
        the PACT Act, many veterans can enroll directly without first applying for disability
        benefits, including those exposed to toxins and those who served in Vietnam, the Gulf War,
        Iraq, Afghanistan or a post-9/11 combat zone.
      </Text>
    ),
    source: <EntitlementLink id="health_care" />,
  },
  {
    question: 'What is a VA health care priority group?',
    answer: (
      <Text>
        When you enroll, VA places you in one of 8 priority groups. Group 1 includes veterans with a
        service-connected rating of 50% or more; group 2, ratings of 30% or 40%; group 3 includes
        ratings of 10% or 20%, former prisoners of war and Purple Heart recipients. Groups 7 and 8
        are based on income, and veterans in them agree to pay copays. All 8 groups are listed on
        our <InternalLink to="/healthcare">health care page</InternalLink>.
      </Text>
    ),
    source: <EntitlementLink id="health_priority_groups" />,
  },
];
