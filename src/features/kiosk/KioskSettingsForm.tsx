/** The kiosk's setting, edited by a signed-in administrator, checked by the setting's schema. */
import { Alert, Anchor, Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  IDLE_MINUTE_CHOICES,
  kioskSettingSchema,
  type KioskSetting,
} from '../../data/kioskSetting';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../lib/language';

const TEXT_SIZES = ['100', '120', '150', '170', '200'];
const NOTICE_REQUIRED = 'Acknowledge the storage notice for this kiosk’s visitors.';

interface KioskSettingsFormProps {
  initial: KioskSetting;
  isKiosk: boolean;
  onSave: (setting: KioskSetting) => void;
  onLeave: () => void;
}

export function KioskSettingsForm({ initial, isKiosk, onSave, onLeave }: KioskSettingsFormProps) {
  const [values, setValues] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const [noticeError, setNoticeError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = kioskSettingSchema.safeParse(values);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'Check the kiosk name.');
      return;
    }
    // Visitors are never asked: staff take the notice on for the kiosk, once, here.
    if (!parsed.data.storageNoticeAcknowledged) {
      setNoticeError(NOTICE_REQUIRED);
      return;
    }
    onSave(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="kiosk-settings">
      <Stack maw="30rem">
        <h2 id="kiosk-settings">
          {isKiosk ? 'This kiosk’s settings' : 'Set up this browser as a kiosk'}
        </h2>
        <TextInput
          label="Kiosk name"
          description="Shown to staff, for example “Front desk, Springfield Vet Center”."
          value={values.name}
          error={nameError}
          onChange={(event) => {
            setValues({ ...values, name: event.currentTarget.value });
            setNameError(null);
          }}
        />
        <Select
          label="End a session after this long without a touch or key"
          description="A warning shows 30 seconds before."
          data={IDLE_MINUTE_CHOICES.map((m) => ({
            value: String(m),
            label: m === 1 ? '1 minute' : `${m} minutes`,
          }))}
          value={String(values.idleMinutes)}
          allowDeselect={false}
          onChange={(value) => setValues({ ...values, idleMinutes: Number(value) })}
        />
        <Select
          label="Text size each visitor starts with"
          data={TEXT_SIZES.map((s) => ({ value: s, label: `${s} %` }))}
          value={String(values.textSize)}
          allowDeselect={false}
          onChange={(value) => setValues({ ...values, textSize: Number(value) })}
        />
        <Select
          label="Language each visitor starts in"
          description="Visitors can switch; the next visitor starts in this language again."
          data={LANGUAGES.map((language) => ({
            value: language,
            label: LANGUAGE_NAMES[language],
          }))}
          value={values.language}
          allowDeselect={false}
          onChange={(value) => {
            if (isLanguage(value)) setValues({ ...values, language: value });
          }}
        />
        <Checkbox
          label="Allow links that leave VetHub to open on the kiosk"
          description="Otherwise visitors get the address and a QR code to open it on their phone."
          checked={values.allowOpenHere}
          onChange={(event) => setValues({ ...values, allowOpenHere: event.currentTarget.checked })}
        />
        <Checkbox
          label="I acknowledge the storage notice on behalf of this kiosk’s visitors"
          description={
            <>
              VetHub keeps text size, contrast, saved items and an offline copy of listings on this
              device, and uses no advertising or tracking cookies. Visitors see this as one line in
              the kiosk bar instead of the cookie banner.{' '}
              <Anchor component={Link} to="/cookies" inherit>
                How VetHub uses browser storage
              </Anchor>
            </>
          }
          checked={values.storageNoticeAcknowledged}
          error={noticeError}
          onChange={(event) => {
            setValues({ ...values, storageNoticeAcknowledged: event.currentTarget.checked });
            setNoticeError(null);
          }}
        />
        <Alert color="blue">
          Saving signs you out and starts the first visitor’s session. To change these settings or
          leave kiosk mode later, come back to this page and sign in as an administrator again.
        </Alert>
        <Group>
          <Button type="submit">
            {isKiosk ? 'Save and restart the kiosk' : 'Turn this browser into a kiosk'}
          </Button>
          {isKiosk ? (
            <Button variant="outline" color="red.9" onClick={onLeave}>
              Leave kiosk mode
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
