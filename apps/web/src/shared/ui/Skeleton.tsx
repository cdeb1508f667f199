/**
 * Placeholders shaped like what is loading, instead of a bare "Loading...": the
 * layout does not jump when the data arrives, and screen readers hear one busy status.
 */
import { cn } from './cn.ts';

export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden className={cn('block animate-pulse rounded-lg bg-surface-2/80', className)} />;
}

/** A page or a list still loading: a few grey lines, announced as `label`. */
export function SkeletonBlock({ label, lines = 3, className }: { label: string; lines?: number; className?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={cn('flex flex-col gap-3', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn('h-10', i === 0 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}
