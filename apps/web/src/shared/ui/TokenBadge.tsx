import { NATIVE_MINT } from '@toolkit/shared';
import { cn } from './cn.ts';
import { SolIcon } from './SolIcon.tsx';

/**
 * A round badge with the token's initials: the logo of a token without an image (`TokenLogo`).
 * Native SOL, known by its mint (a token calling itself "SOL" is not it), has SOL's own icon.
 */
export function TokenBadge({ mint, symbol, large }: { mint: string; symbol: string; large?: boolean }) {
  if (mint === NATIVE_MINT) return <SolIcon className={large ? 'size-8' : 'size-5'} />;
  const hue = [...symbol].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return (
    <span
      aria-hidden
      className={cn('inline-grid shrink-0 place-items-center rounded-full font-semibold text-black', large ? 'size-8 text-xs' : 'size-5 text-[9px]')}
      style={{ background: `hsl(${hue} 70% 68%)` }}
    >
      {symbol.slice(0, large ? 3 : 2)}
    </span>
  );
}
