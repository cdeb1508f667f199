import { zodResolver } from '@hookform/resolvers/zod';
import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { valueField } from './value-field.ts';

type Fields = { amount: string };
const schema = z.object({ amount: z.string().refine((v) => Number(v) > 0, 'Enter an amount greater than 0') });

/** A form whose one rule is that the amount is a positive number, as the amount schemas say. */
function amountForm() {
  const f = createFormControl<Fields>({ resolver: zodResolver(schema), defaultValues: { amount: '' } });
  // useForm marks the form mounted once its component has rendered; values are read as set from then on.
  f.control._state.mount = true;
  // What useForm hands a component: the form's state as it is now.
  const form = {
    register: f.register,
    setValue: f.setValue,
    get formState() {
      return f.control._formState;
    },
  };
  return { f, form };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('an input bound to its field by value', () => {
  it('Given an untried form, when a wrong amount is typed, then the text is the field value, what the feature showed is dropped first, and no message shows yet', async () => {
    const { f, form } = amountForm();
    const seen: string[] = [];
    const field = valueField(form, 'amount', f.getValues('amount'), () => seen.push(`edit before ${f.getValues('amount') || 'nothing'}`));

    field.onChange('0');
    await settle();

    expect(seen).toEqual(['edit before nothing']);
    expect(f.getValues('amount')).toBe('0');
    expect(valueField(form, 'amount', f.getValues('amount')).error).toBeUndefined();
  });

  it('Given a form already submitted with a wrong amount, when the amount is corrected and then spoiled again, then the message goes and comes back', async () => {
    const { f, form } = amountForm();
    await f.handleSubmit(() => undefined)();
    expect(valueField(form, 'amount', '').error).toBe('Enter an amount greater than 0');

    valueField(form, 'amount', '').onChange('1.5');
    await settle();
    expect(valueField(form, 'amount', '1.5').error).toBeUndefined();

    valueField(form, 'amount', '1.5').onChange('0');
    await settle();
    expect(valueField(form, 'amount', '0').error).toBe('Enter an amount greater than 0');
  });
});
