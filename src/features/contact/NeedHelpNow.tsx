import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ExternalLink } from '../../components/ExternalLink';
import { PageSection } from '../../components/PageSection';

interface NeedHelpNowProps {
  /** Why not to wait for us, in this page's words. */
  lead: string;
  children?: ReactNode;
}

/** The confirmation pages' reminder that the team is not a crisis service. */
export function NeedHelpNow({ lead, children }: NeedHelpNowProps) {
  return (
    <PageSection heading="Need help now?">
      <Text>
        {lead} If you are in crisis, contact the Veterans Crisis Line: call 988 then press 1, text
        838255, or{' '}
        <ExternalLink href="https://www.veteranscrisisline.net/get-help-now/chat/">
          chat online with the Veterans Crisis Line
        </ExternalLink>
        .
      </Text>
      {children}
    </PageSection>
  );
}
