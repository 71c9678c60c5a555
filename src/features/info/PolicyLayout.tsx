import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ContentPage } from '../../components/pages/ContentPage';

/** The privacy policy and the terms took effect together; a change to either restates this date. */
const EFFECTIVE = 'November 22, 2026';

/** A policy page: its header says the date it took effect. */
export function PolicyLayout({ intro, children }: { intro: string; children: ReactNode }) {
  return (
    <ContentPage intro={intro} header={<Text fw={700}>Effective date: {EFFECTIVE}</Text>}>
      {children}
    </ContentPage>
  );
}
