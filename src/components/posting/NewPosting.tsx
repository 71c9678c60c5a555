/**
 * The body of every "post something" page: the partner check, the form, and after submitting
 * either the kind's success page or the live status right here.
 */
import { Button, Group, Stack } from '@mantine/core';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useOutbox } from '../../data/outbox/useOutbox';
import { PartnerGate } from './PartnerGate';
import { PostingForm } from './PostingForm';
import { emptyValues, type PostingKind } from './postingKind';
import { SubmissionStatus } from './SubmissionStatus';

interface NewPostingProps {
  kind: PostingKind;
  /** The form a veteran without a partner account gets instead (blog: stories only). */
  veteranKind?: PostingKind;
  submitLabel: string;
  sentMessage: string;
}

function NewPostingForm({
  kind,
  userId,
  submitLabel,
  sentMessage,
  dashboardPath,
}: Omit<NewPostingProps, 'veteranKind'> & { userId: string; dashboardPath: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = useOutbox();
  const shown = params.get('entry');
  const retryId = params.get('retry');

  if (shown) {
    return (
      <Stack gap="md">
        <SubmissionStatus
          kind={kind}
          entryId={shown}
          formPath={pathname}
          sentMessage={sentMessage}
        />
        <Group>
          <Button component={Link} to={pathname} variant="outline">
            Post another {kind.noun}
          </Button>
          <Button component={Link} to={dashboardPath} variant="outline">
            Go to your dashboard
          </Button>
        </Group>
      </Stack>
    );
  }
  const retrying = retryId
    ? entries?.find((e) => e.id === retryId && e.op === 'insert')
    : undefined;
  if (retryId && !entries) return null;
  const onQueued = (id: string) => {
    if (kind.successPath) navigate(`${kind.successPath}?entry=${id}`);
    else setParams({ entry: id });
  };
  return (
    <PostingForm
      key={retrying?.id ?? 'new'}
      kind={kind}
      draftKey={retrying ? `${kind.key}.retry.${retrying.id}` : `${kind.key}.new.${userId}`}
      initial={retrying ? kind.fromRow(retrying.payload) : emptyValues(kind)}
      write={{ op: 'insert', ownerId: userId, retryOf: retrying?.id }}
      submitLabel={submitLabel}
      uploaderId={userId}
      onQueued={onQueued}
    />
  );
}

export function NewPosting({ veteranKind, ...props }: NewPostingProps) {
  return (
    <PartnerGate
      forVeterans={
        veteranKind
          ? (userId) => (
              <NewPostingForm
                {...props}
                kind={veteranKind}
                userId={userId}
                dashboardPath="/dashboard/veteran"
              />
            )
          : undefined
      }
    >
      {(userId) => (
        <NewPostingForm {...props} userId={userId} dashboardPath="/dashboard/business" />
      )}
    </PartnerGate>
  );
}
