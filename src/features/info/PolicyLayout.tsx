import { Text } from '@mantine/core';
import type { ProseDocument } from '../../lib/prose';
import { InfoProse } from './InfoProse';

/** The privacy policy and the terms took effect together; a change to either restates this date. */
const EFFECTIVE = 'November 22, 2026';

/** A policy page: its header says the date it took effect. */
export function PolicyLayout({ content }: { content: ProseDocument }) {
  return <InfoProse content={content} header={<Text fw={700}>Effective date: {EFFECTIVE}</Text>} />;
}
