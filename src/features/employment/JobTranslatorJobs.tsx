import { List, Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { useTableQuery } from '../../data/query';

/** Open jobs on the VetHub board that match a keyword (from the mirror once synced). */
export function JobTranslatorJobs({ keyword, headingId }: { keyword: string; headingId: string }) {
  const state = useTableQuery({ table: 'unemployment_jobs', keyword, pageSize: 5 });
  const link = `/jobs?keyword=${encodeURIComponent(keyword)}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={4} size="h5" id={headingId}>
        {`Matching jobs on the VetHub board (“${keyword}”)`}
      </Title>
      {state.status === 'loading' ? (
        <Text role="status">Looking for jobs…</Text>
      ) : state.status === 'error' ? (
        <Text>Jobs could not be loaded right now.</Text>
      ) : state.answer.rows.length === 0 ? (
        <Text>
          No open jobs on the board match “{keyword}” right now.{' '}
          <InternalLink to="/jobs">Browse all jobs</InternalLink>.
        </Text>
      ) : (
        <>
          <List spacing="xs">
            {state.answer.rows.map((job) => (
              <List.Item key={String(job.id)}>
                {String(job.title)}, {String(job.employer ?? '')}
              </List.Item>
            ))}
          </List>
          <Text>
            <InternalLink to={link}>
              {`See all ${state.answer.total} jobs for “${keyword}” on the job board`}
            </InternalLink>
          </Text>
        </>
      )}
    </Stack>
  );
}
