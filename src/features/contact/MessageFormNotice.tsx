import { Alert } from '@mantine/core';

/** The form-level notice (spec §5 wording), announced when it appears. */
export function MessageFormNotice({ notice }: { notice: string | null }) {
  return (
    <div role="alert">
      {notice ? (
        <Alert color="red" title="Not sent yet">
          {notice}
        </Alert>
      ) : null}
    </div>
  );
}
