import { Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { ListSection } from '../../components/ListSection';
import { AuthFrame } from './AuthFrame';
import { RegisterForm } from './RegisterForm';
import { PageSection } from '../../components/PageSection';
import { LinkedParagraph } from '../../components/content/LinkedText';
import { t } from './words';

/** What a partner account is for; labels are message ids. */
const PARTNER_CAN = [
  'auth.register.canList',
  'auth.register.canDeal',
  'auth.register.canWrite',
  'auth.register.canJobs',
  'auth.register.canEdit',
] as const;

export default function RegisterPage() {
  const { search } = useLocation();
  return (
    <AuthFrame intro={t('auth.register.intro')}>
      <PageSection id="register-form-heading" heading={t('auth.register.detailsHeading')}>
        <Text>{t('auth.register.required')}</Text>
        <RegisterForm />
        <LinkedParagraph message={t('auth.register.haveAccount')} links={[`/auth${search}`]} />
      </PageSection>

      <ListSection
        id="register-what-you-can-do"
        heading={t('auth.register.partnerHeading')}
        items={PARTNER_CAN.map((label) => t(label))}
      />
    </AuthFrame>
  );
}
