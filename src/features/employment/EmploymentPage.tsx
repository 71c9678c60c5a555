import { List, Text, Title } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import type { LinkCard } from '../../components/LinkCardGrid';
import { HubPage } from '../../components/pages/HubPage';
import { PageSection } from '../../components/PageSection';
import { LinkedParagraph } from '../../components/content/LinkedText';
import { PageButton } from '../../components/content/PageButton';
import { vreName } from './employmentWords';
import { t } from './words';

/** The employment tools, in the page's language: made as the page renders. */
function tools(): LinkCard[] {
  return [
    {
      title: t('employment.tools.translatorTitle'),
      purpose: t('employment.tools.translatorPurpose'),
      to: '/employment/job-translator',
      action: t('employment.tools.translatorAction'),
    },
    {
      title: t('employment.tools.unemploymentTitle'),
      purpose: t('employment.tools.unemploymentPurpose'),
      to: '/employment/unemployment-jobs',
      action: t('employment.tools.unemploymentAction'),
    },
    {
      title: t('employment.tools.boardTitle'),
      purpose: t('employment.tools.boardPurpose'),
      to: '/jobs',
      action: t('employment.tools.boardAction'),
    },
  ];
}

// How to describe what you did; message ids, said as the page renders.
const describe = [
  'employment.hub.describeTasks',
  'employment.hub.describeTerms',
  'employment.hub.describeTraining',
  'employment.hub.describeMatch',
];

export default function EmploymentPage() {
  return (
    <HubPage
      intro={t('employment.hub.intro')}
      toolsHeading={t('employment.tools.heading')}
      tools={tools()}
    >
      <PageSection heading={t('employment.hub.translatingHeading')}>
        <Text>{t('employment.hub.translatingText')}</Text>
        <Title order={3}>{t('employment.hub.codeHeading')}</Title>
        <LinkedParagraph
          message={t('employment.hub.code')}
          links={['/employment/job-translator', 'https://www.onetonline.org/']}
        />
        <Title order={3}>{t('employment.hub.describeHeading')}</Title>
        <List spacing="xs">
          {describe.map((id) => (
            <List.Item key={id}>{t(id)}</List.Item>
          ))}
        </List>
        <Title order={3}>{t('employment.hub.noMatchHeading')}</Title>
        <Text>{t('employment.hub.noMatchText')}</Text>
      </PageSection>

      <PageSection heading={t('employment.hub.vaHeading')}>
        <LinkedParagraph
          message={t('employment.hub.vre', { vre: vreName() })}
          links={[<EntitlementLink id="vre_ch31" />]}
        />
        <LinkedParagraph
          message={t('employment.hub.education')}
          links={['/education', '/benefits']}
        />
      </PageSection>

      <PageSection heading={t('employment.hub.orgsHeading')}>
        <Text>{t('employment.hub.orgsText')}</Text>
        <PageButton to="/services?category=employment">{t('employment.hub.orgsButton')}</PageButton>
        <LinkedParagraph message={t('employment.hub.employer')} links={['/submit/job']} />
      </PageSection>
    </HubPage>
  );
}
