/**
 * How to install VetHub from Safari on an iPhone or iPad, which offers no install button of its
 * own to a page: three steps, each with a picture of what to tap, drawn here so they work offline.
 */
import { List, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import classes from './InstallApp.module.css';
import { t } from './words';

const BLUE = '#0a62c9';

function ShareButtonPicture() {
  const titleId = useId();
  return (
    <svg viewBox="0 0 120 64" className={classes.picture} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{t('components.ios.sharePicture')}</title>
      <rect x="1" y="1" width="118" height="62" rx="8" fill="#f2f2f7" stroke="#8e8e93" />
      <path d="M20 32h10M25 27l-5 5 5 5" stroke="#8e8e93" strokeWidth="3" fill="none" />
      <path d="M44 32h10M49 27l5 5-5 5" stroke="#8e8e93" strokeWidth="3" fill="none" />
      <rect x="52" y="10" width="30" height="44" rx="6" fill="#fff" stroke={BLUE} strokeWidth="3" />
      <path d="M60 26v18h14V26" stroke={BLUE} strokeWidth="3" fill="none" />
      <path d="M67 38V16M61 22l6-6 6 6" stroke={BLUE} strokeWidth="3" fill="none" />
      <rect
        x="92"
        y="24"
        width="16"
        height="16"
        rx="3"
        fill="none"
        stroke="#8e8e93"
        strokeWidth="3"
      />
    </svg>
  );
}

function AddToHomePicture() {
  const titleId = useId();
  return (
    <svg viewBox="0 0 220 64" className={classes.picture} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{t('components.ios.addToHomePicture')}</title>
      <rect x="1" y="1" width="218" height="62" rx="8" fill="#fff" stroke="#8e8e93" />
      <text x="14" y="38" fontSize="16" fontFamily="system-ui, sans-serif" fill="#000">
        {t('components.ios.addToHome')}
      </text>
      <rect
        x="180"
        y="20"
        width="24"
        height="24"
        rx="5"
        fill="none"
        stroke="#000"
        strokeWidth="2.5"
      />
      <path d="M192 26v12M186 32h12" stroke="#000" strokeWidth="2.5" />
    </svg>
  );
}

function AddButtonPicture() {
  const titleId = useId();
  return (
    <svg viewBox="0 0 220 64" className={classes.picture} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{t('components.ios.addPicture')}</title>
      <rect x="1" y="1" width="218" height="62" rx="8" fill="#f2f2f7" stroke="#8e8e93" />
      <text x="14" y="38" fontSize="16" fontFamily="system-ui, sans-serif" fill={BLUE}>
        {t('components.ios.cancel')}
      </text>
      {/* Anchored at its end, so a longer word than "Add" stays inside the picture. */}
      <text
        x="202"
        y="38"
        textAnchor="end"
        fontSize="16"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill={BLUE}
      >
        {t('components.ios.add')}
      </text>
    </svg>
  );
}

export default function IosInstallSteps() {
  return (
    <List type="ordered" spacing="md" className={classes.steps}>
      <List.Item>
        <Stack gap={4}>
          <Text>{t('components.ios.step1')}</Text>
          <ShareButtonPicture />
        </Stack>
      </List.Item>
      <List.Item>
        <Stack gap={4}>
          <Text>{t('components.ios.step2')}</Text>
          <AddToHomePicture />
        </Stack>
      </List.Item>
      <List.Item>
        <Stack gap={4}>
          <Text>{t('components.ios.step3')}</Text>
          <AddButtonPicture />
        </Stack>
      </List.Item>
    </List>
  );
}
