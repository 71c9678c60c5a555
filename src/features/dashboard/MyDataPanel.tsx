import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormProblem } from '../../components/forms/FormProblem';
import { collectMyData } from '../../data/account';
import { t } from './words';

/** A JSON file of everything VetHub holds about the person, on the server and on this device. */
export function MyDataPanel({ userId }: { userId: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await collectMyData(userId);
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `vethub-my-data-${new Date().toISOString().slice(0, 10)}.json`;
      link.click();
      URL.revokeObjectURL(link.href);
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('dashboard.data.notCollected'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm" maw="40rem" component="section" aria-labelledby="my-data-heading">
      <Title order={3} id="my-data-heading">
        {t('dashboard.data.heading')}
      </Title>
      <Text>{t('dashboard.data.text')}</Text>
      <FormProblem title={t('dashboard.data.notDownloaded')} problem={problem} />
      <Button
        variant="outline"
        loading={busy}
        onClick={() => void download()}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('dashboard.data.download')}
      </Button>
    </Stack>
  );
}
