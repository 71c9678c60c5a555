/** The kiosk's setting, edited by a signed-in administrator, checked by the setting's schema. */
import { Alert, Anchor, Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  IDLE_MINUTE_CHOICES,
  kioskSettingSchema,
  WARNING_SECONDS,
  type KioskSetting,
} from '../../data/kioskSetting';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../lib/language';
import { t } from './words';

const TEXT_SIZES = ['100', '120', '150', '170', '200'];

/** The schema's messages are English only: the name's two checks are said in the page's language. */
function nameProblem(issue: z.core.$ZodIssue | undefined): string {
  if (issue?.path[0] === 'name' && issue.code === 'too_small') return t('kiosk.form.nameMissing');
  if (issue?.path[0] === 'name' && issue.code === 'too_big') {
    return t('kiosk.form.nameTooLong', { max: Number(issue.maximum) });
  }
  return issue?.message ?? t('kiosk.form.checkName');
}

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
      setNameError(nameProblem(parsed.error.issues[0]));
      return;
    }
    // Visitors are never asked: staff take the notice on for the kiosk, once, here.
    if (!parsed.data.storageNoticeAcknowledged) {
      setNoticeError(t('kiosk.form.noticeRequired'));
      return;
    }
    onSave(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="kiosk-settings">
      <Stack maw="30rem">
        <h2 id="kiosk-settings">
          {isKiosk ? t('kiosk.form.editHeading') : t('kiosk.form.setUpHeading')}
        </h2>
        <TextInput
          label={t('kiosk.form.name')}
          description={t('kiosk.form.nameHelp')}
          value={values.name}
          error={nameError}
          onChange={(event) => {
            setValues({ ...values, name: event.currentTarget.value });
            setNameError(null);
          }}
        />
        <Select
          label={t('kiosk.form.idle')}
          description={t('kiosk.form.idleHelp', { seconds: WARNING_SECONDS })}
          data={IDLE_MINUTE_CHOICES.map((m) => ({
            value: String(m),
            label: t('kiosk.minutes', { count: m }),
          }))}
          value={String(values.idleMinutes)}
          allowDeselect={false}
          onChange={(value) => setValues({ ...values, idleMinutes: Number(value) })}
        />
        <Select
          label={t('kiosk.form.textSize')}
          data={TEXT_SIZES.map((s) => ({ value: s, label: `${s} %` }))}
          value={String(values.textSize)}
          allowDeselect={false}
          onChange={(value) => setValues({ ...values, textSize: Number(value) })}
        />
        <Select
          label={t('kiosk.form.language')}
          description={t('kiosk.form.languageHelp')}
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
          label={t('kiosk.form.openHere')}
          description={t('kiosk.form.openHereHelp')}
          checked={values.allowOpenHere}
          onChange={(event) => setValues({ ...values, allowOpenHere: event.currentTarget.checked })}
        />
        <Checkbox
          label={t('kiosk.form.notice')}
          description={
            <>
              {t('kiosk.form.noticeHelp')}{' '}
              <Anchor component={Link} to="/cookies" inherit>
                {t('kiosk.form.cookiesLink')}
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
        <Alert color="blue">{t('kiosk.form.saving')}</Alert>
        <Group>
          <Button type="submit">{isKiosk ? t('kiosk.form.save') : t('kiosk.form.turnOn')}</Button>
          {isKiosk ? (
            <Button variant="outline" color="red.9" onClick={onLeave}>
              {t('kiosk.form.leave')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
