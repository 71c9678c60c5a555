import { Affix, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { t } from './words';

interface PopupCardProps {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onClose?: () => void;
  /** What closing does, for screen readers; by default popups hide for a day. */
  closeLabel?: string;
  /** Cookie notice sits across the bottom; other popups in the corner. */
  placement: 'bar' | 'corner';
}

/** A non-modal notice: it never traps focus or covers the page, and Escape closes it. */
export function PopupCard({
  title,
  children,
  actions,
  onClose,
  closeLabel,
  placement,
}: PopupCardProps) {
  const titleId = useId();
  const position =
    placement === 'bar' ? { bottom: 0, left: 0, right: 0 } : { bottom: 16, right: 16, left: 16 };
  return (
    // Below Mantine's modals (200): an open dialog is never covered by a notice.
    <Affix position={position} zIndex={190}>
      <Paper
        component="aside"
        aria-labelledby={titleId}
        shadow="lg"
        withBorder
        p="md"
        radius={placement === 'bar' ? 0 : 'md'}
        maw={placement === 'corner' ? '26rem' : undefined}
        ml={placement === 'corner' ? 'auto' : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onClose) onClose();
        }}
      >
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            {onClose ? (
              <CloseButton
                aria-label={closeLabel ?? t('app.popup.closeForDay')}
                onClick={onClose}
              />
            ) : null}
          </Group>
          <Text size="sm">{children}</Text>
          <Group gap="xs">{actions}</Group>
        </Stack>
      </Paper>
    </Affix>
  );
}
