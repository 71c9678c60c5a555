import { Alert } from '@mantine/core';

/** Why a form's last send did not go through, read out as soon as it shows. */
export function FormProblem({ title, problem }: { title: string; problem: string | null }) {
  if (!problem) return null;
  return (
    <Alert color="red" role="alert" title={title}>
      {problem}
    </Alert>
  );
}
