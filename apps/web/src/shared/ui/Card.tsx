import type { HTMLAttributes } from 'react';
import { cn } from './cn.ts';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-2xl border border-line bg-surface/90 p-6 shadow-xl shadow-black/30 backdrop-blur', className)} {...rest} />;
}
