import { useRef, useState, type PointerEvent } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Activity, Check, ChevronDown, Copy, Loader2, LogOut, Repeat2, Wallet } from 'lucide-react';
import { TEXTS, shortenAddress } from '@toolkit/shared';
import { Button, useCopied } from '../../shared/ui/index.ts';
import { useWallet } from './use-wallet.ts';
import { WalletActivityDialog } from './WalletActivityDialog.tsx';

const MENU_ITEM =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-2 data-[highlighted]:text-fg';

/**
 * The top bar's wallet button (spec 2 "Wallet button"): Connect Wallet / Connecting... / the
 * shortened address with a copy icon and a menu that opens on hover and from the keyboard.
 * A wallet error shows in red beneath it.
 */
export function WalletButton() {
  const wallet = useWallet();
  const { copied, copy } = useCopied();
  const [menuOpen, setMenuOpen] = useState(false);
  const [activityOpen, setActivityOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const openedByHover = useRef(false);

  // A mouse hovering opens the menu; leaving closes it after a short grace so the pointer can
  // reach it. Touch and keyboard use the trigger as a normal menu button.
  const hoverOpen = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    if (!menuOpen) openedByHover.current = true;
    setMenuOpen(true);
  };
  const hoverClose = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setMenuOpen(false), 200);
  };
  // The click that follows a hover should not toggle the just-opened menu shut.
  const keepHoverOpen = (e: PointerEvent) => {
    if (openedByHover.current && menuOpen) e.preventDefault();
    openedByHover.current = false;
  };
  const onOpenChange = (open: boolean) => {
    if (!open) openedByHover.current = false;
    setMenuOpen(open);
  };

  return (
    <div className="relative">
      {wallet.connected && wallet.walletAddress ? (
        <div
          className="flex items-center gap-1"
          onPointerEnter={hoverOpen}
          // The button can appear under a pointer that has not moved since (right after connecting):
          // no enter event fires then, so the first move opens the menu too.
          onPointerMove={(e) => !menuOpen && hoverOpen(e)}
          onPointerLeave={hoverClose}
        >
          <DropdownMenu.Root open={menuOpen} onOpenChange={onOpenChange} modal={false}>
            <DropdownMenu.Trigger asChild>
              <Button variant="secondary" className="font-mono tabular" title={wallet.walletAddress} onPointerDown={keepHoverOpen}>
                <Wallet className="size-4 text-accent" aria-hidden />
                {shortenAddress(wallet.walletAddress)}
                <ChevronDown className="size-4 text-muted" aria-hidden />
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={6}
                onPointerEnter={hoverOpen}
                onPointerLeave={hoverClose}
                className="z-50 min-w-52 rounded-xl border border-line bg-surface p-1.5 shadow-2xl"
              >
                <DropdownMenu.Item className={MENU_ITEM} onSelect={() => void copy(wallet.walletAddress!)}>
                  <Copy className="size-4" aria-hidden /> {TEXTS.copyAddress}
                </DropdownMenu.Item>
                <DropdownMenu.Item className={MENU_ITEM} onSelect={() => setActivityOpen(true)}>
                  <Activity className="size-4" aria-hidden /> {TEXTS.walletActivity}
                </DropdownMenu.Item>
                <DropdownMenu.Item className={MENU_ITEM} onSelect={() => void wallet.change()}>
                  <Repeat2 className="size-4" aria-hidden /> {TEXTS.changeWallet}
                </DropdownMenu.Item>
                <DropdownMenu.Separator className="my-1 h-px bg-line" />
                <DropdownMenu.Item className={`${MENU_ITEM} text-danger`} onSelect={wallet.disconnect}>
                  <LogOut className="size-4" aria-hidden /> {TEXTS.disconnect}
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
          <button
            type="button"
            onClick={() => void copy(wallet.walletAddress!)}
            aria-label={copied ? 'Address copied' : 'Copy wallet address'}
            // On a phone the menu's Copy Address does it: the bar keeps to the screen's width.
            className="hidden size-10 items-center justify-center rounded-xl text-muted hover:bg-surface-2 hover:text-fg sm:inline-flex"
          >
            {copied ? <Check className="size-4 text-ok" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          </button>
        </div>
      ) : (
        <Button onClick={wallet.connect} disabled={wallet.connecting} aria-busy={wallet.connecting}>
          {wallet.connecting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Wallet className="size-4" aria-hidden />}
          {wallet.connecting ? TEXTS.connecting : TEXTS.connectWallet}
        </Button>
      )}
      <WalletActivityDialog open={activityOpen && wallet.connected} onOpenChange={setActivityOpen} />
      {wallet.userWalletError && !wallet.connected && (
        <p role="alert" className="absolute right-0 top-full mt-1 w-max max-w-[min(20rem,80vw)] text-right text-xs font-medium text-danger">
          {wallet.userWalletError}
        </p>
      )}
    </div>
  );
}
