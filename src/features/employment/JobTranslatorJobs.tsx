import { List, Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { LinkSentence } from '../../components/content/LinkSentence';
import { useTableQuery } from '../../data/query';
import { t } from './words';

/** Open jobs on the VetHub board that match a keyword (from the mirror once synced). */
export function JobTranslatorJobs({ keyword, headingId }: { keyword: string; headingId: string }) {
  const state = useTableQuery({ table: 'unemployment_jobs', keyword, pageSize: 5 });
  const link = `/jobs?keyword=${encodeURIComponent(keyword)}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={4} size="h5" id={headingId}>
        {t('employment.jobs.heading', { keyword })}
      </Title>
      {state.status === 'loading' ? (
        <Text role="status">{t('employment.jobs.loading')}</Text>
      ) : state.status === 'error' ? (
        <Text>{t('employment.jobs.failed')}</Text>
      ) : state.answer.rows.length === 0 ? (
        <LinkSentence to="/jobs" link={t('employment.jobs.browseAll')}>
          {t('employment.jobs.none', { keyword })}
        </LinkSentence>
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
              {t('employment.jobs.seeAll', { total: state.answer.total, keyword })}
            </InternalLink>
          </Text>
        </>
      )}
    </Stack>
  );
}
