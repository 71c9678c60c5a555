import { Anchor, Button } from '@mantine/core';
import { useSetAtom } from 'jotai';
import { Link } from 'react-router';
import { cookieConsentAtom } from '../../data/settings';
import { PopupCard } from './PopupCard';

export function CookieBanner() {
  const setConsent = useSetAtom(cookieConsentAtom);
  return (
    <PopupCard
      placement="bar"
      title="Your settings stay in this browser"
      actions={
        <>
          <Button onClick={() => setConsent(Date.now())}>OK, got it</Button>
          <Anchor component={Link} to="/cookies">
            How VetHub uses browser storage
          </Anchor>
        </>
      }
    >
      VetHub keeps your text size, contrast, saved items and an offline copy of listings on this
      device. We use no advertising or tracking cookies.
    </PopupCard>
  );
}
