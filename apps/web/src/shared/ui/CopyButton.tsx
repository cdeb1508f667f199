import { Check, Copy } from 'lucide-react';
import { useCopied } from './useCopied.ts';
import { cn } from './cn.ts';

/** An icon button that copies `value` and shows a check for 2 seconds. */
export function CopyButton({ value, label, className }: { value: string; label: string; className?: string }) {
  const { copied, copy } = useCopied();
  return (
    <button
      type="button"
      onClick={() => void copy(value)}
      aria-label={copied ? 'Copied' : label}
      title={copied ? 'Copied' : label}
      className={cn('inline-flex size-10 items-center justify-center rounded-xl border border-line bg-surface-2 hover:border-accent/60', className)}
    >
      {copied ? <Check className="size-4 text-ok" aria-hidden /> : <Copy className="size-4" aria-hidden />}
    </button>
  );
}
