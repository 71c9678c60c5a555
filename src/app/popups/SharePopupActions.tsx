import { Button } from '@mantine/core';
import { showToast, TOAST_SHORT_MS } from '../../components/toasts';
import { currentLanguage } from '../../lib/i18n';
import { pathIn } from '../../lib/language';
import { t } from './words';

/** Sharing VetHub without any social network account: copy the link or send it by email. */
export function SharePopupActions() {
  // A Spanish page shares the Spanish home page.
  const { origin } = window.location;
  const url = currentLanguage() === 'es' ? `${origin}${pathIn('es', '/')}` : origin;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: t('app.share.copied'), timeout: TOAST_SHORT_MS, color: 'green' });
    } catch {
      showToast({ title: t('app.share.copyFailed'), description: url, color: 'red' });
    }
  };
  const mail = `mailto:?subject=${encodeURIComponent(t('app.share.subject'))}&body=${encodeURIComponent(`${t('app.share.text')} ${url}`)}`;
  return (
    <>
      <Button onClick={copy}>{t('app.share.copy')}</Button>
      <Button component="a" href={mail} variant="outline">
        {t('app.share.email')}
      </Button>
    </>
  );
}
