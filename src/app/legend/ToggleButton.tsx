import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface ToggleButtonProps {
  open: boolean;
  /** The id of what the button shows and hides. */
  controls: string;
  onToggle: (open: boolean) => void;
  variant: ButtonProps['variant'];
  children: ReactNode;
}

/** A small button that shows or hides the list of sections, and says which it is. */
export function ToggleButton({ open, controls, onToggle, variant, children }: ToggleButtonProps) {
  return (
    <Button
      variant={variant}
      size="compact-sm"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onToggle(!open)}
    >
      {children}
    </Button>
  );
}
