import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { findPeople, reviewPartner, type Person } from '../../data/admin/accounts';
import { ActionForm, type Action } from './ActionForm';
import { Announcer } from './Announcer';
import { PersonFacts } from './PersonFacts';

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
  const [people, setPeople] = useState<Person[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  async function find(event?: FormEvent) {
    event?.preventDefault();
    setError(null);
    try {
      setPeople(await findPeople(search));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The search did not work.');
    }
  }

  return (
    <Stack gap="lg">
      <form onSubmit={(e) => void find(e)} aria-label="Find a person">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Email, name or company"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Button type="submit">Find people</Button>
        </Group>
      </form>
      {error ? (
        <Text role="alert" c="red.9">
          {error}
        </Text>
      ) : null}
      <Announcer message={message} />
      {people && people.length === 0 ? <Text>No one matches.</Text> : null}
      {people && people.length > 0 ? (
        <Stack gap="md" component="ul" className="plain-list" aria-label="People found">
          {people.map((person) => (
            <Card key={person.id} component="li" withBorder>
              <Stack gap="sm">
                <Title order={3}>{person.full_name ?? person.email}</Title>
                <PersonFacts person={person} />
                {person.account_type === 'admin' ? (
                  <Text>An admin account.</Text>
                ) : (
                  <ActionForm
                    textLabel="Reason or note"
                    actions={actionsFor(person)}
                    onDone={(done) => {
                      setMessage(done);
                      void find();
                    }}
                  />
                )}
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
