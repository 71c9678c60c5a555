import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { InternalLink } from '../InternalLink';

interface LinkSentenceProps {
  to: string;
  /** The link's words, which end the sentence. */
  link: string;
  /** The sentence's words before the link, in the page's language. */
  children: ReactNode;
}

/** A sentence that ends on a link to another VetHub page ("Questions? Read the FAQ."). */
export function LinkSentence({ to, link, children }: LinkSentenceProps) {
  return (
    <Text>
      {children} <InternalLink to={to}>{link}</InternalLink>.
    </Text>
  );
}
