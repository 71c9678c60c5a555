import { ActionIcon, Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useRouteHandle } from '../../lib/routeHandle';
import { barScrollLeft } from './legendSections';
import classes from './SiteLegend.module.css';
import { ToggleButton } from './ToggleButton';
import { scrollToSection, useLegendSections } from './useLegendSections';
import { t } from '../words';

/**
 * Page sections from the page's h2s: a breadcrumb bar on desktop, a sections menu on mobile.
 * Its band is always there, empty on a page without sections.
 */
export function SiteLegend() {
  const sections = useLegendSections();
  const handle = useRouteHandle();
  const [open, setOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const bar = useRef<HTMLUListElement>(null);
  const barId = useId();
  // The band keeps its height before the page's sections are known (they are read from the
  // page once it renders), so nothing below it moves when they arrive.
  if (sections.length === 0) return <div className={classes.reserved} aria-hidden="true" />;

  const scrollBar = (direction: 1 | -1) => {
    const el = bar.current;
    if (!el) return;
    el.scrollTo({
      left: barScrollLeft(el.scrollLeft, direction, el.scrollWidth - el.clientWidth),
      behavior: 'smooth',
    });
  };

  return (
    <Box component="nav" aria-label={t('app.legend.name')} className={classes.legend}>
      <Container size="xl" py={6}>
        <Group visibleFrom="sm" gap="xs" wrap="nowrap">
          <ToggleButton variant="subtle" open={open} controls={barId} onToggle={setOpen}>
            {open ? t('app.legend.hide') : t('app.legend.show')}
          </ToggleButton>
          {open ? (
            <>
              <ActionIcon
                variant="subtle"
                aria-label={t('app.legend.left')}
                onClick={() => scrollBar(-1)}
              >
                <span aria-hidden="true">‹</span>
              </ActionIcon>
              <ul className={classes.bar} ref={bar} id={barId}>
                {sections.map((s) => (
                  <li key={s.id}>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => scrollToSection(s.id)}
                    >
                      {s.label}
                    </Button>
                  </li>
                ))}
              </ul>
              <ActionIcon
                variant="subtle"
                aria-label={t('app.legend.right')}
                onClick={() => scrollBar(1)}
              >
                <span aria-hidden="true">›</span>
              </ActionIcon>
            </>
          ) : null}
        </Group>
        <Group hiddenFrom="sm" justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} size="sm" truncate="end">
            {handle?.heading ?? handle?.title}
          </Text>
          <ToggleButton
            variant="outline"
            open={mobileOpen}
            controls={mobileId}
            onToggle={setMobileOpen}
          >
            {t('app.legend.sections')}
          </ToggleButton>
        </Group>
        {mobileOpen ? (
          <Stack
            component="ul"
            hiddenFrom="sm"
            gap={2}
            id={mobileId}
            className="plain-list"
            py="xs"
          >
            {sections.map((s) => (
              <li key={s.id}>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => {
                    setMobileOpen(false);
                    scrollToSection(s.id);
                  }}
                >
                  {s.label}
                </Button>
              </li>
            ))}
          </Stack>
        ) : null}
      </Container>
    </Box>
  );
}
