import { List, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { EntitlementLink } from '../../components/EntitlementLink';
import { PrintButton } from '../../components/PrintButton';
import { EligibilityCheckerForm } from './EligibilityCheckerForm';
import { entitlementName } from './entitlementWords';
import {
  checkEligibility,
  emptyAnswers,
  type EligibilityAnswers,
  type EligibilityResult,
} from './eligibilityRules';
import { Panel } from './Panel';
import { t } from './words';

function ResultCard({ result }: { result: EligibilityResult }) {
  const name = entitlementName(result.id);
  const headingId = `check-${result.id}`;
  return (
    <Panel kind="card" headingId={headingId} heading={name} order={4} gap="xs">
      <Text fw={700}>
        {t(result.fit === 'meets' ? 'benefits.checker.meets' : 'benefits.checker.check')}
      </Text>
      <Text>{t('benefits.checker.why')}</Text>
      <List spacing={4}>
        {result.why.map((why) => (
          <List.Item key={why}>{why}</List.Item>
        ))}
      </List>
      <Text>
        <strong>{t('benefits.checker.still')} </strong>
        {result.stillChecked}
      </Text>
      <Text>
        <EntitlementLink id={result.id}>{t('benefits.card.official', { name })}</EntitlementLink>
      </Text>
    </Panel>
  );
}

/** Answers in, the benefits a person may qualify for out, each with its reasons. */
export function EligibilityChecker() {
  const [answers, setAnswers] = useState<EligibilityAnswers>(emptyAnswers);
  const results = useMemo(() => checkEligibility(answers), [answers]);
  return (
    <Panel
      kind="paper"
      headingId="checker-title"
      heading={t('benefits.checker.title')}
      order={2}
      gap="md"
    >
      <Text>{t('benefits.checker.intro')}</Text>
      <EligibilityCheckerForm answers={answers} onChange={setAnswers} />
      <Title order={3} id="checker-results-title">
        {t('benefits.checker.resultsTitle')}
      </Title>
      <Text role="status">
        {results.length === 0
          ? t('benefits.checker.noMatch')
          : t('benefits.checker.matches', { count: results.length })}
      </Text>
      <Stack gap="sm" aria-labelledby="checker-results-title" component="section">
        {results.map((r) => (
          <ResultCard key={r.id} result={r} />
        ))}
      </Stack>
      <div>
        <PrintButton label={t('benefits.checker.print')} />
      </div>
    </Panel>
  );
}
