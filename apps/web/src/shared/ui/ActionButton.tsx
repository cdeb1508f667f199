import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { TEXTS } from '@toolkit/shared';
import { useWalletSession } from '../session/index.ts';
import { Button, type ButtonProps } from './Button.tsx';

/**
 * The spec's action button: 'Connect Wallet' until a wallet is connected (and clicking it starts
 * the connect flow), then the action label; while busy it is disabled with a progress label. A
 * button that cannot act yet says why under it (`reason`) instead of just greying out.
 */
export interface ActionButtonProps extends Omit<ButtonProps, 'children'> {
  label: string;
  busyLabel?: string;
  busy?: boolean;
  /** The connect-wallet text; the token creator uses the spec's lower-case 'Connect wallet'. */
  connectLabel?: string;
  /** Why the action cannot run yet; set, the button is disabled and the reason shows under it. */
  reason?: string | null;
}

export function ActionButton({
  label,
  busyLabel,
  busy = false,
  connectLabel = TEXTS.connectWallet,
  onClick,
  disabled,
  reason,
  className,
  ...rest
}: ActionButtonProps) {
  const session = useWalletSession();
  const reasonId = useId();
  if (!session.connected) {
    return (
      <Button {...rest} className={className} onClick={session.connect} disabled={session.connecting} aria-busy={session.connecting}>
        {session.connecting && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {session.connecting ? TEXTS.connecting : connectLabel}
      </Button>
    );
  }
  const button = (
    <Button
      {...rest}
      className={className}
      onClick={onClick}
      disabled={disabled || busy || !!reason}
      aria-busy={busy}
      aria-describedby={reason && !busy ? reasonId : undefined}
    >
      {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
      {busy ? (busyLabel ?? label) : label}
    </Button>
  );
  if (!reason || busy) return button;
  return (
    <div className="flex flex-col gap-1.5">
      {button}
      <p id={reasonId} className="text-center text-xs text-muted">
        {reason}
      </p>
    </div>
  );
}
