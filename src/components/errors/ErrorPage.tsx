import { Suspense, type ReactNode } from 'react';
import { lazyOptional } from '../../lib/lazyOptional';
import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { errorExplanation, errorTitle } from './errorText';
import { t } from '../words';

// Lazy: it reads the data layer, which the first page's bundle should not carry.
const WereYouLookingFor = lazyOptional(() => import('./WereYouLookingFor'));

interface ErrorPageProps {
  status: number;
  message: string;
  statusText?: string;
  /** Shown under the explanation (the reference of a recorded error). */
  children?: ReactNode;
}

/** Labels and texts are message ids. */
const popularPages = [
  {
    to: '/services',
    label: 'components.error.popular.services',
    text: 'components.error.popular.servicesText',
  },
  {
    to: '/vetdeals',
    label: 'components.error.popular.vetdeals',
    text: 'components.error.popular.vetdealsText',
  },
  {
    to: '/blog',
    label: 'components.error.popular.blog',
    text: 'components.error.popular.blogText',
  },
  {
    to: '/services/post-service',
    label: 'components.error.popular.post',
    text: 'components.error.popular.postText',
  },
];

export function ErrorPage({ status, message, statusText, children }: ErrorPageProps) {
  const navigate = useNavigate();
  const title = errorTitle(status);
  return (
    <Container size="md" py="xl">
      <title>{`${title} · VetHub`}</title>
      <Stack gap="md">
        <Text fw={800} size="3rem" lh={1} aria-hidden="true">
          {status}
        </Text>
        <Title order={1}>{title}</Title>
        <Text size="lg" fw={600} role="alert">
          {message}
        </Text>
        <Text>
          <span className="visually-hidden">{t('components.error.status', { status })}</span>
          {errorExplanation(status, statusText)}
        </Text>
        {children}
        <Group>
          <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}>
            {t('components.error.back')}
          </Button>
          <Button component={Link} to="/" variant="outline">
            {t('components.error.home')}
          </Button>
        </Group>
        {status === 404 ? (
          <Suspense fallback={null}>
            <WereYouLookingFor />
          </Suspense>
        ) : null}
        <Title order={2} mt="lg">
          {t('components.error.popularTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" className="plain-list">
          {popularPages.map((page) => (
            <Card key={page.to} withBorder component="li">
              <Link to={page.to}>
                <Text fw={700}>{t(page.label)}</Text>
              </Link>
              <Text size="sm">{t(page.text)}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
