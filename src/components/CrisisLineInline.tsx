import { crisisLine } from '../lib/crisisLine';
import { ExternalLink } from './ExternalLink';
import { t } from './later/words';

/**
 * The Veterans Crisis Line's three ways in the middle of a sentence: "call 988 then press 1,
 * text 838255, or chat online with the Veterans Crisis Line".
 */
export function CrisisLineInline() {
  return (
    <>
      {t('components.crisisInline.ways', {
        call: crisisLine.call,
        press: crisisLine.press,
        text: crisisLine.text,
      })}{' '}
      <ExternalLink href={crisisLine.chatUrl}>{t('components.crisisInline.chat')}</ExternalLink>
    </>
  );
}
