import { ButtonLinks } from '../../components/ButtonLinks';
import { t } from './words';

/** The closing buttons of the topic pages (education, health care, housing): on to the tools. */
export function CheckWhatFits() {
  return (
    <ButtonLinks
      gap="sm"
      links={[
        { to: '/benefits/entitlements', label: t('info.tools.checker') },
        { to: '/benefits', label: t('info.tools.all'), variant: 'outline' },
      ]}
    />
  );
}
