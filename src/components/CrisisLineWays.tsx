import { Anchor, List } from '@mantine/core';
import { crisisLine } from '../lib/crisisLine';
import { ExternalLink } from './ExternalLink';
import { t } from './words';

interface CrisisLineWaysProps {
  /** Sets the call and text links in bold, where the list is a page's call to act. */
  bold?: boolean;
}

/** The three ways to reach the Veterans Crisis Line, each one a link that starts it. */
export function CrisisLineWays({ bold = false }: CrisisLineWaysProps) {
  const weight = bold ? 700 : undefined;
  return (
    <List spacing="xs">
      <List.Item>
        <Anchor href={crisisLine.callHref} fw={weight}>
          {t('components.crisisWays.call', { call: crisisLine.call, press: crisisLine.press })}
        </Anchor>
      </List.Item>
      <List.Item>
        <Anchor href={crisisLine.textHref} fw={weight}>
          {t('components.crisisWays.text', { text: crisisLine.text })}
        </Anchor>
      </List.Item>
      <List.Item>
        <ExternalLink href={crisisLine.chatUrl}>{t('components.crisisWays.chat')}</ExternalLink>
      </List.Item>
    </List>
  );
}
