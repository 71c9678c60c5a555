/**
 * How to install VetHub from Safari on an iPhone or iPad, which offers no install button of its
 * own to a page: three steps, each with a picture of what to tap, drawn here so they work offline.
 */
import { List, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './InstallApp.module.css';
import { t } from './words';

const BLUE = '#0a62c9';

interface PictureProps {
  width: number;
  title: string;
  /** The screen's background behind what to tap. */
  fill: string;
  children: ReactNode;
}

/** The frame every step's picture shares: its name for screen readers and the screen's edge. */
function Picture({ width, title, fill, children }: PictureProps) {
  const titleId = useId();
  return (
    <svg
      viewBox={`0 0 ${width} 64`}
      className={classes.picture}
      role="img"
      aria-labelledby={titleId}
    >
      <title id={titleId}>{title}</title>
      <rect x="1" y="1" width={width - 2} height="62" rx="8" fill={fill} stroke="#8e8e93" />
      {children}
    </svg>
  );
}

function ShareButtonPicture() {
  return (
    <Picture width={120} title={t('components.ios.sharePicture')} fill="#f2f2f7">
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
    </Picture>
  );
}

function AddToHomePicture() {
  return (
    <Picture width={220} title={t('components.ios.addToHomePicture')} fill="#fff">
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
    </Picture>
  );
}

function AddButtonPicture() {
  return (
    <Picture width={220} title={t('components.ios.addPicture')} fill="#f2f2f7">
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
    </Picture>
  );
}

const steps = [
  { text: 'components.ios.step1', picture: ShareButtonPicture },
  { text: 'components.ios.step2', picture: AddToHomePicture },
  { text: 'components.ios.step3', picture: AddButtonPicture },
];

export default function IosInstallSteps() {
  return (
    <List type="ordered" spacing="md" className={classes.steps}>
      {steps.map(({ text, picture: StepPicture }) => (
        <List.Item key={text}>
          <Stack gap={4}>
            <Text>{t(text)}</Text>
            <StepPicture />
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
