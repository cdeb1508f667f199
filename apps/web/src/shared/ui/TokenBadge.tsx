import { cn } from './cn.ts';
import { SolIcon } from './SolIcon.tsx';

/** A round badge with the token's initials: the logo of a token without an image (`TokenLogo`). */
export function TokenBadge({ symbol, large }: { symbol: string; large?: boolean }) {
  if (symbol === 'SOL') return <SolIcon className={large ? 'size-8' : 'size-5'} />;
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
