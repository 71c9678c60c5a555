import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from './PageHeader';

interface DetailProblemProps {
  title: string;
  text: string;
  /** Where the person can go instead: the listing's directory. */
  back: { to: string; label: string };
}

/** A detail page whose listing is missing or could not be loaded: why, and the way back. */
export function DetailProblem({ title, text, back }: DetailProblemProps) {
  return (
    <Stack gap="xl">
      <PageHeader />
      {/* red.9 keeps the message text above 4.5:1 on white; the words carry the meaning. */}
      <Alert variant="outline" color="red.9" title={title} role="alert">
        <Text>{text}</Text>
      </Alert>
      <Button component={Link} to={back.to} w="fit-content">
        {back.label}
      </Button>
    </Stack>
  );
}
