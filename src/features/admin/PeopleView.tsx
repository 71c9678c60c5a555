import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useInputState } from '@mantine/hooks';
import { findPeople, type Person } from '../../data/admin/accounts';
import { ActionForm, type Action } from './ActionForm';
import { ConsoleCard } from './ConsoleCard';
import { FindForm } from './FindForm';
import { FoundList } from './FoundList';
import { approvePartner, restorePartner, suspendPartner } from './partnerActions';
import { PersonFacts } from './PersonFacts';
import { useFound } from './useFound';
import { t } from './words';

function actionsFor(person: Person): Action[] {
  if (person.partner_status === 'suspended') return [restorePartner(person)];
  if (person.partner_status === 'unreviewed' && ['partner', 'both'].includes(person.user_type)) {
    return [approvePartner(person), suspendPartner(person)];
  }
  return [suspendPartner(person)];
}

/** Find anyone by email, name or company; verification is shown, never edited. */
export function PeopleView() {
  const [search, setSearch] = useInputState('');
  const found = useFound(() => findPeople(search));

  return (
    <Stack gap="lg">
      <FindForm found={found} label={t('admin.people.find')} submitLabel={t('admin.people.submit')}>
        <TextInput label={t('admin.people.search')} value={search} onChange={setSearch} />
      </FindForm>
      <FoundList found={found} empty={t('admin.people.empty')} label={t('admin.people.label')}>
        {(person) => (
          <ConsoleCard key={person.id}>
            <Title order={3}>{person.full_name ?? person.email}</Title>
            <PersonFacts person={person} />
            {person.account_type === 'admin' ? (
              <Text>{t('admin.people.admin')}</Text>
            ) : (
              <ActionForm
                textLabel={t('admin.people.textLabel')}
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
