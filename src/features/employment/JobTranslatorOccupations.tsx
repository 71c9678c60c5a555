import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import { wageText } from './employmentWords';
import type { CivilianMatch } from './translatorSearch';
import { jobKeyword } from './translatorSearch';
import { useOccupations } from './useOccupations';
import { t } from './words';

/** The civilian O*NET occupations of one military occupation, with the facts the data holds. */
export function JobTranslatorOccupations({ matches }: { matches: CivilianMatch[] }) {
  const state = useOccupations(matches.map((m) => m.onetSoc));
  if (state.status === 'loading') {
    return <Text role="status">{t('employment.occupation.loading')}</Text>;
  }
  if (state.status === 'error') {
    return <Text role="alert">{t('employment.occupation.failed')}</Text>;
  }
  return (
    <Stack gap="sm">
      {matches.map((m) => {
        const o = state.occupations.get(m.onetSoc);
        const keyword = jobKeyword(o?.title ?? m.title);
        return (
          <Card key={m.onetSoc} withBorder radius="sm" p="sm" component="section">
            <Stack gap={6}>
              <Group gap="xs">
                {/* The data's title and description stay as O*NET writes them. */}
                <Title order={4} size="h5">
                  {o?.title ?? m.title}
                </Title>
                {o?.brightOutlook ? (
                  <Badge variant="outline" color="dark">
                    {t('employment.occupation.brightOutlook')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm">{t('employment.occupation.soc', { code: m.onetSoc })}</Text>
              {o?.description ? <Text>{o.description}</Text> : null}
              {o ? (
                <>
                  <Text>
                    <strong>{t('employment.occupation.wage')} </strong>
                    {wageText(o)}
                  </Text>
                  <Text>
                    <strong>{t('employment.occupation.education')} </strong>
                    {o.typicalEducation ?? t('employment.occupation.educationNotListed')}
                  </Text>
                  <Text>
                    <strong>{t('employment.occupation.brightOutlookLabel')} </strong>
                    {o.brightOutlook
                      ? t('employment.occupation.brightOutlookYes')
                      : t('employment.occupation.brightOutlookNo')}
                  </Text>
                </>
              ) : (
                <Text>{t('employment.occupation.none')}</Text>
              )}
              <Text>
                <InternalLink to={`/jobs?keyword=${encodeURIComponent(keyword)}`}>
                  {t('employment.occupation.jobs', { keyword })}
                </InternalLink>
              </Text>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
