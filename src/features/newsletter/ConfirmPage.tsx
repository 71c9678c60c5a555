import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormProblem } from '../../components/forms/FormProblem';
import { ContentPage } from '../../components/pages/ContentPage';
import { WhereToGoNext } from '../../components/WhereToGoNext';
import { useNewsletterConfirm } from './useNewsletterConfirm';

/**
 * The link mailed to an address that unsubscribed and was signed up again. Nothing happens until
 * the person chooses Confirm: mail scanners that open links must not subscribe anyone.
 */
export default function ConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { state, confirm } = useNewsletterConfirm(token);
  const [busy, setBusy] = useState(false);

  if (state.kind === 'confirmed') {
    return (
      <ContentPage intro="Thank you for confirming.">
        <Alert color="green" role="status" title="You will get the newsletter again">
          The VetHub newsletter will be sent to {state.email} again, starting with the next issue.
        </Alert>
        <WhereToGoNext next={{ to: '/blog', label: 'Read the blog' }} />
      </ContentPage>
    );
  }
  return (
    <ContentPage intro="You unsubscribed from the VetHub newsletter earlier, and someone asked to send it to you again. Confirm that it was you.">
      <Text>
        If you did not ask for the newsletter, close this page: you stay unsubscribed and nothing
        more is sent.
      </Text>
      <FormProblem
        title="Not confirmed"
        problem={state.kind === 'refused' ? state.message : null}
      />
      <div>
        <Button
          loading={busy}
          onClick={async () => {
            setBusy(true);
            await confirm();
            setBusy(false);
          }}
        >
          Confirm: send me the newsletter again
        </Button>
      </div>
    </ContentPage>
  );
}
