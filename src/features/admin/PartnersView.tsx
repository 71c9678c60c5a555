import { Card, Stack, Title } from '@mantine/core';
import { fetchPartnerQueue, reviewPartner } from '../../data/admin/accounts';
import { ActionForm } from './ActionForm';
import { CardList } from './CardList';
import { PersonFacts } from './PersonFacts';
import { useAdminLoad } from './useAdminLoad';
import { useAnnounced } from './useAnnounced';

/** Partners waiting for review, oldest first: approving one makes their waiting deals live. */
export function PartnersView() {
  const { state, reload } = useAdminLoad(fetchPartnerQueue, 'partners', true);
  const { message, done } = useAnnounced(reload);
  return (
    <Stack gap="lg">
      <CardList
        state={state}
        message={message}
        loading="partners waiting for review"
        empty="No partner is waiting for review."
        label="Partners waiting for review"
      >
        {(person) => (
          <Card key={person.id} component="li" withBorder padding="lg">
            <Stack gap="sm">
              <Title order={3}>{person.company_name ?? person.full_name ?? person.email}</Title>
              <PersonFacts person={person} />
              <ActionForm
                textLabel="Note or reason (needed to suspend)"
                onDone={done}
                actions={[
                  {
                    label: 'Approve partner',
                    variant: 'filled',
                    done: 'Partner approved: their deals are live now.',
                    run: (note) => reviewPartner(person.id, 'approve', note),
                  },
                  {
                    label: 'Suspend partner',
                    needsText: 'Write the reason for the suspension.',
                    done: 'Partner suspended: their listings have left public view.',
                    run: (note) => reviewPartner(person.id, 'suspend', note),
                  },
                ]}
              />
            </Stack>
          </Card>
        )}
      </CardList>
    </Stack>
  );
}
