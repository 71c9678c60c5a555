import { Anchor, Button } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { Link } from 'react-router';
import { cookieConsentAtom } from '../../data/settings';
import { PopupCard } from './PopupCard';
import { t } from '../words';

export function CookieBanner() {
  const setConsent = useSetAtom(cookieConsentAtom);
  return (
    <PopupCard
      placement="bar"
      title={t('app.cookies.title')}
      actions={
        <>
          <Button onClick={() => setConsent(Date.now())}>{t('app.cookies.ok')}</Button>
          <Anchor component={Link} to="/cookies">
            {t('app.cookies.how')}
          </Anchor>
        </>
      }
    >
      {t('app.cookies.body')}
    </PopupCard>
  );
}
