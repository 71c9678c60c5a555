import { Title } from '@mantine/core';
import { fetchPartnerQueue } from '../../data/admin/accounts';
import { ActionForm } from './ActionForm';
import { ConsoleCard } from './ConsoleCard';
import { PersonFacts } from './PersonFacts';
import { approvePartner, suspendPartner } from './partnerActions';
import { ReviewList } from './ReviewList';
import { t } from './words';

/** Partners waiting for review, oldest first: approving one makes their waiting deals live. */
export function PartnersView() {
  const words = {
    load: { loading: t('admin.partners.loading'), failed: t('admin.partners.failed') },
    empty: t('admin.partners.empty'),
    label: t('admin.partners.label'),
  };
  return (
    <ReviewList load={fetchPartnerQueue} name="partners" words={words}>
      {(person, done) => (
        <ConsoleCard key={person.id} padding="lg">
          <Title order={3}>{person.company_name ?? person.full_name ?? person.email}</Title>
          <PersonFacts person={person} />
          <ActionForm
            textLabel={t('admin.partners.textLabel')}
            onDone={done}
            actions={[{ ...approvePartner(person), variant: 'filled' }, suspendPartner(person)]}
          />
        </ConsoleCard>
      )}
    </ReviewList>
  );
}
