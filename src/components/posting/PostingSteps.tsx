/** Where the partner is in a multi-step form: every step, the current one marked for screen readers. */
import { Group, Text } from '@mantine/core';
import type { StepSpec } from './postingKind';
import { t } from './words';

export function PostingSteps({ steps, current }: { steps: StepSpec[]; current: number }) {
  return (
    <Group
      component="ol"
      gap="lg"
      className="plain-list"
      wrap="wrap"
      aria-label={t('components.posting.steps')}
    >
      {steps.map((step, index) => (
        <Text
          component="li"
          key={step.title}
          fw={index === current ? 800 : 400}
          td={index === current ? 'underline' : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          {index + 1}. {step.title}
          {index < current ? (
            <span className="visually-hidden">{t('components.posting.done')}</span>
          ) : null}
        </Text>
      ))}
    </Group>
  );
}
