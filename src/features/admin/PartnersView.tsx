import { Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { fetchPartnerQueue, reviewPartner } from '../../data/admin/accounts';
import { ActionForm } from './ActionForm';
import { Announcer } from './Announcer';
import { LoadedView } from './LoadedView';
import { PersonFacts } from './PersonFacts';
import { useAdminLoad } from './useAdminLoad';

/** Partners waiting for review, oldest first: approving one makes their waiting deals live. */
export function PartnersView() {
  const { state, reload } = useAdminLoad(fetchPartnerQueue, 'partners', true);
  const [message, setMessage] = useState('');
  return (
    <Stack gap="lg">
      <Announcer message={message} />
      <LoadedView state={state} label="partners waiting for review">
        {(people) =>
          people.length === 0 ? (
            <Text>No partner is waiting for review.</Text>
          ) : (
            <Stack
              gap="lg"
              component="ol"
              className="plain-list"
              aria-label="Partners waiting for review"
            >
              {people.map((person) => (
                <Card key={person.id} component="li" withBorder padding="lg">
                  <Stack gap="sm">
                    <Title order={3}>
                      {person.company_name ?? person.full_name ?? person.email}
                    </Title>
                    <PersonFacts person={person} />
                    <ActionForm
                      textLabel="Note or reason (needed to suspend)"
                      onDone={(done) => {
                        setMessage(done);
                        reload();
                      }}
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
              ))}
            </Stack>
          )
        }
      </LoadedView>
    </Stack>
  );
}
