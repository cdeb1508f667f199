import { Upload } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { TEXTS } from '@toolkit/shared';
import { inputClass } from './Field.tsx';
import { FieldLabel } from './FieldLabel.tsx';

/**
 * A list of lines pasted or uploaded as a CSV file (distribution's recipients, vesting's
 * schedules): the upload replaces what is typed, as a paste would.
 */
export function CsvField({
  label,
  placeholder,
  value,
  onChange,
  hint,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between">
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        <label className="inline-flex cursor-pointer items-center gap-1 text-sm text-accent">
          <Upload className="size-4" aria-hidden /> {TEXTS.distributionUploadCsv}
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void file.text().then(onChange);
            }}
          />
        </label>
      </div>
      <textarea
        id={id}
        rows={8}
        className={`${inputClass} resize-y font-mono`}
        placeholder={placeholder}
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && <p className="text-xs text-muted">{hint}</p>}
    </div>
  );
}
