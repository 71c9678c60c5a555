/**
 * On a kiosk a link that leaves VetHub (a website, a phone number, a map) does not open: this
 * panel shows the address and a QR code to take it along on a phone. The code is drawn here by
 * `qrcode`, loaded on first use and precached, so it works offline. "Open here" shows only when
 * the kiosk allows it.
 */
import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import classes from './Kiosk.module.css';
import { t } from './words';
import { Dialog } from '../../components/Dialog';

interface LeavingLinkPanelProps {
  href: string;
  allowOpenHere: boolean;
  onClose: () => void;
}

/** What a person reads: a phone number for tel:, the address for everything else. */
function readable(href: string): string {
  const url = new URL(href);
  if (url.protocol === 'tel:' || url.protocol === 'mailto:' || url.protocol === 'sms:') {
    return decodeURIComponent(url.pathname);
  }
  return href;
}

export function LeavingLinkPanel({ href, allowOpenHere, onClose }: LeavingLinkPanelProps) {
  const [qr, setQr] = useState<string | null>(null);
  const [qrFailed, setQrFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QRCode) =>
        QRCode.toDataURL(href, { margin: 2, width: 480, errorCorrectionLevel: 'M' }),
      )
      .then((url) => live && setQr(url))
      .catch(() => live && setQrFailed(true));
    return () => {
      live = false;
    };
  }, [href]);
  const isPhone = href.startsWith('tel:');
  const text = readable(href);
  return (
    <Dialog title={t('app.leaving.title')} closeLabel={t('app.close')} onClose={onClose} size="lg">
      <Text>
        {isPhone ? t('app.leaving.phone') : t('app.leaving.address')}:{' '}
        <strong className={classes.address} data-testid="leaving-address">
          {text}
        </strong>
      </Text>
      <Text mt="sm">{t('app.leaving.scan')}</Text>
      {qr ? (
        <img
          className={classes.qr}
          src={qr}
          alt={t('app.leaving.qrAlt', { text })}
          width={240}
          height={240}
        />
      ) : (
        <div className={classes.qr} aria-hidden="true" />
      )}
      {qrFailed ? <Text c="red.9">{t('app.leaving.qrFailed')}</Text> : null}
      <Group justify="flex-end" mt="md">
        {allowOpenHere ? (
          <Button variant="default" component="a" href={href}>
            {t('app.leaving.openHere')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('app.close')}</Button>
      </Group>
    </Dialog>
  );
}
