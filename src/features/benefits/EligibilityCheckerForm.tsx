import { Checkbox, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { readableDate } from '../../lib/longDate';
import type { Discharge, EligibilityAnswers, Role } from './eligibilityRules';
import { t } from './words';
import { withEmptyChoice } from '../../lib/options';

// Labels are message ids, said as the form renders.
const roles: { value: Role; label: string }[] = [
  { value: 'veteran', label: 'benefits.checker.role.veteran' },
  { value: 'serviceMember', label: 'benefits.checker.role.serviceMember' },
  { value: 'family', label: 'benefits.checker.role.family' },
];

const discharges: { value: Discharge; label: string }[] = [
  { value: 'unknown', label: 'benefits.checker.discharge.unknown' },
  { value: 'honorable', label: 'benefits.checker.discharge.honorable' },
  { value: 'general', label: 'benefits.checker.discharge.general' },
  { value: 'otherThanHonorable', label: 'benefits.checker.discharge.otherThanHonorable' },
  { value: 'dishonorable', label: 'benefits.checker.discharge.dishonorable' },
];

const ratingSteps = Array.from({ length: 11 }, (_, i) => ({
  value: String(i * 10),
  label: `${i * 10}%`,
}));

/** The day the Post-9/11 GI Bill counts active duty from (entitlements.json). */
const POST_911_FROM = '2001-09-11';
/** The pension situations' age (entitlements.json, veterans_pension). */
const PENSION_AGE = 65;

const said = (options: { value: string; label: string }[]) =>
  options.map((o) => ({ value: o.value, label: t(o.label) }));

type Flag = {
  [K in keyof EligibilityAnswers]: EligibilityAnswers[K] extends boolean ? K : never;
}[keyof EligibilityAnswers];

const serviceFlags: [Flag, string][] = [
  ['wartimeService', 'benefits.checker.flag.wartimeService'],
  ['pensionSituation', 'benefits.checker.flag.pensionSituation'],
  ['purpleHeart', 'benefits.checker.flag.purpleHeart'],
  ['formerPow', 'benefits.checker.flag.formerPow'],
  ['medalOfHonor', 'benefits.checker.flag.medalOfHonor'],
  ['militaryRetiree', 'benefits.checker.flag.militaryRetiree'],
  ['selectedReserve', 'benefits.checker.flag.selectedReserve'],
];

const familyFlags: [Flag, string][] = [
  ['veteranDied', 'benefits.checker.flag.veteranDied'],
  ['veteranTotallyDisabled', 'benefits.checker.flag.veteranTotallyDisabled'],
];

interface Props {
  answers: EligibilityAnswers;
  onChange: (next: EligibilityAnswers) => void;
}

function FlagChecks({ flags, answers, onChange }: Props & { flags: [Flag, string][] }) {
  return (
    <Stack gap="xs">
      {flags.map(([key, label]) => (
        <Checkbox
          key={key}
          label={t(label, { age: PENSION_AGE })}
          checked={answers[key]}
          onChange={(e) => onChange({ ...answers, [key]: e.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}

/** The checker's questions; every answer is optional and changes the list at once. */
export function EligibilityCheckerForm({ answers, onChange }: Props) {
  const set = <K extends keyof EligibilityAnswers>(key: K, value: EligibilityAnswers[K]) =>
    onChange({ ...answers, [key]: value });
  const family = answers.role === 'family';
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('benefits.checker.iAm')}
        value={answers.role}
        onChange={(e) => set('role', e.currentTarget.value as Role)}
        data={said(roles)}
      />
      {family ? (
        <FlagChecks flags={familyFlags} answers={answers} onChange={onChange} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('benefits.checker.discharge')}
              value={answers.discharge}
              onChange={(e) => set('discharge', e.currentTarget.value as Discharge)}
              data={said(discharges)}
            />
            <NativeSelect
              label={t('benefits.checker.rating')}
              value={answers.rating === null ? '' : String(answers.rating)}
              onChange={(e) =>
                set('rating', e.currentTarget.value === '' ? null : Number(e.currentTarget.value))
              }
              data={withEmptyChoice(t('benefits.checker.noRating'), ratingSteps)}
            />
            <NumberInput
              label={t('benefits.checker.days', { date: readableDate(POST_911_FROM) })}
              description={t('benefits.checker.daysHelp')}
              value={answers.daysAfter911 ?? ''}
              min={0}
              max={20000}
              allowDecimal={false}
              allowNegative={false}
              onChange={(v) => set('daysAfter911', typeof v === 'number' ? v : null)}
            />
            <TextInput
              type="date"
              label={t('benefits.checker.entered')}
              description={t('benefits.checker.enteredHelp')}
              value={answers.enteredActiveDuty}
              onChange={(e) => set('enteredActiveDuty', e.currentTarget.value)}
            />
          </SimpleGrid>
          <FlagChecks flags={serviceFlags} answers={answers} onChange={onChange} />
        </>
      )}
    </Stack>
  );
}
