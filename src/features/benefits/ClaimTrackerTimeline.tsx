import { Stack, Text } from '@mantine/core';
import type { ClaimRecord } from '../../data/localDb';
import { EVIDENCE_GATHERING_STEP, isFinished, stepsFor } from './claimSteps';
import classes from './ClaimTracker.module.css';

/** The claim's steps, in VA's words, with the current one marked and what usually comes next. */
export function ClaimTrackerTimeline({ claim }: { claim: ClaimRecord }) {
  const steps = stepsFor(claim.kind);
  const next = steps.find((s) => s.step === claim.step + 1);
  const canGoBack = claim.kind !== 'other' && claim.step >= 4 && claim.step <= 6;
  return (
    <Stack gap="xs">
      <ol className={classes.timeline} aria-label={`Steps of ${claim.label}`}>
        {steps.map((s) => {
          const current = s.step === claim.step;
          const state = current ? 'current step' : s.step < claim.step ? 'passed' : 'not yet';
          return (
            <li
              key={s.step}
              className={classes.timelineStep}
              aria-current={current ? 'step' : undefined}
            >
              <Text fw={current ? 700 : 400}>
                Step {s.step} of {steps.length}: {s.name} ({state})
              </Text>
              {current ? <Text>{s.meaning}</Text> : null}
            </li>
          );
        })}
      </ol>
      {isFinished(claim.kind, claim.step) ? (
        <Text>This is the last step: VA has decided this claim.</Text>
      ) : next ? (
        <Text>
          <strong>What usually happens next: </strong>
          step {next.step}, {next.name}. {next.meaning}
        </Text>
      ) : null}
      {canGoBack ? (
        <Text>
          If VA needs more evidence, or you send more, this claim goes back to step{' '}
          {EVIDENCE_GATHERING_STEP}, evidence gathering. That is normal.
        </Text>
      ) : null}
    </Stack>
  );
}
