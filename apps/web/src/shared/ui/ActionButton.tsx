import { Loader2 } from 'lucide-react';
import { TEXTS } from '@toolkit/shared';
import { useWalletSession } from '../session/index.ts';
import { Button, type ButtonProps } from './Button.tsx';

/**
 * The spec's action button: 'Connect Wallet' until a wallet is connected (and clicking it starts
 * the connect flow), then the action label; while busy it is disabled with a progress label.
 */
export interface ActionButtonProps extends Omit<ButtonProps, 'children'> {
  label: string;
  busyLabel?: string;
  busy?: boolean;
  /** The connect-wallet text; the token creator uses the spec's lower-case 'Connect wallet'. */
  connectLabel?: string;
}

export function ActionButton({
  label,
  busyLabel,
  busy = false,
  connectLabel = TEXTS.connectWallet,
  onClick,
  disabled,
  className,
  ...rest
}: ActionButtonProps) {
  const session = useWalletSession();
  if (!session.connected) {
    return (
      <Button {...rest} className={className} onClick={session.connect} disabled={session.connecting} aria-busy={session.connecting}>
        {session.connecting && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {session.connecting ? TEXTS.connecting : connectLabel}
      </Button>
    );
  }
  return (
    <Button {...rest} className={className} onClick={onClick} disabled={disabled || busy} aria-busy={busy}>
      {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
      {busy ? (busyLabel ?? label) : label}
    </Button>
  );
}
