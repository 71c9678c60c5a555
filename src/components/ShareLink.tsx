import { Button, Group } from '@mantine/core';
import { showToast, TOAST_SHORT_MS } from './toasts';

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
        title: 'Link copied',
        description: url,
        color: 'green',
        timeout: TOAST_SHORT_MS,
      });
    } catch {
      showToast({ title: 'Could not copy the link', description: url, color: 'red' });
    }
  };
  const mail = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
  return (
    <Group gap="xs">
      <Button
        variant="outline"
        onClick={() => void share()}
        aria-label={`Share a link to ${title}`}
      >
        Share link
      </Button>
      <Button variant="subtle" component="a" href={mail} aria-label={`Email a link to ${title}`}>
        Email link
      </Button>
    </Group>
  );
}
