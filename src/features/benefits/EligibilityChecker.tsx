import { List, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { EntitlementLink } from '../../components/EntitlementLink';
import { PrintButton } from '../../components/PrintButton';
import { entitlement } from '../../lib/entitlements';
import { EligibilityCheckerForm } from './EligibilityCheckerForm';
import {
  checkEligibility,
  emptyAnswers,
  type EligibilityAnswers,
  type EligibilityResult,
} from './eligibilityRules';
import { Panel } from './Panel';

function ResultCard({ result }: { result: EligibilityResult }) {
  const item = entitlement(result.id);
  const headingId = `check-${result.id}`;
  return (
    <Panel kind="card" headingId={headingId} heading={item.name} order={4} gap="xs">
      <Text fw={700}>
        {result.fit === 'meets'
          ? 'You may qualify: your answers meet the criteria this page can check.'
          : 'Worth checking: your answers fit part of the criteria.'}
      </Text>
      <Text>Why it is listed:</Text>
      <List spacing={4}>
        {result.why.map((why) => (
          <List.Item key={why}>{why}</List.Item>
        ))}
      </List>
      <Text>
        <strong>Still to be checked: </strong>
        {result.stillChecked}
      </Text>
      <Text>
        <EntitlementLink id={result.id}>{`Official page: ${item.name}`}</EntitlementLink>
      </Text>
    </Panel>
  );
}

/** Answers in, the benefits a person may qualify for out, each with its reasons. */
export function EligibilityChecker() {
  const [answers, setAnswers] = useState<EligibilityAnswers>(emptyAnswers);
  const results = useMemo(() => checkEligibility(answers), [answers]);
  return (
    <Panel kind="paper" headingId="checker-title" heading="Eligibility checker" order={2} gap="md">
      <Text>
        Answer what you can; nothing leaves this page. The checker uses only the rules listed below
        and never decides eligibility: VA (or the agency named) does.
      </Text>
      <EligibilityCheckerForm answers={answers} onChange={setAnswers} />
      <Title order={3} id="checker-results-title">
        Benefits you may qualify for
      </Title>
      <Text role="status">
        {results.length === 0
          ? 'No benefit on this list matches your answers so far. Rules have exceptions: read the list below or ask a VA-accredited representative.'
          : `${results.length} ${results.length === 1 ? 'benefit matches' : 'benefits match'} your answers.`}
      </Text>
      <Stack gap="sm" aria-labelledby="checker-results-title" component="section">
        {results.map((r) => (
          <ResultCard key={r.id} result={r} />
        ))}
      </Stack>
      <div>
        <PrintButton label="Print these results" />
      </div>
    </Panel>
  );
}
