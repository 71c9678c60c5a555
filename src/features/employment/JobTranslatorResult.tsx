import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { JobTranslatorJobs } from './JobTranslatorJobs';
import { JobTranslatorOccupations } from './JobTranslatorOccupations';
import { jobKeyword, type MilitaryOccupation } from './translatorSearch';

function NoEquivalent({ occupation }: { occupation: MilitaryOccupation }) {
  const keyword = jobKeyword(occupation.title);
  return (
    <Stack gap="xs">
      <Text fw={700}>No direct civilian equivalent</Text>
      <Text>
        {occupation.unmapped
          ? 'The military crosswalk does not link this code to any civilian occupation.'
          : `The crosswalk links this code only to military-only occupations${
              occupation.militaryOnly.length
                ? ` (${occupation.militaryOnly.map((m) => m.title).join(', ')})`
                : ''
            }, which have no civilian counterpart.`}{' '}
        Your skills still count: leadership, planning and working under pressure are wanted in many
        jobs.
      </Text>
      <Text>
        <InternalLink to={`/jobs?keyword=${encodeURIComponent(keyword)}`}>
          {`Look for related jobs on the board (“${keyword}”)`}
        </InternalLink>{' '}
        or <InternalLink to="/jobs">browse all jobs</InternalLink>.
      </Text>
    </Stack>
  );
}

/** One military occupation: its civilian matches, with details and jobs on request. */
export function JobTranslatorResult({
  occupation,
  position,
  open,
  onToggle,
}: {
  occupation: MilitaryOccupation;
  /** Its place in the list: keeps element ids unique whatever the titles hold. */
  position: number;
  open: boolean;
  onToggle: () => void;
}) {
  const id = `mil-${position}-${occupation.code.replace(/[^A-Za-z0-9]+/g, '-')}`;
  const first = occupation.civilian[0];
  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={`${id}-title`}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={`${id}-title`}>
          {occupation.branch} {occupation.code}: {occupation.title}
        </Title>
        {occupation.noCivilianEquivalent ? (
          <NoEquivalent occupation={occupation} />
        ) : (
          <>
            <Text>
              {occupation.civilian.length === 1
                ? 'Civilian occupation:'
                : `${occupation.civilian.length} civilian occupations:`}
            </Text>
            <List spacing={4}>
              {occupation.civilian.map((c) => (
                <List.Item key={c.onetSoc}>{c.title}</List.Item>
              ))}
            </List>
            <Button
              variant="light"
              w="fit-content"
              aria-expanded={open}
              aria-controls={open ? `${id}-details` : undefined}
              onClick={onToggle}
            >
              {open ? `Hide details for ${occupation.code}` : `Show details for ${occupation.code}`}
            </Button>
            {open && first ? (
              <Stack gap="sm" id={`${id}-details`}>
                <JobTranslatorOccupations matches={occupation.civilian} />
                <JobTranslatorJobs keyword={jobKeyword(first.title)} headingId={`${id}-jobs`} />
              </Stack>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
