import { List, Stack, Text, Title } from '@mantine/core';
import phases from '../../../data/va/claim-phases.json';
import { EmptyState } from '../../components/EmptyState';
import { ExternalLink } from '../../components/ExternalLink';
import { InternalLink } from '../../components/InternalLink';
import { PageHeader } from '../../components/PageHeader';

const claimStatusUrl = 'https://www.va.gov/claim-or-appeal-status/';
const stepsExplainedUrl = phases.sources.S1.url;

export default function ClaimTrackerPage() {
  return (
    <Stack gap="xl">
      <PageHeader intro="VA moves each disability compensation or pension claim through 8 steps. This page explains what each step means, and it is where you will be able to keep a private record of your claims on this device." />

      <Stack gap="sm">
        <Title order={2}>The 8 steps of a compensation or pension claim</Title>
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

      <Stack gap="sm">
        <Title order={2}>A claim can move back a step</Title>
        <Text>
          A claim does not always move forward. From evidence review, rating or preparing the
          decision letter (steps 4, 5 and 6), it goes back to step 3, evidence gathering, whenever
          VA needs more evidence or you send more. That is normal and does not mean anything went
          wrong.
        </Text>
        <Text>
          The steps are not time estimates. VA says evidence gathering is usually the longest step.
        </Text>
        <Text>
          Other kinds of claims show a shorter, 5-step view on VA.gov instead of these 8 steps.
        </Text>
      </Stack>

      <EmptyState
        title="Your claims"
        actions={
          <ExternalLink href={claimStatusUrl}>Check your claim status on VA.gov</ExternalLink>
        }
      >
        <Text>
          Recording your claims on this device, and marking which step each one is on, is not
          available on this page yet. To see the real status of a claim you filed, sign in to
          VA.gov&apos;s claim status tool.
        </Text>
      </EmptyState>

      <Stack gap="sm">
        <Title order={2}>Related pages</Title>
        <List spacing="xs">
          <List.Item>
            <InternalLink to="/benefits/claim-calculator">
              How VA combines disability ratings
            </InternalLink>
          </List.Item>
          <List.Item>
            <InternalLink to="/benefits/entitlements">
              All VA benefits you may be entitled to
            </InternalLink>
          </List.Item>
          <List.Item>
            <InternalLink to="/faq-example">Benefits questions, answered</InternalLink>
          </List.Item>
        </List>
      </Stack>
    </Stack>
  );
}
