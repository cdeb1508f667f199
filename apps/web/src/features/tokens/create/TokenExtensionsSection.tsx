import { TriangleAlert } from 'lucide-react';
import { extensionConflict, FEES, TEXTS, tokenExtensionsSchema, type TokenExtensions } from '@toolkit/shared';
import { Field } from '../../../shared/ui/index.ts';
import { sol } from '../ui/format.ts';
import { Toggle } from '../ui/Toggle.tsx';

/** The form's drafts of the Token-2022 extensions (issue 14.1); typed text stays text until submit. */
export interface ExtensionDraft {
  transferFee: { on: boolean; bps: string; maxFee: string };
  nonTransferable: boolean;
  interestBearing: { on: boolean; rate: string };
  defaultFrozen: boolean;
  permanentDelegate: { on: boolean; address: string };
}

export const NO_EXTENSIONS: ExtensionDraft = {
  transferFee: { on: false, bps: '100', maxFee: '' },
  nonTransferable: false,
  interestBearing: { on: false, rate: '' },
  defaultFrozen: false,
  permanentDelegate: { on: false, address: '' },
};

/** How many extensions are on: each adds the option price to the fee. */
export const extensionCount = (d: ExtensionDraft): number =>
  [d.transferFee.on, d.nonTransferable, d.interestBearing.on, d.defaultFrozen, d.permanentDelegate.on].filter(Boolean).length;

/** The `extensions` field as the server reads it, or the message saying what to fix (same rules as the server). */
export function checkExtensions(d: ExtensionDraft, revokeFreeze: boolean): { extensions: TokenExtensions } | { message: string } {
  const raw = {
    ...(d.transferFee.on ? { transferFee: { bps: d.transferFee.bps.trim(), maxFee: d.transferFee.maxFee.trim() || '0' } } : {}),
    ...(d.nonTransferable ? { nonTransferable: true } : {}),
    ...(d.interestBearing.on ? { interestBearing: { rate: d.interestBearing.rate.trim() } } : {}),
    ...(d.defaultFrozen ? { defaultFrozen: true } : {}),
    ...(d.permanentDelegate.on ? { permanentDelegate: d.permanentDelegate.address.trim() } : {}),
  };
  const parsed = tokenExtensionsSchema.safeParse(raw);
  if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? TEXTS.extensionsInvalid };
  const conflict = extensionConflict(parsed.data, revokeFreeze);
  return conflict ? { message: conflict.message } : { extensions: parsed.data };
}

/** A warning sign whose tooltip (and accessible name) says what the extension means for holders. */
function Risk({ text }: { text: string }) {
  return (
    <span tabIndex={0} title={text} aria-label={`Risk: ${text}`} className="ml-1 inline-flex align-middle text-warn">
      <TriangleAlert className="size-3.5" aria-hidden />
    </span>
  );
}

const PRICE = `+${sol(FEES.tokenCreationOption)}`;

/** "Advanced (Token-2022)": closed by default; each extension with a one-line explanation and its risk. */
export function TokenExtensionsSection({ value, onChange }: { value: ExtensionDraft; onChange(next: ExtensionDraft): void }) {
  const set = <K extends keyof ExtensionDraft>(key: K, v: ExtensionDraft[K]) => onChange({ ...value, [key]: v });
  return (
    <details className="group rounded-xl border border-line">
      <summary className="cursor-pointer select-none px-4 py-3 text-sm font-semibold uppercase tracking-wider text-muted">
        {TEXTS.extensionsTitle}
      </summary>
      <div className="space-y-4 px-4 pb-4">
        <Toggle
          label="Transfer fee"
          checked={value.transferFee.on}
          onChange={(on) => set('transferFee', { ...value.transferFee, on })}
          price={PRICE}
          description={
            <>
              A share of every transfer is withheld for you to collect
              <Risk text="Holders receive less than is sent; you can raise the fee later (it applies two epochs after the change)." />
            </>
          }
        />
        {value.transferFee.on && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Fee (basis points)"
              inputMode="numeric"
              value={value.transferFee.bps}
              onChange={(e) => set('transferFee', { ...value.transferFee, bps: e.target.value })}
              hint={`100 = 1 %; 0 to 10,000${Number(value.transferFee.bps) > 500 ? ' · above 5 % token pages flag it as a risk' : ''}`}
            />
            <Field
              label="Maximum fee (whole tokens)"
              inputMode="numeric"
              value={value.transferFee.maxFee}
              onChange={(e) => set('transferFee', { ...value.transferFee, maxFee: e.target.value })}
              hint="The most one transfer pays"
            />
          </div>
        )}
        <Toggle
          label="Non-transferable"
          checked={value.nonTransferable}
          onChange={(v) => set('nonTransferable', v)}
          price={PRICE}
          description={
            <>
              Soulbound: holders can never send it on
              <Risk text="Holders cannot sell, send or pool it; they can only burn it." />
            </>
          }
        />
        <Toggle
          label="Interest-bearing"
          checked={value.interestBearing.on}
          onChange={(on) => set('interestBearing', { ...value.interestBearing, on })}
          price={PRICE}
          description={
            <>
              Wallets show balances growing at a yearly rate
              <Risk text="Display only: no new tokens are minted, and you can change the rate at any time." />
            </>
          }
        />
        {value.interestBearing.on && (
          <Field
            label="Interest rate (% per year)"
            inputMode="decimal"
            value={value.interestBearing.rate}
            onChange={(e) => set('interestBearing', { ...value.interestBearing, rate: e.target.value })}
          />
        )}
        <Toggle
          label="Frozen by default"
          checked={value.defaultFrozen}
          onChange={(v) => set('defaultFrozen', v)}
          price={PRICE}
          description={
            <>
              New holders start frozen until you thaw them (permissioned tokens)
              <Risk text="Holders cannot move tokens until the freeze authority thaws their account." />
            </>
          }
        />
        <Toggle
          label="Permanent delegate"
          checked={value.permanentDelegate.on}
          onChange={(on) => set('permanentDelegate', { ...value.permanentDelegate, on })}
          price={PRICE}
          description={
            <>
              One address may move or burn tokens from any holder
              <Risk text="The delegate can take or burn anyone's tokens at any time, forever." />
            </>
          }
        />
        {value.permanentDelegate.on && (
          <div className="space-y-2">
            <p role="alert" className="rounded-lg border border-danger/60 bg-danger/10 px-3 py-2 text-xs font-semibold text-danger">
              Warning: this address can take or burn every holder's tokens, forever. Buyers and token pages will flag it.
            </p>
            <Field
              label="Delegate address"
              mono
              value={value.permanentDelegate.address}
              onChange={(e) => set('permanentDelegate', { ...value.permanentDelegate, address: e.target.value })}
            />
          </div>
        )}
      </div>
    </details>
  );
}
