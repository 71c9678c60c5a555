import { Switch } from '@mantine/core';
import { useAtom, type WritableAtom } from 'jotai';

interface SettingSwitchProps {
  /** An on-or-off setting kept on this device (data/settings). */
  setting: WritableAtom<boolean, [boolean], void>;
  label: string;
  description: string;
}

/** A setting that is the visitor's choice: off until they turn it on, off again at any time. */
export function SettingSwitch({ setting, label, description }: SettingSwitchProps) {
  const [enabled, setEnabled] = useAtom(setting);
  return (
    <Switch
      checked={enabled}
      onChange={(event) => setEnabled(event.currentTarget.checked)}
      label={label}
      description={description}
    />
  );
}
