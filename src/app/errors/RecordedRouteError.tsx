import { useLocation } from 'react-router';
import { isChunkLoadError } from '../../lib/loadChunk';
import { ErrorPage } from '../../components/errors/ErrorPage';
import { ErrorReference } from './ErrorReference';
import { PartNotLoaded } from './PartNotLoaded';
import { useRecordedError } from './useRecordedError';
import { t } from '../words';

/** A page that threw or could not be loaded: recorded, explained, with its reference. */
export function RecordedRouteError({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  const { pathname } = useLocation();
  const reference = useRecordedError(error, chunk ? 'chunk' : 'route', pathname);
  if (chunk) return <PartNotLoaded reference={reference} />;
  return (
    <ErrorPage status={500} message={t('app.error.pageFailed')}>
      <ErrorReference reference={reference} />
    </ErrorPage>
  );
}
