/**
 * The wiring of an input the form sets by value (`AmountInput`, `MintField`) to one field, the same
 * in every form: the watched text, the field's message, the focus handle, and a change that checks
 * the field again once the form has been submitted (before that, typing shows no message yet).
 */
import { get, type FieldError, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { focusRef } from './field-errors.ts';

type ValueForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'setValue' | 'formState'>;

/**
 * Spread on the input: `<AmountInput {...valueField(form, 'amount', amount)} />`. `value` is the
 * field's watched text (the form watches it once, for its own use too); `onEdit` runs before each
 * change is set, for a feature that drops what it showed for the old value (an outcome, a quote).
 */
export function valueField<T extends FieldValues, N extends Path<T>>(form: ValueForm<T>, name: N, value: string, onEdit?: () => void) {
  return {
    ref: focusRef(form.register, name),
    value,
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
    onChange: (text: string) => {
      onEdit?.();
      form.setValue(name, text as PathValue<T, N>, { shouldValidate: form.formState.isSubmitted });
    },
  };
}
