/** What a posting form asks for and the rules it checks, generated from the form itself. */
import { List, Stack, Text, Title } from '@mantine/core';
import { fieldRuleText } from './fieldRuleText';
import type { PostingKind } from './postingKind';
import { t } from './words';

export function FieldRules({ kind }: { kind: PostingKind }) {
  return (
    <Stack gap="md">
      {kind.steps.map((step, index) => (
        <Stack gap="xs" key={step.title}>
          <Title order={3}>
            {t('components.posting.stepTitle', { n: index + 1, title: step.title })}
          </Title>
          <List spacing="xs">
            {step.fields.map((field) => (
              <List.Item key={field.name}>
                <Text span fw={700}>
                  {field.label}:
                </Text>{' '}
                {fieldRuleText(field)}
                {field.help ? ` ${field.help}` : null}
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}
