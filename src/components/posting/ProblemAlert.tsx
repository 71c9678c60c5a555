/** A red-bordered notice whose colour keeps WCAG AA contrast in light and high-contrast modes. */
import { Alert } from '@mantine/core';
import { forwardRef, type CSSProperties, type ReactNode } from 'react';

interface ProblemAlertProps {
  title: string;
  children: ReactNode;
  /** The §5 notices: announced at once and focused. */
  urgent?: boolean;
}

const errorColor = { '--alert-color': 'var(--mantine-color-error)' } as CSSProperties;

export const ProblemAlert = forwardRef<HTMLDivElement, ProblemAlertProps>(function ProblemAlert(
  { title, children, urgent },
  ref,
) {
  return (
    <Alert
      ref={ref}
      variant="outline"
      title={title}
      style={errorColor}
      role={urgent ? 'alert' : undefined}
      tabIndex={urgent ? -1 : undefined}
    >
      {children}
    </Alert>
  );
});
