import { useId, type InputHTMLAttributes } from 'react';

export const inputClass =
  'w-full rounded-xl border border-line bg-bg/60 px-3.5 py-2.5 text-sm text-fg placeholder:text-muted/60 outline-none focus:border-accent/70';

export function Field({ label, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">{label}{input.required && <span className="ml-0.5 text-danger" aria-hidden>*</span>}</label>
      <input id={id} className={inputClass} {...input} />
    </div>
  );
}
