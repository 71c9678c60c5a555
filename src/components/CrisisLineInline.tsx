import { crisisLine } from '../lib/crisisLine';
import { ExternalLink } from './ExternalLink';

/**
 * The Veterans Crisis Line's three ways in the middle of a sentence: "call 988 then press 1,
 * text 838255, or chat online with the Veterans Crisis Line".
 */
export function CrisisLineInline() {
  return (
    <>
      call {crisisLine.call} then press {crisisLine.press}, text {crisisLine.text}, or{' '}
      <ExternalLink href={crisisLine.chatUrl}>
        chat online with the Veterans Crisis Line
      </ExternalLink>
    </>
  );
}
