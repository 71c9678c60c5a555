import { Title } from '@mantine/core';
import { fetchPartnerQueue } from '../../data/admin/accounts';
import { ActionForm } from './ActionForm';
import { ConsoleCard } from './ConsoleCard';
import { PersonFacts } from './PersonFacts';
import { approvePartner, suspendPartner } from './partnerActions';
import { ReviewList } from './ReviewList';

const words = {
  loading: 'partners waiting for review',
  empty: 'No partner is waiting for review.',
  label: 'Partners waiting for review',
};

/** Partners waiting for review, oldest first: approving one makes their waiting deals live. */
export function PartnersView() {
  return (
    <ReviewList load={fetchPartnerQueue} name="partners" words={words}>
      {(person, done) => (
        <ConsoleCard key={person.id} padding="lg">
          <Title order={3}>{person.company_name ?? person.full_name ?? person.email}</Title>
          <PersonFacts person={person} />
          <ActionForm
            textLabel="Note or reason (needed to suspend)"
            onDone={done}
            actions={[{ ...approvePartner(person), variant: 'filled' }, suspendPartner(person)]}
          />
        </ConsoleCard>
      )}
    </ReviewList>
  );
}
