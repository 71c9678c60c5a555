import { Text } from '@mantine/core';
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { ExternalLink } from '../ExternalLink';
import { InternalLink } from '../InternalLink';

/**
 * A VetHub path (routed as an InternalLink), a web address (http:// or https://: an ExternalLink,
 * which opens in a new tab), or an element whose children are the link's words.
 */
export type TextLink = string | ReactElement<{ children?: ReactNode }>;

interface LinkedTextProps {
  /** A translated message whose links are marked `<0>…</0>`, `<1>…</1>` (Lingui's rich-text form). */
  message: string;
  /** What each numbered tag links to. */
  links: readonly TextLink[];
}

const TAG = /<(\d+)>(.*?)<\/\1>/g;
const WEB_ADDRESS = /^https?:\/\//;

function linked(link: TextLink, words: string, key: number): ReactNode {
  if (typeof link !== 'string') return cloneElement(link, { key }, words);
  if (WEB_ADDRESS.test(link)) {
    return (
      <ExternalLink key={key} href={link}>
        {words}
      </ExternalLink>
    );
  }
  return (
    <InternalLink key={key} to={link}>
      {words}
    </InternalLink>
  );
}

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
    parts.push(link === undefined ? words : linked(link, words, match.index));
    from = match.index + whole.length;
  }
  parts.push(message.slice(from));
  return <Fragment>{parts}</Fragment>;
}

/** A paragraph that is one such sentence (or a few), links and all. */
export function LinkedParagraph(props: LinkedTextProps) {
  return (
    <Text>
      <LinkedText {...props} />
    </Text>
  );
}
