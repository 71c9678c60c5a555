/**
 * The body of every "post something" page: the partner check, the form, and after submitting
 * either the kind's success page or the live status right here.
 */
import { Button, Group, Stack } from '@mantine/core';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useOutbox } from '../../data/outbox/useOutbox';
import { PartnerGate } from './PartnerGate';
import { PostingForm } from './PostingForm';
import { emptyValues, type PostingKind } from './postingKind';
import { SubmissionStatus } from './SubmissionStatus';
import { useSubmission } from './useSubmission';
import { t } from './words';

interface NewPostingProps {
  kind: PostingKind;
  /** The form a veteran without a partner account gets instead (blog: stories only). */
  veteranKind?: PostingKind;
  /** The last step's button; "Submit for review" unless the kind goes live at once. */
  submitLabel?: string;
}

/** The kind's status right on the form page (kinds without a success page of their own). */
function ShownSubmission({
  kind,
  entryId,
  dashboardPath,
}: {
  kind: PostingKind;
  entryId: string;
  dashboardPath: string;
}) {
  const { pathname } = useLocation();
  const submission = useSubmission(kind.table, entryId);
  if (submission.state === 'missing') return <Navigate to={dashboardPath} replace />;
  return (
    <Stack gap="md">
      <SubmissionStatus kind={kind} submission={submission} formPath={pathname} sent={kind.sent} />
      <Group>
        <Button component={Link} to={pathname} variant="outline">
          {t('components.posting.another', { noun: kind.noun })}
        </Button>
        <Button component={Link} to={dashboardPath} variant="outline">
          {t('components.posting.dashboard')}
        </Button>
      </Group>
    </Stack>
  );
}

function NewPostingForm({
  kind,
  userId,
  submitLabel,
  dashboardPath,
}: Omit<NewPostingProps, 'veteranKind'> & { userId: string; dashboardPath: string }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const entries = useOutbox();
  const shown = params.get('entry');
  const retryId = params.get('retry');

  if (shown) {
    return <ShownSubmission kind={kind} entryId={shown} dashboardPath={dashboardPath} />;
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
      submitLabel={submitLabel ?? t('components.posting.submitForReview')}
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
