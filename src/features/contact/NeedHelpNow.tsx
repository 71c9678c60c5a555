import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageSection } from '../../components/PageSection';
import { LinkedText } from '../../components/content/LinkedText';
import { crisisLine } from '../../lib/crisisLine';
import { t } from './words';

interface NeedHelpNowProps {
  /** Why not to wait for us, in this page's words. */
  lead: string;
  children?: ReactNode;
}

/**
 * The confirmation pages' reminder that the team is not a crisis service. The sentence is the
 * page's own, so it reads whole in either language; the numbers are the line's published ones.
 */
export function NeedHelpNow({ lead, children }: NeedHelpNowProps) {
  const { call, press, text } = crisisLine;
  return (
    <PageSection heading={t('contact.needHelp.heading')}>
      <Text>
        {lead}{' '}
        <LinkedText
          message={t('contact.needHelp.crisis', { call, press, text })}
          links={[crisisLine.chatUrl]}
        />
      </Text>
      {children}
    </PageSection>
  );
}
