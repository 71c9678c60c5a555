import { Text } from '@mantine/core';
import { ButtonLinks } from '../ButtonLinks';
import { LinkedText } from '../content/LinkedText';
import { PageSection } from '../PageSection';
import { postKinds } from '../postKinds';

interface PostingInvitationProps {
  /** A kind with a requirements page. */
  kind: 'service' | 'deal' | 'blog';
  id: string;
  heading: string;
  /** The invitation, its link to the kind's requirements page marked `<0>…</0>`. */
  text: string;
}

/** A directory's section for those who would post there: read the requirements, then the form. */
export function PostingInvitation({ kind, id, heading, text }: PostingInvitationProps) {
  const { submit, requirements } = postKinds[kind];
  return (
    <PageSection id={id} heading={heading}>
      <Text>
        <LinkedText message={text} links={[requirements.to]} />
      </Text>
      <ButtonLinks links={[{ ...submit, variant: 'outline' }]} />
    </PageSection>
  );
}
