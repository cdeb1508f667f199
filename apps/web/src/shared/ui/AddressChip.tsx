import { shortenAddress } from '@toolkit/shared';
import { CopyButton } from './CopyButton.tsx';

/** A shortened address (4...4) with its full value on hover and a copy button. */
export function AddressChip({ address, label = 'Copy address' }: { address: string; label?: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="font-mono text-sm tabular" title={address}>
        {shortenAddress(address)}
      </span>
      <CopyButton value={address} label={label} className="size-7 rounded-lg border-0 bg-transparent" />
    </span>
  );
}
