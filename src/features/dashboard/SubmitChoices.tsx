/** The four kinds of post a partner can make, shared by the submit hub and Create new. */
import { Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LinkedText } from '../../components/content/LinkedText';
import { PageSection } from '../../components/PageSection';
import { postKinds, type PostKind, type PostKindKey } from '../../components/postKinds';
import { t } from './words';

/** In this order; each kind's title, what it is, what it takes and what follows are `dashboard.choices.<kind>.…`. */
const choices: readonly PostKindKey[] = ['service', 'deal', 'blog', 'job'];

/** The section offering the four kinds, each with what it takes and what happens after. */
export function SubmitChoices({ id, heading }: { id: string; heading: string }) {
  return (
    <PageSection id={id} heading={heading}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {choices.map((kind) => {
          const { submit, requirements }: PostKind = postKinds[kind];
          return (
            <Card key={kind} withBorder radius="md" padding="lg">
              <Stack gap="sm" h="100%">
                <Title order={3}>{t(`dashboard.choices.${kind}.title`)}</Title>
                <Text>{t(`dashboard.choices.${kind}.what`)}</Text>
                <List spacing="xs">
                  <List.Item>
                    <strong>{t('dashboard.choices.takes')}</strong>{' '}
                    {t(`dashboard.choices.${kind}.effort`)}
                  </List.Item>
                  <List.Item>
                    <strong>{t('dashboard.choices.afterSubmit')}</strong>{' '}
                    {t(`dashboard.choices.${kind}.after`)}
                  </List.Item>
                </List>
                {requirements ? (
                  <Text>
                    <LinkedText
                      message={t('dashboard.choices.readFirst', {
                        requirements: requirements.label,
                      })}
                      links={[requirements.to]}
                    />
                  </Text>
                ) : null}
                <Button component={Link} to={submit.to} mt="auto">
                  {submit.label}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </PageSection>
  );
}
