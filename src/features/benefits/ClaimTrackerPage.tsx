import { List, Stack, Text, Title } from '@mantine/core';
import phases from '../../../data/va/claim-phases.json';
import { DeviceBackup } from '../../components/deviceBackup/DeviceBackup';
import { EmptyState } from '../../components/EmptyState';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';
import { ClaimTrackerAccountCopy } from './ClaimTrackerAccountCopy';
import { ClaimTrackerCard } from './ClaimTrackerCard';
import { ClaimTrackerExport } from './ClaimTrackerExport';
import { RelatedPages } from './RelatedPages';
import { ClaimTrackerForm } from './ClaimTrackerForm';
import { DeadlineReminderSwitch } from './DeadlineReminderSwitch';
import { stepsFor } from './claimSteps';
import { useClaims } from './claimTrackerStorage';
import print from '../../components/PrintButton.module.css';

const claimStatusUrl = 'https://www.va.gov/claim-or-appeal-status/';
const stepsExplainedUrl = phases.sources.S1.url;

function YourClaims() {
  const claims = useClaims();
  if (claims === undefined) return <Text role="status">Loading your claims…</Text>;
  if (claims.length === 0) {
    return (
      <EmptyState
        title="Your claims"
        actions={
          <ExternalLink href={claimStatusUrl}>Check your claim status on VA.gov</ExternalLink>
        }
      >
        <Text>
          You have not recorded a claim on this device yet. Add one above. To see the real status of
          a claim you filed, sign in to VA.gov&apos;s claim status tool.
        </Text>
      </EmptyState>
    );
  }
  return (
    <Stack gap="md" component="section" aria-labelledby="your-claims-title">
      <Title order={2} id="your-claims-title">
        Your claims ({claims.length})
      </Title>
      <ClaimTrackerExport claims={claims} />
      <div className={print.noPrint}>
        <DeadlineReminderSwitch />
      </div>

      {claims.map((claim) => (
        <ClaimTrackerCard key={claim.id} claim={claim} />
      ))}
    </Stack>
  );
}

export default function ClaimTrackerPage() {
  return (
    <Stack gap="xl" className={print.hideShell}>
      <PageHeader intro="Keep a private record of your VA claims: the kind of claim, when you filed it and which step it is on, with a dated history. It stays on this device and works offline; nothing is sent anywhere unless you export it or, signed in, choose to keep it on your account." />

      <Text>
        This is your own record, not VA&apos;s. VetHub cannot see your claim; update a step here
        when VA.gov&apos;s <ExternalLink href={claimStatusUrl}>claim status tool</ExternalLink>{' '}
        shows a change.
      </Text>

      <div className={print.noPrint}>
        <ClaimTrackerForm />
      </div>

      <YourClaims />

      <div className={print.noPrint}>
        <ClaimTrackerAccountCopy />
      </div>

      <DeviceBackup />

      <Stack gap="sm" className={print.noPrint}>
        <Title order={2}>
          The {stepsFor('compensation').length} steps of a compensation or pension claim
        </Title>
        <Text>
          VA.gov&apos;s claim status tool shows these steps for disability compensation and pension
          claims. The meaning of each step is given in VA&apos;s own words, so &ldquo;we&rdquo;
          means VA.
        </Text>
        <List type="ordered" spacing="sm">
          {phases.eight_steps.map((step) => (
            <List.Item key={step.step}>
              <Text span fw={700}>
                {step.name}.
              </Text>{' '}
              {step.meaning}
            </List.Item>
          ))}
        </List>
        <Text>
          Source:{' '}
          <ExternalLink href={stepsExplainedUrl}>
            What your claim status means, on VA.gov
          </ExternalLink>
          .
        </Text>
      </Stack>

      <Stack gap="sm" className={print.noPrint}>
        <Title order={2}>A claim can move back a step</Title>
        <Text>
          A claim does not always move forward. From evidence review, rating or preparing the
          decision letter (steps 4, 5 and 6), it goes back to step 3, evidence gathering, whenever
          VA needs more evidence or you send more. That is normal and does not mean anything went
          wrong. The tracker lets you record that move.
        </Text>
        <Text>
          The steps are not time estimates. VA says evidence gathering is usually the longest step.
        </Text>
        <Text>
          Other kinds of claims show a shorter, {stepsFor('other').length}-step view on VA.gov
          instead of these {stepsFor('compensation').length} steps.
        </Text>
      </Stack>

      <RelatedPages
        className={print.noPrint}
        after={
          <List.Item>
            <InternalLink to="/faq-example">Benefits questions, answered</InternalLink>
          </List.Item>
        }
      >
        <List.Item>
          <InternalLink to="/benefits/claim-calculator">
            How VA combines disability ratings
          </InternalLink>
        </List.Item>
      </RelatedPages>
    </Stack>
  );
}
