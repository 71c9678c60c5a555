/**
 * A selection of organizations from data/organizations/organizations.csv. Names, descriptions and
 * websites are copied exactly from the CSV (only rows with a confirmed website), so the text
 * stays as checked in data/organizations/SOURCE.md. Listing one is not an endorsement.
 */
import { List, Text } from '@mantine/core';
import { ExternalLink } from '../../components/ExternalLink';

interface Organization {
  name: string;
  website: string;
  description: string;
}

export const organizations = {
  legion: {
    name: 'The American Legion',
    website: 'https://www.legion.org/',
    description:
      "Wartime veterans' membership organization founded in 1919 whose accredited service officers help veterans and families file VA benefit claims free of charge.",
  },
  vfw: {
    name: 'Veterans of Foreign Wars of the United States',
    website: 'https://www.vfw.org/',
    description:
      'Membership organization of veterans who served in overseas conflicts; runs a national veterans service program and the Unmet Needs grant program for military families in financial hardship.',
  },
  dav: {
    name: 'Disabled American Veterans (DAV)',
    website: 'https://www.dav.org/',
    description:
      'Congressionally chartered organization of service-disabled veterans that offers free benefits help through national service officers and volunteer rides to VA medical appointments.',
  },
  pva: {
    name: 'Paralyzed Veterans of America',
    website: 'https://www.pva.org/',
    description:
      'Congressionally chartered organization for veterans with spinal cord injury or disease that provides free benefits representation, legal help, a vocational program and sports programs.',
  },
  nvlsp: {
    name: 'National Veterans Legal Services Program',
    website: 'https://www.nvlsp.org/',
    description:
      'Nonprofit legal organization that represents veterans in VA benefits and discharge-upgrade cases, directly and through its Lawyers Serving Warriors pro bono program.',
  },
  vetsProBono: {
    name: 'The Veterans Consortium Pro Bono Program',
    website: 'https://www.vetsprobono.org/',
    description:
      'Program that recruits and trains volunteer attorneys to represent veterans for free, including in discharge upgrade cases and appeals.',
  },
  giveAnHour: {
    name: 'Give an Hour',
    website: 'https://giveanhour.org/',
    description:
      'Nonprofit network of licensed mental health professionals who volunteer free counseling to service members, veterans and their families.',
  },
  headstrong: {
    name: 'Headstrong Project',
    website: 'https://theheadstrongproject.org/',
    description:
      'Nonprofit mental health practice that provides cost-free, confidential trauma treatment to veterans and military-connected family members.',
  },
  doleFoundation: {
    name: 'Elizabeth Dole Foundation',
    website: 'https://www.elizabethdolefoundation.org/',
    description:
      'Foundation that supports military and veteran caregivers through its Hidden Heroes initiative, caregiver fellowships and advocacy.',
  },
  taps: {
    name: 'Tragedy Assistance Program for Survivors (TAPS)',
    website: 'https://www.taps.org/',
    description:
      'Nonprofit providing peer-based emotional support, casework help and grief resources to anyone grieving the death of a military loved one.',
  },
  studentVeterans: {
    name: 'Student Veterans of America',
    website: 'https://studentveterans.org/',
    description:
      'Nonprofit network of campus chapters that supports veterans and military-connected students in higher education and advocates on GI Bill issues.',
  },
  hireHeroes: {
    name: 'Hire Heroes USA',
    website: 'https://www.hireheroesusa.org/',
    description:
      'Nonprofit that provides free personalized job search help, resume support and job matching to transitioning service members, veterans and military spouses.',
  },
  operationHomefront: {
    name: 'Operation Homefront',
    website: 'https://operationhomefront.org/',
    description:
      'Nonprofit that provides short-term critical financial assistance, rent-free transitional homes and caregiver support to military and veteran families.',
  },
  usaCares: {
    name: 'USA Cares',
    website: 'https://www.usacares.org/',
    description:
      'Nonprofit that helps post-9/11 service members, veterans and families in financial crisis avoid eviction, foreclosure and utility shutoffs.',
  },
  voa: {
    name: 'Volunteers of America',
    website: 'https://www.voa.org/',
    description:
      'National human services nonprofit whose affiliates run VA-funded programs that rehouse homeless veterans and help at-risk veteran families keep their homes.',
  },
  fisherHouse: {
    name: 'Fisher House Foundation',
    website: 'https://fisherhouse.org/',
    description:
      'Nonprofit that builds comfort homes at military and VA medical centers where families of patients can stay at no cost.',
  },
  homesForOurTroops: {
    name: 'Homes For Our Troops',
    website: 'https://www.hfotusa.org/',
    description:
      'Nonprofit that builds and donates specially adapted custom homes to severely injured post-9/11 veterans.',
  },
  teamRwb: {
    name: 'Team Red, White & Blue',
    website: 'https://www.teamrwb.org/',
    description:
      'Nonprofit that connects veterans with their communities through local chapters hosting fitness, social and service events.',
  },
  missionContinues: {
    name: 'The Mission Continues',
    website: 'https://www.missioncontinues.org/',
    description:
      'Nonprofit that organizes veterans into local service platoons that carry out community volunteer projects.',
  },
  teamRubicon: {
    name: 'Team Rubicon',
    website: 'https://teamrubiconusa.org/',
    description:
      'Nonprofit that mobilizes veterans and other volunteers to respond to natural disasters and humanitarian crises.',
  },
  kwva: {
    name: 'Korean War Veterans Association',
    website: 'https://kwva.us/',
    description:
      'Membership organization of veterans who served in the Korean War or later in defense of Korea, organized in local chapters.',
  },
  catholicWarVeterans: {
    name: 'Catholic War Veterans of the United States of America',
    website: 'https://cwv.org/',
    description:
      'Congressionally chartered organization of Catholic veterans, founded in 1935, that supports veterans and their families through local posts.',
  },
} satisfies Record<string, Organization>;

export type OrganizationKey = keyof typeof organizations;

/** The website without scheme or trailing slash, as a readable link text. */
function displayHost(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** A list of organizations: name, one-line description and a link to the website. */
export function ResourcesOrgList({ keys }: { keys: OrganizationKey[] }) {
  return (
    <List spacing="md">
      {keys.map((key) => {
        const org: Organization = organizations[key];
        return (
          <List.Item key={key}>
            <Text fw={700}>{org.name}</Text>
            <Text>{org.description}</Text>
            <Text>
              Website: <ExternalLink href={org.website}>{displayHost(org.website)}</ExternalLink>
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
