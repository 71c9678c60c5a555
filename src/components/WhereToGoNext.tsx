import { ButtonLinks } from './ButtonLinks';
import { PageSection } from './PageSection';
import { t } from './later/words';

export interface NextLink {
  to: string;
  label: string;
}

/** The closing block of a confirmation page: the home page, then where a person most likely goes next. */
export function WhereToGoNext({ next }: { next: NextLink }) {
  const home: NextLink = { to: '/', label: t('components.next.home') };
  return (
    <PageSection heading={t('components.next.heading')}>
      <ButtonLinks gap="sm" links={[home, next].map((link) => ({ ...link, variant: 'light' }))} />
    </PageSection>
  );
}
