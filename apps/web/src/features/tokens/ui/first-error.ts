import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The message a form shows in its warning toast: the first failing field in the form's reading
 * order, else any other failure (a refinement over the whole form has no field).
 */
export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>, order: readonly string[]): string | undefined {
  const byName = errors as Record<string, { message?: unknown } | undefined>;
  for (const name of [...order, ...Object.keys(byName)]) {
    const message = byName[name]?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}
