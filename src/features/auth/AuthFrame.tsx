/**
 * The frame of the pages the shell renders without a layout (no header, no footer): they must
 * bring their own main landmark, a way home and the Veterans Crisis Line, which every page carries.
 */
import { Anchor, Container, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/ExternalLink';
import { crisisLine } from '../../lib/crisisLine';

interface AuthFrameProps {
  children: ReactNode;
}

export function AuthFrame({ children }: AuthFrameProps) {
  return (
    <main id="main-content" tabIndex={-1}>
      <Container size="sm" py="xl">
        <Stack gap="xl">
          <Anchor component={Link} to="/" fw={700}>
            Back to VetHub home
          </Anchor>
          {children}
          <Paper withBorder radius="md" p="md">
            <Text>
              <strong>In crisis or worried about a veteran?</strong> Call the Veterans Crisis Line
              at{' '}
              <Anchor href={crisisLine.callHref}>
                {crisisLine.call}, then press {crisisLine.press}
              </Anchor>
              , text <Anchor href={crisisLine.textHref}>{crisisLine.text}</Anchor> or{' '}
              <ExternalLink href={crisisLine.chatUrl}>chat online</ExternalLink>. It is free and
              confidential, and you do not need to be enrolled in VA care.
            </Text>
          </Paper>
        </Stack>
      </Container>
    </main>
  );
}
