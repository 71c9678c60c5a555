import { Anchor, List } from '@mantine/core';
import { ExternalLink } from './ExternalLink';

/** The three ways to reach the Veterans Crisis Line, each one a link that starts it. */
export function CrisisLineWays() {
  return (
    <List spacing="xs">
      <List.Item>
        <Anchor href="tel:988">Call 988, then press 1</Anchor>
      </List.Item>
      <List.Item>
        <Anchor href="sms:838255">Text 838255</Anchor>
      </List.Item>
      <List.Item>
        <ExternalLink href="https://www.veteranscrisisline.net/get-help-now/chat/">
          Chat online with the Veterans Crisis Line
        </ExternalLink>
      </List.Item>
    </List>
  );
}
