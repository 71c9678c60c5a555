import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { InternalLink } from '../InternalLink';

/** A VetHub path (routed as an InternalLink) or an element whose children are the link's words. */
export type TextLink = string | ReactElement<{ children?: ReactNode }>;

interface LinkedTextProps {
  /** A translated message whose links are marked `<0>…</0>`, `<1>…</1>` (Lingui's rich-text form). */
  message: string;
  /** What each numbered tag links to. */
  links: readonly TextLink[];
}

const TAG = /<(\d+)>(.*?)<\/\1>/g;

/**
 * A sentence with links inside it, written whole in each catalog so each language orders its
 * own words ("Read <0>the FAQ</0> or <1>write to us</1>."), never glued from pieces.
 */
export function LinkedText({ message, links }: LinkedTextProps) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, index = '', words = ''] = match;
    parts.push(message.slice(from, match.index));
    const link = links[Number(index)];
    if (link === undefined) parts.push(words);
    else if (typeof link === 'string') {
      parts.push(
        <InternalLink key={match.index} to={link}>
          {words}
        </InternalLink>,
      );
    } else parts.push(cloneElement(link, { key: match.index }, words));
    from = match.index + whole.length;
  }
  parts.push(message.slice(from));
  return <Fragment>{parts}</Fragment>;
}
