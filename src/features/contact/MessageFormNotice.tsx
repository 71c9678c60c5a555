import { Alert } from '@mantine/core';
import { t } from './words';

/** The form-level notice (spec §5 wording), announced when it appears. */
export function MessageFormNotice({ notice }: { notice: string | null }) {
  return (
    <div role="alert">
      {notice ? (
        <Alert color="red" title={t('contact.form.notSent')}>
          {notice}
        </Alert>
      ) : null}
    </div>
  );
}
