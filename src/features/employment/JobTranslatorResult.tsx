import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { JobTranslatorJobs } from './JobTranslatorJobs';
import { JobTranslatorOccupations } from './JobTranslatorOccupations';
import { branchName } from './employmentWords';
import { jobKeyword, type MilitaryOccupation } from './translatorSearch';
import { t } from './words';

function NoEquivalent({ occupation }: { occupation: MilitaryOccupation }) {
  const keyword = jobKeyword(occupation.title);
  const titles = occupation.militaryOnly.map((m) => m.title).join(', ');
  return (
    <Stack gap="xs">
      <Text fw={700}>{t('employment.result.noEquivalent')}</Text>
      <Text>
        {occupation.unmapped
          ? t('employment.result.unmapped')
          : titles
            ? t('employment.result.militaryOnlyListed', { titles })
            : t('employment.result.militaryOnly')}{' '}
        {t('employment.result.skillsCount')}
      </Text>
      <Text>
        <InternalLink to={`/jobs?keyword=${encodeURIComponent(keyword)}`}>
          {t('employment.result.relatedJobs', { keyword })}
        </InternalLink>{' '}
        {t('employment.result.or')}{' '}
        <InternalLink to="/jobs">{t('employment.result.browseAll')}</InternalLink>.
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
          {branchName(occupation.branch)} {occupation.code}: {occupation.title}
        </Title>
        {occupation.noCivilianEquivalent ? (
          <NoEquivalent occupation={occupation} />
        ) : (
          <>
            <Text>{t('employment.result.civilian', { count: occupation.civilian.length })}</Text>
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
              {open
                ? t('employment.result.hideDetails', { code: occupation.code })
                : t('employment.result.showDetails', { code: occupation.code })}
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
