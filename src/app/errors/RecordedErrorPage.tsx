import { Button } from '@mantine/core';
import { isChunkLoadError } from '../../lib/loadChunk';
import { PartNotLoaded } from './PartNotLoaded';
import { RecordedErrorFrame } from './RecordedErrorFrame';
import { useRecordedError } from './useRecordedError';
import type { ErrorKind } from '../../data/errors/errorReport';
import { currentLanguage } from '../../lib/i18n';
import { pathIn } from '../../lib/language';
import { t } from '../words';

/**
 * Outside the router (top-level boundary): no router links, only plain anchors and Reload.
 */
export function RecordedErrorPage({ error, kind }: { error: unknown; kind: ErrorKind }) {
  const chunk = isChunkLoadError(error);
  const reference = useRecordedError(error, chunk ? 'chunk' : kind, window.location.pathname);
  if (chunk) return <PartNotLoaded reference={reference} />;
  return (
    <RecordedErrorFrame
      title={t('app.error.title')}
      problem={t('app.error.stopped')}
      help={t('app.error.startAgain')}
      more={
        // The home page in the page's language: /es/ from a Spanish page.
        <Button component="a" href={pathIn(currentLanguage(), '/')} variant="outline">
          {t('app.error.goHome')}
        </Button>
      }
      reference={reference}
    />
  );
}
