import { Text } from '@mantine/core';
import { EntitlementLink } from '../../components/EntitlementLink';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import type { LinkCard } from '../../components/LinkCardGrid';
import { HubPage } from '../../components/pages/HubPage';
import { PageSection } from '../../components/PageSection';
import { LinkSentence } from '../../components/content/LinkSentence';
import { entitlements } from '../../lib/entitlements';
import { BenefitsCategorySections } from './BenefitsCategorySections';
import { entitlementName } from './entitlementWords';
import { t } from './words';

/** A site's name, the same in every language. */
const VA_GOV = 'VA.gov';

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
        <Text>
          {t('benefits.hub.fullListBefore')}{' '}
          <InternalLink to="/benefits/entitlements">{t('benefits.hub.fullList')}</InternalLink>{' '}
          {t('benefits.hub.fullListAfter')}{' '}
          <EntitlementLink id="commissary_exchange">
            {entitlementName('commissary_exchange')}
          </EntitlementLink>
          {t('benefits.hub.commissaryAfter')}
        </Text>
        <LinkSentence to="/faq-example" link={t('benefits.hub.questionLink')}>
          {t('benefits.hub.question')}
        </LinkSentence>
        <Text>
          {t('benefits.hub.notVa')} <ExternalLink href="https://www.va.gov/">{VA_GOV}</ExternalLink>{' '}
          {t('benefits.hub.or')}{' '}
          <ExternalLink href="https://www.va.gov/claim-or-appeal-status/">
            {t('benefits.hub.checkStatus')}
          </ExternalLink>
          .
        </Text>
      </PageSection>
    </HubPage>
  );
}
