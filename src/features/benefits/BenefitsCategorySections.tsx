import { List, Stack, Text, Title } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';

interface BenefitSummary {
  /** An id from data/va/entitlements.json. */
  id: string;
  /** The item's key_eligibility cut to one plain sentence, with no figure the data does not hold. */
  summary: string;
}

interface BenefitCategory {
  title: string;
  note?: string;
  benefits: BenefitSummary[];
}

const categories: BenefitCategory[] = [
  {
    title: 'Compensation and pension',
    benefits: [
      {
        id: 'disability_compensation',
        summary:
          'For a current illness or injury linked to your service, if your discharge was other than dishonorable.',
      },
      {
        id: 'tdiu',
        summary:
          'For veterans who cannot keep substantially gainful work because of service-connected disability; it pays at the 100% rate.',
      },
      {
        id: 'smc',
        summary:
          'Extra monthly pay for specific severe losses, such as loss of use of a limb, blindness, or needing aid and attendance.',
      },
      {
        id: 'veterans_pension',
        summary:
          'For wartime veterans with income and net worth within limits set by Congress who are 65 or older, live in a nursing home, receive SSDI or SSI, or are permanently and totally disabled.',
      },
      {
        id: 'crdp',
        summary:
          'A Defense Department program that lets military retirees with a VA rating of at least 50% receive both retired pay and VA compensation.',
      },
    ],
  },
  {
    title: 'Education',
    note: 'Education benefits for spouses and children are listed under Family and survivors.',
    benefits: [
      {
        id: 'post911_gi_bill',
        summary:
          'For service on or after September 11, 2001: at least 90 days of active duty, a Purple Heart, or at least 30 continuous days followed by a discharge for service-connected disability; how much you get depends on how long you served.',
      },
      {
        id: 'mgib_ad',
        summary:
          'Generally for those who entered active duty after June 30, 1985, had their pay reduced for 12 months, were honorably discharged and have a high school diploma or GED.',
      },
      {
        id: 'mgib_sr',
        summary:
          'For Selected Reserve members with a six-year obligation who completed initial active duty for training.',
      },
      {
        id: 'vre_ch31',
        summary:
          'Training and job help for veterans with a discharge that is not dishonorable and a service-connected rating of at least 10%; a counselor decides what help you get.',
      },
    ],
  },
  {
    title: 'Housing',
    benefits: [
      {
        id: 'home_loan',
        summary:
          'Needs a Certificate of Eligibility, which depends on how long and when you served; lenders also check credit and income.',
      },
      {
        id: 'adapted_housing_grants',
        summary:
          'Grants to build or adapt a home for veterans with certain severe service-connected disabilities.',
      },
      {
        id: 'state_property_tax',
        summary:
          'State benefits, not VA: they vary by state and are usually tied to your VA rating and your home.',
      },
    ],
  },
  {
    title: 'Health care',
    benefits: [
      {
        id: 'health_care',
        summary:
          'Generally for veterans who served on active duty and were not dishonorably discharged; under the PACT Act many veterans exposed to toxins or who served in listed eras and places can enroll directly.',
      },
      {
        id: 'health_priority_groups',
        summary:
          'VA places enrolled veterans in priority groups 1 to 8 based on things like service-connected rating, income, awards and exposures.',
      },
    ],
  },
  {
    title: 'Life insurance',
    benefits: [
      {
        id: 'valife',
        summary:
          'Guaranteed-acceptance whole life insurance for veterans with any service-connected rating from 0% to 100%, with extra rules if you are 81 or older.',
      },
      {
        id: 'sdvi',
        summary:
          'Closed to new applications after December 31, 2022; people who already hold a policy may switch to VALife.',
      },
      {
        id: 'vgli_sgli_vmli',
        summary:
          'VGLI lets you keep coverage after you leave service by converting SGLI, and VMLI is mortgage life insurance for veterans with adapted housing grants.',
      },
    ],
  },
  {
    title: 'Burial and memorials',
    benefits: [
      {
        id: 'burial',
        summary:
          'For veterans discharged other than dishonorably; the burial allowance depends on things like whether the death was service-connected or the veteran received VA compensation or pension.',
      },
    ],
  },
  {
    title: 'Family and survivors',
    benefits: [
      {
        id: 'dic',
        summary:
          'For the surviving spouse, child or parent of a service member who died in the line of duty or of a veteran who died from a service-connected condition, and in some other cases.',
      },
      {
        id: 'dea_ch35',
        summary:
          'Education benefits for the spouse or child of a veteran or service member who is permanently and totally disabled by, or died of, a service-connected disability, died in the line of duty, or is missing, captured or detained.',
      },
      {
        id: 'fry_scholarship',
        summary:
          'Education benefits for children and surviving spouses of service members who died in the line of duty on or after September 11, 2001.',
      },
    ],
  },
];

/** The benefits hub's sections: one h2 per category, each benefit linked to its VA.gov page. */
export function BenefitsCategorySections() {
  return (
    <>
      {categories.map((category) => (
        <Stack key={category.title} gap="sm">
          <Title order={2}>{category.title}</Title>
          {category.note ? <Text>{category.note}</Text> : null}
          <List spacing="sm">
            {category.benefits.map((b) => (
              <List.Item key={b.id}>
                <EntitlementLink id={b.id} />: {b.summary}
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </>
  );
}
