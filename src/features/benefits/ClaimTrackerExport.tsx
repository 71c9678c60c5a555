import { Button, Group, Text } from '@mantine/core';
import type { ClaimRecord } from '../../data/localDb';
import { claimsExport, localToday } from './claimTrackerStorage';
import print from '../../components/PrintButton.module.css';

function download(claims: readonly ClaimRecord[]) {
  const blob = new Blob([JSON.stringify(claimsExport(claims), null, 2)], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `vethub-claims-${localToday()}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The only ways a claim leaves the device: a JSON file the veteran saves, or a printout. */
export function ClaimTrackerExport({ claims }: { claims: readonly ClaimRecord[] }) {
  return (
    <Group className={print.noPrint} gap="sm">
      <Button variant="outline" onClick={() => download(claims)}>
        Export my claims (JSON file)
      </Button>
      <Button variant="outline" onClick={() => window.print()}>
        Print my claims
      </Button>
      <Text size="sm">Nothing is sent anywhere: the file is saved by your browser.</Text>
    </Group>
  );
}
