import { Anchor } from '@mantine/core';
import { useLocation } from 'react-router';
import { chooseLanguage } from '../../data/languageChoice';
import { currentLanguage } from '../../lib/i18n';
import { LANGUAGE_NAMES, pathIn } from '../../lib/language';
import { t } from '../words';

/**
 * The same page in the other language. A whole page load, not a route change: each language
 * has its own router (and its own catalogs), and the choice is remembered on the device.
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
      onClick={() => chooseLanguage(other)}
    >
      {LANGUAGE_NAMES[other]}
    </Anchor>
  );
}
