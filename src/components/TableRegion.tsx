import type { ReactNode } from 'react';

interface TableRegionProps {
  /** Names the region for screen readers, e.g. "Browser storage keys". */
  label: string;
  children: ReactNode;
}

/** Lets a wide table scroll sideways on its own, reachable and scrollable by keyboard. */
export function TableRegion({ label, children }: TableRegionProps) {
  return (
    // A scrollable region must be focusable so keyboard users can scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
