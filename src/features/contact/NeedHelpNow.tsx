import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CrisisLineInline } from '../../components/CrisisLineInline';
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
        {lead} If you are in crisis, contact the Veterans Crisis Line: <CrisisLineInline />.
      </Text>
      {children}
    </PageSection>
  );
}
