import { Text } from '@mantine/core';
import type { ProseDocument } from '../../lib/prose';
import { readableDate } from '../../lib/longDate';
import { InfoProse } from './InfoProse';
import { t } from './words';

/** The privacy policy and the terms took effect together; a change to either restates this date. */
const EFFECTIVE = '2026-11-22';

/** A policy page: its header says the date it took effect. */
export function PolicyLayout({ content }: { content: ProseDocument }) {
  return (
    <InfoProse
      content={content}
      header={<Text fw={700}>{t('info.policy.effective', { date: readableDate(EFFECTIVE) })}</Text>}
    />
  );
}
