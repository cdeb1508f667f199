import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NATIVE_MINT } from '@toolkit/shared';
import { TokenLogo } from './TokenLogo.tsx';

describe('TokenLogo', () => {
  it("Given native SOL, When its logo shows, Then it is SOL's icon", () => {
    expect(renderToStaticMarkup(<TokenLogo mint={NATIVE_MINT} symbol="SOL" />)).toContain('<svg');
  });

  it('Given a token of another mint calling itself "SOL", When its logo shows, Then it gets its own lettered badge, not SOL\'s icon', () => {
    const html = renderToStaticMarkup(<TokenLogo mint="Fake5o11111111111111111111111111111111111112" symbol="SOL" />);
    expect(html).not.toContain('<svg');
    expect(html).toContain('>SO</span>');
  });
});
