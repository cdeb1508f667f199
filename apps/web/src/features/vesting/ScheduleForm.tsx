/**
 * The schedule's shared fields: when vesting starts, the first unlock, how often and how many
 * times more unlocks, and who may cancel or change the recipient, in plain words (no one, by
 * default: a team allocation nobody can take back).
 */
import { CANCEL_RIGHT_WORDS, RECIPIENT_RIGHT_WORDS, VESTING_RIGHTS, type VestingRight } from '@toolkit/shared';
import { Field, Select } from '../../shared/ui/index.ts';
import type { ScheduleFields } from './schedule-fields.ts';

export function ScheduleForm({
  fields,
  onChange,
  errors,
}: {
  fields: ScheduleFields;
  onChange(next: ScheduleFields): void;
  errors: Partial<Record<string, string>>;
}) {
  const set = <K extends keyof ScheduleFields>(key: K, value: ScheduleFields[K]) => onChange({ ...fields, [key]: value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Vesting start"
        type="datetime-local"
        step={1}
        value={fields.startTime}
        onChange={(e) => set('startTime', e.target.value)}
        error={errors.startTime}
      />
      <Field
        label="First unlock (cliff)"
        type="datetime-local"
        step={1}
        value={fields.cliffTime}
        onChange={(e) => set('cliffTime', e.target.value)}
        error={errors.cliffTime}
      />
      <Field
        label="Seconds between unlocks"
        inputMode="numeric"
        tabular
        hint="86400 = a day, 604800 = a week, 2592000 = 30 days"
        value={fields.frequencySeconds}
        onChange={(e) => set('frequencySeconds', e.target.value)}
        error={errors.frequencySeconds}
      />
      <Field
        label="Number of periods after the first unlock"
        inputMode="numeric"
        tabular
        value={fields.numberOfPeriods}
        onChange={(e) => set('numberOfPeriods', e.target.value)}
        error={errors.numberOfPeriods}
      />
      <Select label="Who can cancel" value={fields.cancelMode} onChange={(e) => set('cancelMode', e.target.value as VestingRight)}>
        {VESTING_RIGHTS.map((r) => (
          <option key={r} value={r}>
            {CANCEL_RIGHT_WORDS[r]}
          </option>
        ))}
      </Select>
      <Select
        label="Who can change the recipient"
        value={fields.updateRecipientMode}
        onChange={(e) => set('updateRecipientMode', e.target.value as VestingRight)}
      >
        {VESTING_RIGHTS.map((r) => (
          <option key={r} value={r}>
            {RECIPIENT_RIGHT_WORDS[r]}
          </option>
        ))}
      </Select>
    </div>
  );
}
