/**
 * Field errors shown where the field is, one way for every form: the form's own
 * check and the server's answer both land on the field by react-hook-form's errors, and the
 * wrong field takes the focus.
 */
import type { FieldValues, Path, UseFormRegister, UseFormSetError } from 'react-hook-form';
import { fieldOf, messageOf } from '../api/index.ts';

/** One focus handle per input: the form sees the same ref each render, so re-attaching it is a no-op. */
const handles = new WeakMap<HTMLElement, { focus(): void }>();

/**
 * A ref for an input the form sets by value (`AmountInput`, `MintField`, a token button): it lets
 * the form focus that input like a registered one, so the first wrong field takes the focus on
 * submit and a server answer naming the field focuses it. Only `focus` is handed over: the form
 * never writes into an input that keeps its own text. The handle is kept per input: a new one
 * each render would re-register the field, which notifies the form's watchers, which render again.
 */
export function focusRef<T extends FieldValues>(register: UseFormRegister<T>, name: Path<T>) {
  const { ref } = register(name);
  return (el: HTMLElement | null) => {
    if (!el) return ref(null);
    let handle = handles.get(el);
    if (!handle) {
      handle = { focus: () => el.focus() };
      handles.set(el, handle);
    }
    ref(handle);
  };
}

/**
 * Shows a refused call under the field it names: a 4xx answer carries the request's `field`, and
 * `fields` maps those request names to the form's own (most are the same). The field takes the
 * focus. False when the answer names none of them, so the caller reports it for the whole form.
 */
export function showOnField<T extends FieldValues>(setError: UseFormSetError<T>, e: unknown, fields: Partial<Record<string, Path<T>>>): boolean {
  const named = fieldOf(e);
  const target = named === undefined ? undefined : fields[named];
  if (!target) return false;
  setError(target, { type: 'server', message: messageOf(e, '') }, { shouldFocus: true });
  return true;
}
