import { Alert, List, Loader, Stack, Table, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { TableRegion } from '../../components/TableRegion';
import { readIdmeConfig, type IdmeConfig } from '../../data/authIdme';
import { profileAtom } from '../../data/authProfile';
import { PageSection } from '../../components/PageSection';

const MODE_TEXT: Record<IdmeConfig['mode'], string> = {
  production: 'ID.me (production client configured)',
  test: 'Test-mode provider of the local stack (no real ID.me)',
  none: 'Not configured',
};

function ConfigTable() {
  const [config, setConfig] = useState<IdmeConfig | null | undefined>(undefined);
  useEffect(() => {
    void readIdmeConfig().then(setConfig);
  }, []);
  if (config === undefined) {
    return (
      <Stack align="flex-start" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>Asking the verification function…</Text>
      </Stack>
    );
  }
  if (config === null) {
    return (
      <Alert color="red" role="alert" title="The verification function did not answer">
        The idme-verify edge function is not deployed or cannot be reached.
      </Alert>
    );
  }
  const rows: [string, string][] = [
    ['Ready to verify', config.configured ? 'Yes' : 'No'],
    ['Provider', MODE_TEXT[config.mode]],
    ['ID.me client id set', config.clientIdSet ? 'Yes' : 'No'],
    ['ID.me client secret set', config.clientSecretSet ? 'Yes' : 'No'],
    ['Service role key available to the function', config.serviceKeySet ? 'Yes' : 'No'],
    ['Callback page', `${window.location.origin}${config.callbackPath}`],
  ];
  return (
    <TableRegion label="Verification configuration">
      <Table>
        <Table.Tbody>
          {rows.map(([k, v]) => (
            <Table.Tr key={k}>
              <Table.Th scope="row">{k}</Table.Th>
              <Table.Td>{v}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}

export default function TestIdmeSetupPage() {
  const profile = useAtomValue(profileAtom);
  const isAdmin = profile.status === 'ready' && profile.profile.isAdmin;
  return (
    <Stack gap="xl">
      <PageHeader intro="A check page for the identity provider that verifies veteran status. It shows whether ID.me verification is configured for this copy of VetHub." />
      <PageSection id="idme-setup-state" heading="Configuration state">
        {isAdmin ? (
          <ConfigTable />
        ) : (
          <Alert color="gray" role="status" title="For administrators">
            Sign in with an administrator account to see the configuration state. Veterans do not
            need this page to use VetHub.
          </Alert>
        )}
      </PageSection>
      <PageSection id="idme-setup-checks" heading="What this page checks">
        <List spacing="xs">
          <List.Item>That the identity provider is configured for veteran verification.</List.Item>
          <List.Item>
            That the verification window returns to the /auth/idme-callback page.
          </List.Item>
          <List.Item>
            That the verified flag is set only by the server: the result message is accepted only
            from this site&apos;s own address, and it cannot mark an account as verified.
          </List.Item>
        </List>
        <Text>It never shows secret keys, only whether they are set.</Text>
      </PageSection>
    </Stack>
  );
}
