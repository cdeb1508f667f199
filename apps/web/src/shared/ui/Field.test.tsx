import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AmountInput } from './amount/index.ts';
import { Field } from './Field.tsx';
import { Select } from './Select.tsx';

describe("a field's label and message", () => {
  it('Given a required field, when it shows, then its label carries the required mark hidden from its accessible name', () => {
    const html = renderToStaticMarkup(<Field label="Token Name" required id="name" />);
    expect(html).toContain(
      '<label for="name" class="text-sm font-medium text-fg/90">Token Name<span class="ml-0.5 text-danger" aria-hidden="true">*</span></label>',
    );
  });

  it('Given an optional field or a select, when it shows, then its label is the text alone', () => {
    expect(renderToStaticMarkup(<Field label="Website" id="site" />)).toContain(
      '<label for="site" class="text-sm font-medium text-fg/90">Website</label>',
    );
    expect(renderToStaticMarkup(<Select label="Token" />)).toMatch(/<label for="[^"]+" class="text-sm font-medium text-fg\/90">Token<\/label>/);
  });

  it('Given a required amount, when it shows, then it is labelled and marked the same way as any field', () => {
    const html = renderToStaticMarkup(<AmountInput label="Amount" required id="amount" value="" onChange={() => undefined} />);
    expect(html).toContain(
      '<label for="amount" class="text-sm font-medium text-fg/90">Amount<span class="ml-0.5 text-danger" aria-hidden="true">*</span></label>',
    );
  });

  it('Given a field with a message, when it shows, then the input is marked invalid and described by the message under it; without one, neither', () => {
    const wrong = renderToStaticMarkup(<Field label="Website" id="site" error="Use a full address" />);
    expect(wrong).toContain('aria-invalid="true" aria-describedby="site-error"');
    expect(wrong).toContain('<p id="site-error" role="alert" class="text-xs text-danger">Use a full address</p>');
    const fine = renderToStaticMarkup(<Field label="Website" id="site" />);
    expect(fine).not.toContain('aria-invalid');
    expect(fine).not.toContain('aria-describedby');
  });
});
