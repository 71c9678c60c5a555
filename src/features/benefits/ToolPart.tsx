import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the claim calculator's form: a titled section with a word on what it asks. */
export function ToolPart({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} id={id}>
          {heading}
        </Title>
        <Text>{intro}</Text>
        {children}
      </Stack>
    </section>
  );
}
