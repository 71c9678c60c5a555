import type { ReactNode } from 'react';
import { LinkCardGrid, type LinkCard } from '../LinkCardGrid';
import { PageSection } from '../PageSection';
import { ContentPage } from './ContentPage';

interface HubPageProps {
  intro: string;
  toolsHeading: string;
  tools: LinkCard[];
  /** The guide under the tools. */
  children: ReactNode;
}

/** A topic's hub: its tools as cards first, then a guide to the topic. */
export function HubPage({ intro, toolsHeading, tools, children }: HubPageProps) {
  return (
    <ContentPage intro={intro}>
      <PageSection heading={toolsHeading}>
        <LinkCardGrid cards={tools} columns={3} />
      </PageSection>
      {children}
    </ContentPage>
  );
}
