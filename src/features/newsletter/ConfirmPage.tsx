import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormProblem } from '../../components/forms/FormProblem';
import { ContentPage } from '../../components/pages/ContentPage';
import { WhereToGoNext } from '../../components/WhereToGoNext';
import { useNewsletterConfirm } from './useNewsletterConfirm';
import { readBlogNext } from './newsletterMessages';
import { t } from './words';

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
      <ContentPage intro={t('newsletter.confirm.thanks')}>
        <Alert color="green" role="status" title={t('newsletter.confirm.againTitle')}>
          {t('newsletter.confirm.again', { email: state.email })}
        </Alert>
        <WhereToGoNext next={readBlogNext()} />
      </ContentPage>
    );
  }
  return (
    <ContentPage intro={t('newsletter.confirm.intro')}>
      <Text>{t('newsletter.confirm.notYou')}</Text>
      <FormProblem
        title={t('newsletter.confirm.notConfirmed')}
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
          {t('newsletter.confirm.button')}
        </Button>
      </div>
    </ContentPage>
  );
}
