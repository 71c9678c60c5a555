import { Text } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import type { LinkCard } from '../../components/LinkCardGrid';
import { HubPage } from '../../components/pages/HubPage';
import { PageSection } from '../../components/PageSection';
import { LinkedParagraph } from '../../components/content/LinkedText';
import { entitlements } from '../../lib/entitlements';
import { BenefitsCategorySections } from './BenefitsCategorySections';
import { entitlementName } from './entitlementWords';
import { t } from './words';

/** The tools' cards, in the page's language. */
function tools(): LinkCard[] {
  return [
    {
      title: t('benefits.hub.calculator'),
      purpose: t('benefits.hub.calculatorPurpose'),
      to: '/benefits/claim-calculator',
      action: t('benefits.hub.calculatorAction'),
    },
    {
      title: t('benefits.hub.tracker'),
      purpose: t('benefits.hub.trackerPurpose'),
      to: '/benefits/claim-tracker',
      action: t('benefits.hub.trackerAction'),
    },
    {
      title: t('benefits.hub.entitlements'),
      purpose: t('benefits.hub.entitlementsPurpose', { count: entitlements.length }),
      to: '/benefits/entitlements',
      action: t('benefits.hub.entitlementsAction'),
    },
  ];
}

export default function BenefitsPage() {
  return (
    <HubPage
      intro={t('benefits.hub.intro')}
      toolsHeading={t('benefits.hub.toolsHeading')}
      tools={tools()}
    >
      <PageSection heading={t('benefits.hub.readTitle')}>
        <Text>{t('benefits.hub.read')}</Text>
      </PageSection>

      <BenefitsCategorySections />

      <PageSection heading={t('benefits.hub.moreTitle')}>
        <LinkedParagraph
          message={t('benefits.hub.fullList', {
            commissary: entitlementName('commissary_exchange'),
          })}
          links={['/benefits/entitlements', <EntitlementLink id="commissary_exchange" />]}
        />
        <LinkedParagraph message={t('benefits.hub.question')} links={['/faq-example']} />
        <LinkedParagraph
          message={t('benefits.hub.notVa')}
          links={['https://www.va.gov/', 'https://www.va.gov/claim-or-appeal-status/']}
        />
      </PageSection>
    </HubPage>
  );
}
