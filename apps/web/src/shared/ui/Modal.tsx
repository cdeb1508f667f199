import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const WIDTHS = {
  md: 'max-h-[90dvh] w-[min(92vw,520px)]',
  lg: 'max-h-[92dvh] w-[min(94vw,560px)]',
} as const;

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** Shown under the title; without one, the title doubles as the (screen-reader only) description. */
  description?: string;
  /** While work runs the dialog stays open: Escape, an outside click and the close button do nothing. */
  busy?: boolean;
  size?: keyof typeof WIDTHS;
  children: ReactNode;
}

/**
 * The app's one dialog (spec 2 "Modals"): Radix gives it a title and description, traps focus,
 * and closes it on Escape or an outside click.
 */
export function Modal({ open, onOpenChange, title, description, busy = false, size = 'md', children }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface p-6 shadow-2xl',
            WIDTHS[size],
          )}
        >
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              <Dialog.Description className={description ? 'mt-1 text-sm text-muted' : 'sr-only'}>{description ?? title}</Dialog.Description>
            </div>
            <Dialog.Close
              className="rounded-lg p-1 text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-40"
              aria-label="Close"
              disabled={busy}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
