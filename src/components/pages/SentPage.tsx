import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { OutboxDeliveryStatus } from '../OutboxDeliveryStatus';
import { WhereToGoNext, type NextLink } from '../WhereToGoNext';
import { ContentPage } from './ContentPage';

interface SentPageProps {
  intro: string;
  /** What was sent, in words: "message", "feedback", "sign-up". */
  what: string;
  next: NextLink;
  children: ReactNode;
}

/** Where a form lands once it has queued what it sends: whether it has arrived, then what follows. */
export function SentPage({ intro, what, next, children }: SentPageProps) {
  const [params] = useSearchParams();
  return (
    <ContentPage intro={intro}>
      <OutboxDeliveryStatus entryId={params.get('entry')} what={what} />
      {children}
      <WhereToGoNext next={next} />
    </ContentPage>
  );
}
