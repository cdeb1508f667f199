/** A token's name or symbol as a link to its trading page (SOL has none: it is the price token). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NATIVE_MINT } from '@toolkit/shared';
import { tokenPath } from '../routes.ts';
import { cn } from './cn.ts';

export function TokenLink({ mint, children, label, className }: { mint: string; children: ReactNode; label?: string; className?: string }) {
  if (mint === NATIVE_MINT) return <>{children}</>;
  return (
    <Link to={tokenPath(mint)} aria-label={label} title={label} className={cn('hover:text-accent hover:underline', className)}>
      {children}
    </Link>
  );
}
