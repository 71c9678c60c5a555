import { Button, Group } from '@mantine/core';
import { showToast, TOAST_SHORT_MS } from './toasts';
import { t } from './later/words';

interface ShareLinkProps {
  /** What is shared, for the email subject and the accessible names. */
  title: string;
  /** A VetHub path; the link shared is this page's address on this site. */
  path: string;
}

/** Share a page without any social network account: the system share sheet, a copy, or email. */
export function ShareLink({ title, path }: ShareLinkProps) {
  const url = `${window.location.origin}${path}`;
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch {
        // Cancelled or refused: copying is the fallback.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast({
        title: t('components.share.copied'),
        description: url,
        color: 'green',
        timeout: TOAST_SHORT_MS,
      });
    } catch {
      showToast({ title: t('components.share.notCopied'), description: url, color: 'red' });
    }
  };
  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
  return (
    <Group gap="xs">
      <Button
        variant="outline"
        onClick={() => void share()}
        aria-label={t('components.share.shareName', { title })}
      >
        {t('components.share.share')}
      </Button>
      <Button
        variant="subtle"
        component="a"
        href={mail}
        aria-label={t('components.share.emailName', { title })}
      >
        {t('components.share.email')}
      </Button>
    </Group>
  );
}
