import { Button, Group, Text } from '@mantine/core';
import type { ClaimRecord } from '../../data/localDb';
import { saveFile } from '../../lib/saveFile';
import { claimsCalendar, hasRunningDeadline } from './claimCalendar';
import { claimsExport } from './claimTrackerStorage';
import { localToday } from '../../lib/localToday';
import print from '../../components/PrintButton.module.css';
import { t } from './words';

/** The only ways a claim leaves the device: files the veteran saves, or a printout. */
export function ClaimTrackerExport({ claims }: { claims: readonly ClaimRecord[] }) {
  const today = localToday();
  return (
    <Group className={print.noPrint} gap="sm">
      <Button
        variant="outline"
        onClick={() =>
          saveFile(
            `vethub-claims-${today}.json`,
            'application/json',
            JSON.stringify(claimsExport(claims), null, 2),
          )
        }
      >
        {t('benefits.export.json')}
      </Button>
      {hasRunningDeadline(claims, today) && (
        <Button
          variant="outline"
          onClick={() =>
            saveFile(
              `vethub-time-limits-${today}.ics`,
              'text/calendar',
              claimsCalendar(claims, today, new Date()),
            )
          }
        >
          {t('benefits.export.calendar')}
        </Button>
      )}
      <Button variant="outline" onClick={() => window.print()}>
        {t('benefits.export.print')}
      </Button>
      <Text size="sm">{t('benefits.export.local')}</Text>
    </Group>
  );
}
