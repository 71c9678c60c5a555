/**
 * The frame of the pages the shell renders without a layout (no header, no footer): they must
 * bring their own main landmark, a way home and the Veterans Crisis Line, which every page carries.
 */
import { Anchor, Container, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LinkedText } from '../../components/content/LinkedText';
import { PageHeader } from '../../components/PageHeader';
import { crisisLine } from '../../lib/crisisLine';
import { t } from './words';

interface AuthFrameProps {
  intro: string;
  /** Sits in the header under the intro: how the sign-in is going. */
  header?: ReactNode;
  children: ReactNode;
}

export function AuthFrame({ intro, header, children }: AuthFrameProps) {
  const { call, press, text, callHref, textHref, chatUrl } = crisisLine;
  return (
    <main id="main-content" tabIndex={-1}>
      <Container size="sm" py="xl">
        <Stack gap="xl">
          <Anchor component={Link} to="/" fw={700}>
            {t('auth.frame.home')}
          </Anchor>
          <PageHeader intro={intro}>{header}</PageHeader>
          {children}
          <Paper withBorder radius="md" p="md">
            <Text>
              <strong>{t('auth.frame.crisisQuestion')}</strong>{' '}
              <LinkedText
                message={t('auth.frame.crisis', { call, press, text })}
                links={[<Anchor href={callHref} />, <Anchor href={textHref} />, chatUrl]}
              />
            </Text>
          </Paper>
        </Stack>
      </Container>
    </main>
  );
}
