import { Button, Group, type ButtonProps, type GroupProps } from '@mantine/core';
import { Link } from 'react-router';

export interface ButtonLink {
  to: string;
  label: string;
  variant?: ButtonProps['variant'];
}

interface ButtonLinksProps {
  links: ButtonLink[];
  size?: ButtonProps['size'];
  gap?: GroupProps['gap'];
}

/** A row of buttons, each opening another VetHub page. */
export function ButtonLinks({ links, size, gap }: ButtonLinksProps) {
  return (
    <Group gap={gap}>
      {links.map((link) => (
        <Button key={link.to} component={Link} to={link.to} variant={link.variant} size={size}>
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
