import { Anchor } from '@mantine/core';
import { useLocation } from 'react-router';
import { currentLanguage } from '../../lib/i18n';
import { LANGUAGE_NAMES, pathIn, SWITCH_ATTRIBUTE } from '../../lib/language';
import { t } from '../words';

/**
 * The same page in the other language. A whole page load, not a route change: each language
 * has its own router (and its own catalogs). The inline script notes the choice on the device
 * when the link is tapped, before or after the app has taken the page over.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const other = currentLanguage() === 'es' ? 'en' : 'es';
  return (
    <Anchor
      href={`${pathIn(other, pathname)}${search}${hash}`}
      lang={other}
      hrefLang={other}
      title={t('app.language.switchTo')}
      className={className}
      {...{ [SWITCH_ATTRIBUTE]: '' }}
    >
      {LANGUAGE_NAMES[other]}
    </Anchor>
  );
}
