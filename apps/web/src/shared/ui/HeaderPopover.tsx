import * as Popover from '@radix-ui/react-popover';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { cn } from './cn.ts';

export interface HeaderPopoverProps {
  /** The trigger's accessible name, its text on wide screens, the panel's name and its heading. */
  label: string;
  icon: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** Width and spacing of the panel. */
  className?: string;
  headerClassName?: string;
  children: ReactNode;
}

/** A header button that opens a titled settings panel (a modal popover with a close button). */
export function HeaderPopover({ label, icon, open, onOpenChange, className, headerClassName, children }: HeaderPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange} modal>
      <Popover.Trigger asChild>
        <Button variant="ghost" aria-label={label} className="px-3">
          {icon}
          <span className="hidden md:inline">{label}</span>
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label={label}
          className={cn('z-50 rounded-2xl border border-line bg-surface p-5 shadow-2xl', className)}
        >
          <div className={cn('flex items-center justify-between', headerClassName)}>
            <h2 className="text-base font-semibold">{label}</h2>
            <Popover.Close className="rounded-lg p-1.5 text-muted hover:bg-surface-2 hover:text-fg" aria-label="Close">
              <X className="size-4" aria-hidden />
            </Popover.Close>
          </div>
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
