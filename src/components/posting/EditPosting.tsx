/**
 * The body of every edit page: owners only (others get the 403 page), prefilled from the
 * server, saved through the outbox as an update so it also works offline.
 */
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ErrorPage } from '../errors/ErrorPage';
import { authStateAtom } from '../../data/authSession';
import { useOutbox } from '../../data/outbox/useOutbox';
import { PageHeader } from '../PageHeader';
import { PostingForm } from './PostingForm';
import type { PostingKind } from './postingKind';
import { ProblemAlert } from './ProblemAlert';
import { SubmissionStatus } from './SubmissionStatus';
import type { SentWords } from './submissionWords';
import { useOwnRow } from './useOwnRow';
import { useSubmission } from './useSubmission';
import { usePartnerStatus } from './usePartnerStatus';
import { t } from './words';

/** An edit keeps the row's status (or sends it back to review): the words are the same. */
function savedWords(): SentWords {
  const saved = t('components.posting.changesSaved');
  return { live: saved, waiting: saved };
}

interface EditPostingProps {
  kind: PostingKind;
  /** The form a veteran without a partner account edits with (blog: stories only). */
  veteranKind?: PostingKind;
  intro: string;
}

export function EditPosting({ kind: partnerKind, veteranKind, intro }: EditPostingProps) {
  const partner = usePartnerStatus();
  const asVeteran = veteranKind !== undefined && partner.status === 'notPartner';
  const kind = asVeteran ? veteranKind : partnerKind;
  const dashboardPath = asVeteran ? '/dashboard/veteran' : '/dashboard/business';
  const id = Number(useParams().id);
  const auth = useAtomValue(authStateAtom);
  const userId = auth.status === 'signedIn' ? auth.user.id : null;
  const own = useOwnRow(kind.table, id, userId);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const entries = useOutbox();
  const shown = params.get('entry');
  const retryId = params.get('retry');
  const submission = useSubmission(kind.table, shown);

  if (own.status === 'forbidden') {
    return (
      <ErrorPage status={403} message={t('components.posting.notYours', { noun: kind.noun })} />
    );
  }
  if (own.status === 'missing') {
    return (
      <ErrorPage status={404} message={t('components.posting.noSuch', { noun: kind.noun, id })} />
    );
  }
  let body;
  if (
    own.status === 'loading' ||
    (veteranKind && partner.status === 'loading') ||
    (retryId && !entries)
  ) {
    body = (
      <Center py="lg">
        <Stack align="center" gap="xs" role="status">
          <Loader aria-hidden="true" />
          <Text>{t('components.posting.loading', { noun: kind.noun })}</Text>
        </Stack>
      </Center>
    );
  } else if (own.status === 'error') {
    body = (
      <ProblemAlert title={t('components.posting.loadFailed', { noun: kind.noun })}>
        <Text>{t('components.posting.loadFailedText', { message: own.message })}</Text>
      </ProblemAlert>
    );
  } else if (shown) {
    const slug = typeof own.row.slug === 'string' ? own.row.slug : '';
    body = (
      <Stack gap="md">
        <SubmissionStatus
          kind={kind}
          submission={submission}
          formPath={pathname}
          sent={savedWords()}
        />
        <Group>
          {kind.detailPath ? (
            <Button component={Link} to={kind.detailPath({ id, slug })} variant="outline">
              {t('components.posting.see', { noun: kind.noun })}
            </Button>
          ) : null}
          <Button component={Link} to={dashboardPath} variant="outline">
            {t('components.posting.dashboard')}
          </Button>
        </Group>
      </Stack>
    );
  } else {
    const retrying = retryId
      ? entries?.find((e) => e.id === retryId && e.op === 'update')
      : undefined;
    body = (
      <PostingForm
        key={retrying?.id ?? 'edit'}
        kind={kind}
        draftKey={`${kind.key}.edit.${id}.${userId ?? ''}`}
        initial={kind.fromRow(retrying?.payload ?? own.row)}
        write={{ op: 'update', rowId: id, retryOf: retrying?.id }}
        submitLabel={t('components.posting.saveChanges')}
        uploaderId={userId ?? ''}
        onQueued={(entry) => setParams({ entry })}
      />
    );
  }
  return (
    <>
      <PageHeader intro={intro} />
      {body}
    </>
  );
}
