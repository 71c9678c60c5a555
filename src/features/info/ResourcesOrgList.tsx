/**
 * A selection of organizations from data/organizations/organizations.csv. Names and websites are
 * copied exactly from the CSV (only rows with a confirmed website), and so are the descriptions,
 * in the catalog (`info.org.<key>`, locales/en.json), so the text stays as checked in
 * data/organizations/SOURCE.md; Spanish pages say the same in Spanish. Names stay as the
 * organizations write them. Listing one is not an endorsement.
 */
import { List, Text } from '@mantine/core';
import { LinkedText } from '../../components/content/LinkedText';
import { t } from './words';

interface Organization {
  name: string;
  website: string;
}

export const organizations = {
  legion: {
    name: 'The American Legion',
    website: 'https://www.legion.org/',
  },
  vfw: {
    name: 'Veterans of Foreign Wars of the United States',
    website: 'https://www.vfw.org/',
  },
  dav: {
    name: 'Disabled American Veterans (DAV)',
    website: 'https://www.dav.org/',
  },
  pva: {
    name: 'Paralyzed Veterans of America',
    website: 'https://www.pva.org/',
  },
  nvlsp: {
    name: 'National Veterans Legal Services Program',
    website: 'https://www.nvlsp.org/',
  },
  vetsProBono: {
    name: 'The Veterans Consortium Pro Bono Program',
    website: 'https://www.vetsprobono.org/',
  },
  giveAnHour: {
    name: 'Give an Hour',
    website: 'https://giveanhour.org/',
  },
  headstrong: {
    name: 'Headstrong Project',
    website: 'https://theheadstrongproject.org/',
  },
  doleFoundation: {
    name: 'Elizabeth Dole Foundation',
    website: 'https://www.elizabethdolefoundation.org/',
  },
  taps: {
    name: 'Tragedy Assistance Program for Survivors (TAPS)',
    website: 'https://www.taps.org/',
  },
  studentVeterans: {
    name: 'Student Veterans of America',
    website: 'https://studentveterans.org/',
  },
  hireHeroes: {
    name: 'Hire Heroes USA',
    website: 'https://www.hireheroesusa.org/',
  },
  operationHomefront: {
    name: 'Operation Homefront',
    website: 'https://operationhomefront.org/',
  },
  usaCares: {
    name: 'USA Cares',
    website: 'https://www.usacares.org/',
  },
  voa: {
    name: 'Volunteers of America',
    website: 'https://www.voa.org/',
  },
  fisherHouse: {
    name: 'Fisher House Foundation',
    website: 'https://fisherhouse.org/',
  },
  homesForOurTroops: {
    name: 'Homes For Our Troops',
    website: 'https://www.hfotusa.org/',
  },
  teamRwb: {
    name: 'Team Red, White & Blue',
    website: 'https://www.teamrwb.org/',
  },
  missionContinues: {
    name: 'The Mission Continues',
    website: 'https://www.missioncontinues.org/',
  },
  teamRubicon: {
    name: 'Team Rubicon',
    website: 'https://teamrubiconusa.org/',
  },
  kwva: {
    name: 'Korean War Veterans Association',
    website: 'https://kwva.us/',
  },
  catholicWarVeterans: {
    name: 'Catholic War Veterans of the United States of America',
    website: 'https://cwv.org/',
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
            <Text>{t(`info.org.${key}`)}</Text>
            <Text>
              <LinkedText
                message={t('info.orgs.website', { host: displayHost(org.website) })}
                links={[org.website]}
              />
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
