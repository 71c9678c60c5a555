import { Anchor } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { currentLanguage } from '../../lib/i18n';
import { LANGUAGE_NAMES, pathIn, SWITCH_ATTRIBUTE } from '../../lib/language';
import { t } from '../words';

interface Place {
  pathname: string;
  search: string;
  hash: string;
}

const otherLanguage = () => (currentLanguage() === 'es' ? 'en' : 'es');
const twinOf = ({ pathname, search, hash }: Place) =>
  `${pathIn(otherLanguage(), pathname)}${search}${hash}`;

/**
 * The same page in the other language. A whole page load, not a route change: each language
 * has its own router (and its own catalogs). The inline script notes the choice on the device
 * when the link is tapped, before or after the app has taken the page over.
 */
function LanguageLink({
  href,
  className,
  onClick,
}: {
  href: string;
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const other = otherLanguage();
  return (
    <Anchor
      href={href}
      lang={other}
      hrefLang={other}
      title={t('app.language.switchTo')}
      className={className}
      onClick={onClick}
      {...{ [SWITCH_ATTRIBUTE]: '' }}
    >
      {LANGUAGE_NAMES[other]}
    </Anchor>
  );
}

/** In the header and the menu: follows the router's page. */
export function LanguageSwitch({ className }: { className?: string }) {
  return <LanguageLink href={twinOf(useLocation())} className={className} />;
}

/** In the kiosk's bar, outside the router: the page is read when the link is tapped. */
export function KioskLanguageSwitch({ className }: { className?: string }) {
  return (
    <LanguageLink
      href={twinOf(window.location)}
      className={className}
      onClick={(event) => {
        event.currentTarget.href = twinOf(window.location);
      }}
    />
  );
}
