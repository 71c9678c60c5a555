import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { combineAll } from './combinedRating';
import { compensationFor } from './compensationRates';
import { ClaimCalculatorDependents } from './ClaimCalculatorDependents';
import { ClaimCalculatorRatings } from './ClaimCalculatorRatings';
import { ClaimCalculatorResult } from './ClaimCalculatorResult';
import { useCalculatorState } from './claimCalculatorStorage';
import classes from './ClaimCalculator.module.css';
import print from '../../components/PrintButton.module.css';
import { t } from './words';

export function ClaimCalculatorTool() {
  const [state, setState] = useCalculatorState();
  const result = useMemo(
    () => (state.ratings.length > 0 ? combineAll(state.ratings) : null),
    [state.ratings],
  );
  const pay = useMemo(
    () => (result ? compensationFor(result.finalRating, state.dependents) : null),
    [result, state.dependents],
  );

  return (
    <section aria-labelledby="calc-heading" className={`${classes.root} ${print.hideShell}`}>
      <Stack gap="md">
        <Title order={2} id="calc-heading">
          {t('benefits.calc.title')}
        </Title>
        <Text>{t('benefits.calc.private')}</Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="lg">
            <ClaimCalculatorRatings
              ratings={state.ratings}
              onChange={(ratings) => setState((s) => ({ ...s, ratings }))}
            />
            <ClaimCalculatorDependents
              dependents={state.dependents}
              onChange={(dependents) => setState((s) => ({ ...s, dependents }))}
            />
          </Stack>
          <ClaimCalculatorResult result={result} pay={pay} />
        </SimpleGrid>
        <Group className={print.noPrint}>
          <Button variant="outline" onClick={() => window.print()}>
            {t('benefits.calc.print')}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
