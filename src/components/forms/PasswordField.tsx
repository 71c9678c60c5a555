import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { t } from './words';

/** A password field whose show-password button is named in the page's language (Mantine's is English). */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      {...props}
      visibilityToggleButtonProps={{
        'aria-label': t('components.password.toggle'),
        ...props.visibilityToggleButtonProps,
      }}
    />
  );
}
