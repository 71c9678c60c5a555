import { Checkbox, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Discharge, EligibilityAnswers, Role } from './eligibilityRules';

const roles: { value: Role; label: string }[] = [
  { value: 'veteran', label: 'A veteran' },
  { value: 'serviceMember', label: 'Serving now (active duty, Guard or Reserve)' },
  { value: 'family', label: 'A spouse, child or parent of a veteran or service member' },
];

const discharges: { value: Discharge; label: string }[] = [
  { value: 'unknown', label: 'Not yet, or I would rather not say' },
  { value: 'honorable', label: 'Honorable' },
  { value: 'general', label: 'General (under honorable conditions)' },
  { value: 'otherThanHonorable', label: 'Other than honorable' },
  { value: 'dishonorable', label: 'Dishonorable' },
];

const ratings = [
  { value: '', label: 'No VA rating' },
  ...Array.from({ length: 11 }, (_, i) => ({ value: String(i * 10), label: `${i * 10}%` })),
];

type Flag = {
  [K in keyof EligibilityAnswers]: EligibilityAnswers[K] extends boolean ? K : never;
}[keyof EligibilityAnswers];

const serviceFlags: [Flag, string][] = [
  ['wartimeService', 'I served at least one day during a wartime period'],
  [
    'pensionSituation',
    'I am 65 or older, live in a nursing home, receive SSDI or SSI, or am permanently and totally disabled',
  ],
  ['purpleHeart', 'I received a Purple Heart'],
  ['formerPow', 'I am a former prisoner of war'],
  ['medalOfHonor', 'I received the Medal of Honor'],
  ['militaryRetiree', 'I am a military retiree'],
  ['selectedReserve', 'I serve or served in the Selected Reserve'],
];

const familyFlags: [Flag, string][] = [
  [
    'veteranDied',
    'The service member or veteran died in the line of duty or of a service-connected condition',
  ],
  [
    'veteranTotallyDisabled',
    'The veteran is permanently and totally disabled due to a service-connected disability',
  ],
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
          label={label}
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
        label="I am"
        value={answers.role}
        onChange={(e) => set('role', e.currentTarget.value as Role)}
        data={roles}
      />
      {family ? (
        <FlagChecks flags={familyFlags} answers={answers} onChange={onChange} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Discharge"
              value={answers.discharge}
              onChange={(e) => set('discharge', e.currentTarget.value as Discharge)}
              data={discharges}
            />
            <NativeSelect
              label="Combined VA service-connected rating"
              value={answers.rating === null ? '' : String(answers.rating)}
              onChange={(e) =>
                set('rating', e.currentTarget.value === '' ? null : Number(e.currentTarget.value))
              }
              data={ratings}
            />
            <NumberInput
              label="Days of active duty on or after September 11, 2001"
              description="All periods added together. Leave empty if none."
              value={answers.daysAfter911 ?? ''}
              min={0}
              max={20000}
              allowDecimal={false}
              allowNegative={false}
              onChange={(v) => set('daysAfter911', typeof v === 'number' ? v : null)}
            />
            <TextInput
              type="date"
              label="Date you first entered active duty"
              description="Leave empty if you do not know."
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
