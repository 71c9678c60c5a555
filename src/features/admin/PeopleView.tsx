import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { findPeople, reviewPartner, type Person } from '../../data/admin/accounts';
import { ActionForm, type Action } from './ActionForm';
import { ConsoleCard } from './ConsoleCard';
import { FindForm } from './FindForm';
import { FoundList } from './FoundList';
import { PersonFacts } from './PersonFacts';
import { useFound } from './useFound';

function actionsFor(person: Person): Action[] {
  if (person.partner_status === 'suspended') {
    return [
      {
        label: 'Restore partner',
        done: 'Partner restored: their listings are back in public view.',
        run: (note) => reviewPartner(person.id, 'restore', note),
      },
    ];
  }
  const suspend: Action = {
    label: 'Suspend partner',
    needsText: 'Write the reason for the suspension.',
    done: 'Partner suspended: their listings have left public view.',
    run: (note) => reviewPartner(person.id, 'suspend', note),
  };
  if (person.partner_status === 'unreviewed' && ['partner', 'both'].includes(person.user_type)) {
    return [
      {
        label: 'Approve partner',
        done: 'Partner approved: their deals are live now.',
        run: (note) => reviewPartner(person.id, 'approve', note),
      },
      suspend,
    ];
  }
  return [suspend];
}

/** Find anyone by email, name or company; verification is shown, never edited. */
export function PeopleView() {
  const [search, setSearch] = useState('');
  const found = useFound(() => findPeople(search));

  return (
    <Stack gap="lg">
      <FindForm found={found} label="Find a person" submitLabel="Find people">
        <TextInput
          label="Email, name or company"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </FindForm>
      <FoundList found={found} empty="No one matches." label="People found">
        {(person) => (
          <ConsoleCard key={person.id}>
            <Title order={3}>{person.full_name ?? person.email}</Title>
            <PersonFacts person={person} />
            {person.account_type === 'admin' ? (
              <Text>An admin account.</Text>
            ) : (
              <ActionForm
                textLabel="Reason or note"
                actions={actionsFor(person)}
                onDone={found.done}
              />
            )}
          </ConsoleCard>
        )}
      </FoundList>
    </Stack>
  );
}
