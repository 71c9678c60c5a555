import { List, Stack, Text, Title } from '@mantine/core';
import phases from '../../../data/va/claim-phases.json';
import { DeviceBackup } from '../../components/deviceBackup/DeviceBackup';
import { EmptyState } from '../../components/EmptyState';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { SettingSwitch } from '../../components/SettingSwitch';
import { deadlineRemindersAtom } from '../../data/settings';
import { ClaimTrackerAccountCopy } from './ClaimTrackerAccountCopy';
import { ClaimTrackerCard } from './ClaimTrackerCard';
import { ClaimTrackerExport } from './ClaimTrackerExport';
import { RelatedPages } from './RelatedPages';
import { ClaimTrackerForm } from './ClaimTrackerForm';
import { REMINDER_WINDOW_DAYS } from './deadlineReminder';
import { EVIDENCE_GATHERING_STEP, stepsFor } from './claimSteps';
import { useClaims } from './claimTrackerStorage';
import print from '../../components/PrintButton.module.css';
import { PlainSection } from '../../components/content/PlainSection';
import { t } from './words';

const claimStatusUrl = 'https://www.va.gov/claim-or-appeal-status/';
const stepsExplainedUrl = phases.sources.S1.url;
/** The steps of the 8-step view that can move back to evidence gathering (claim-phases.json). */
const CAN_MOVE_BACK = [4, 5, 6] as const;

function YourClaims() {
  const claims = useClaims();
  if (claims === undefined) return <Text role="status">{t('benefits.tracker.loading')}</Text>;
  if (claims.length === 0) {
    return (
      <EmptyState
        title={t('benefits.tracker.yourClaims')}
        actions={
          <ExternalLink href={claimStatusUrl}>{t('benefits.tracker.checkStatus')}</ExternalLink>
        }
      >
        <Text>{t('benefits.tracker.empty')}</Text>
      </EmptyState>
    );
  }
  return (
    <Stack gap="md" component="section" aria-labelledby="your-claims-title">
      <Title order={2} id="your-claims-title">
        {t('benefits.tracker.yourClaimsCount', { count: claims.length })}
      </Title>
      <ClaimTrackerExport claims={claims} />
      <div className={print.noPrint}>
        <SettingSwitch
          setting={deadlineRemindersAtom}
          label={t('benefits.reminder.label')}
          description={t('benefits.reminder.description', { days: REMINDER_WINDOW_DAYS })}
        />
      </div>

      {claims.map((claim) => (
        <ClaimTrackerCard key={claim.id} claim={claim} />
      ))}
    </Stack>
  );
}

export default function ClaimTrackerPage() {
  const eight = stepsFor('compensation');
  const five = stepsFor('other').length;
  const [back4, back5, back6] = CAN_MOVE_BACK;
  return (
    <Stack gap="xl" className={print.hideShell}>
      <PageHeader intro={t('benefits.tracker.intro')} />

      <Text>
        {t('benefits.tracker.ownRecord')}{' '}
        <ExternalLink href={claimStatusUrl}>{t('benefits.tracker.statusTool')}</ExternalLink>{' '}
        {t('benefits.tracker.ownRecordAfter')}
      </Text>

      <div className={print.noPrint}>
        <ClaimTrackerForm />
      </div>

      <YourClaims />

      <div className={print.noPrint}>
        <ClaimTrackerAccountCopy />
      </div>

      <DeviceBackup />

      <PlainSection
        heading={t('benefits.tracker.stepsTitle', { count: eight.length })}
        className={print.noPrint}
      >
        <Text>{t('benefits.tracker.stepsIntro')}</Text>
        <List type="ordered" spacing="sm">
          {eight.map((step) => (
            <List.Item key={step.step}>
              <Text span fw={700}>
                {step.name}.
              </Text>{' '}
              {step.meaning}
            </List.Item>
          ))}
        </List>
        <Text>
          {t('benefits.tracker.source')}{' '}
          <ExternalLink href={stepsExplainedUrl}>{t('benefits.tracker.sourceLink')}</ExternalLink>.
        </Text>
      </PlainSection>

      <PlainSection heading={t('benefits.tracker.backTitle')} className={print.noPrint}>
        <Text>
          {t('benefits.tracker.back', {
            back4,
            back5,
            back6,
            evidence: EVIDENCE_GATHERING_STEP,
          })}
        </Text>
        <Text>{t('benefits.tracker.notEstimates')}</Text>
        <Text>{t('benefits.tracker.otherKinds', { five, eight: eight.length })}</Text>
      </PlainSection>

      <RelatedPages
        className={print.noPrint}
        after={
          <List.Item>
            <InternalLink to="/faq-example">{t('benefits.tracker.faq')}</InternalLink>
          </List.Item>
        }
      >
        <List.Item>
          <InternalLink to="/benefits/claim-calculator">
            {t('benefits.tracker.calculatorLink')}
          </InternalLink>
        </List.Item>
      </RelatedPages>
    </Stack>
  );
}
