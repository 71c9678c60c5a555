import { RecordedErrorFrame } from './RecordedErrorFrame';
import { t } from '../words';

/**
 * A page whose code could not be fetched even after a second try: say so plainly, and offer
 * Reload. Offline, the reason is that this part was never saved on the device.
 */
export function PartNotLoaded({ reference }: { reference: string }) {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <RecordedErrorFrame
      title={t('app.error.partTitle')}
      problem={offline ? t('app.error.partOffline') : t('app.error.partDropped')}
      help={offline ? t('app.error.partOfflineHelp') : t('app.error.partDroppedHelp')}
      reference={reference}
    />
  );
}
