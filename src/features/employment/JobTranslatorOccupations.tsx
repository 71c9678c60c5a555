import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { InternalLink } from '../../components/InternalLink';
import type { CivilianMatch } from './translatorSearch';
import { jobKeyword } from './translatorSearch';
import { useOccupations, wageText } from './useOccupations';

/** The civilian O*NET occupations of one military occupation, with the facts the data holds. */
export function JobTranslatorOccupations({ matches }: { matches: CivilianMatch[] }) {
  const state = useOccupations(matches.map((m) => m.onetSoc));
  if (state.status === 'loading') return <Text role="status">Loading occupation details…</Text>;
  if (state.status === 'error') {
    return (
      <Text role="alert">
        Occupation details could not be loaded. Check your connection and try again.
      </Text>
    );
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
                <Title order={4} size="h5">
                  {o?.title ?? m.title}
                </Title>
                {o?.brightOutlook ? (
                  <Badge variant="outline" color="dark">
                    Bright Outlook
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm">O*NET-SOC {m.onetSoc}</Text>
              {o?.description ? <Text>{o.description}</Text> : null}
              {o ? (
                <>
                  <Text>
                    <strong>Median wage: </strong>
                    {wageText(o)}
                  </Text>
                  <Text>
                    <strong>Typical education to start: </strong>
                    {o.typicalEducation ?? 'Not listed by BLS'}
                  </Text>
                  <Text>
                    <strong>Bright Outlook: </strong>
                    {o.brightOutlook
                      ? 'Yes: O*NET expects this occupation to grow quickly or have many openings.'
                      : 'No'}
                  </Text>
                </>
              ) : (
                <Text>No details for this occupation.</Text>
              )}
              <Text>
                <InternalLink to={`/jobs?keyword=${encodeURIComponent(keyword)}`}>
                  {`Jobs on the board for “${keyword}”`}
                </InternalLink>
              </Text>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
