import { Button } from '@mantine/core';
import { showToast, TOAST_SHORT_MS } from '../../components/toasts';

const SHARE_TEXT = 'VetHub: benefits tools, services, deals and jobs for veterans and families.';

/** Sharing VetHub without any social network account: copy the link or send it by email. */
export function SharePopupActions() {
  const url = window.location.origin;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: 'Link copied', timeout: TOAST_SHORT_MS, color: 'green' });
    } catch {
      showToast({ title: 'Could not copy the link', description: url, color: 'red' });
    }
  };
  const mail = `mailto:?subject=${encodeURIComponent('VetHub for veterans')}&body=${encodeURIComponent(`${SHARE_TEXT} ${url}`)}`;
  return (
    <>
      <Button onClick={copy}>Copy the link</Button>
      <Button component="a" href={mail} variant="outline">
        Share by email
      </Button>
    </>
  );
}
