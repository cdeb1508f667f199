import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/** A dialog that closes on an outside click or Escape (spec 2 "Modals"); not while work runs. */
export function Modal({
  open,
  onOpenChange,
  title,
  subtitle,
  busy = false,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  subtitle?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[92dvh] w-[min(94vw,560px)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface p-6 shadow-2xl">
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              <Dialog.Description className={subtitle ? 'mt-1 text-sm text-muted' : 'sr-only'}>{subtitle ?? title}</Dialog.Description>
            </div>
            <Dialog.Close className="rounded-lg p-1 text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-40" aria-label="Close" disabled={busy}>
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
