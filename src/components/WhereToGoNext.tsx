import { ButtonLinks } from './ButtonLinks';
import { PageSection } from './PageSection';

export interface NextLink {
  to: string;
  label: string;
}

const home: NextLink = { to: '/', label: 'Go to the home page' };

/** The closing block of a confirmation page: the home page, then where a person most likely goes next. */
export function WhereToGoNext({ next }: { next: NextLink }) {
  return (
    <PageSection heading="Where to go next">
      <ButtonLinks gap="sm" links={[home, next].map((link) => ({ ...link, variant: 'light' }))} />
    </PageSection>
  );
}
