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
    <span tabIndex={0} title={text} aria-label={TEXTS.extensionFields.riskLabel(text)} className="ml-1 inline-flex align-middle text-warn">
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
          label={TEXTS.extensionOptions.transferFee.label}
          checked={value.transferFee.on}
          onChange={(on) => set('transferFee', { ...value.transferFee, on })}
          price={PRICE}
          description={
            <>
              {TEXTS.extensionOptions.transferFee.explanation}
              <Risk text={TEXTS.extensionOptions.transferFee.risk} />
            </>
          }
        />
        {value.transferFee.on && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={TEXTS.extensionFields.feeBps}
              inputMode="numeric"
              value={value.transferFee.bps}
              onChange={(e) => set('transferFee', { ...value.transferFee, bps: e.target.value })}
              hint={TEXTS.extensionFields.feeBpsHint + (Number(value.transferFee.bps) > 500 ? TEXTS.extensionFields.feeBpsHighHint : '')}
            />
            <Field
              label={TEXTS.extensionFields.maxFee}
              inputMode="numeric"
              value={value.transferFee.maxFee}
              onChange={(e) => set('transferFee', { ...value.transferFee, maxFee: e.target.value })}
              hint={TEXTS.extensionFields.maxFeeHint}
            />
          </div>
        )}
        <Toggle
          label={TEXTS.extensionOptions.nonTransferable.label}
          checked={value.nonTransferable}
          onChange={(v) => set('nonTransferable', v)}
          price={PRICE}
          description={
            <>
              {TEXTS.extensionOptions.nonTransferable.explanation}
              <Risk text={TEXTS.extensionOptions.nonTransferable.risk} />
            </>
          }
        />
        <Toggle
          label={TEXTS.extensionOptions.interestBearing.label}
          checked={value.interestBearing.on}
          onChange={(on) => set('interestBearing', { ...value.interestBearing, on })}
          price={PRICE}
          description={
            <>
              {TEXTS.extensionOptions.interestBearing.explanation}
              <Risk text={TEXTS.extensionOptions.interestBearing.risk} />
            </>
          }
        />
        {value.interestBearing.on && (
          <Field
            label={TEXTS.extensionFields.interestRate}
            inputMode="decimal"
            value={value.interestBearing.rate}
            onChange={(e) => set('interestBearing', { ...value.interestBearing, rate: e.target.value })}
          />
        )}
        <Toggle
          label={TEXTS.extensionOptions.defaultFrozen.label}
          checked={value.defaultFrozen}
          onChange={(v) => set('defaultFrozen', v)}
          price={PRICE}
          description={
            <>
              {TEXTS.extensionOptions.defaultFrozen.explanation}
              <Risk text={TEXTS.extensionOptions.defaultFrozen.risk} />
            </>
          }
        />
        <Toggle
          label={TEXTS.extensionOptions.permanentDelegate.label}
          checked={value.permanentDelegate.on}
          onChange={(on) => set('permanentDelegate', { ...value.permanentDelegate, on })}
          price={PRICE}
          description={
            <>
              {TEXTS.extensionOptions.permanentDelegate.explanation}
              <Risk text={TEXTS.extensionOptions.permanentDelegate.risk} />
            </>
          }
        />
        {value.permanentDelegate.on && (
          <div className="space-y-2">
            <p role="alert" className="rounded-lg border border-danger/60 bg-danger/10 px-3 py-2 text-xs font-semibold text-danger">
              {TEXTS.extensionFields.delegateWarning}
            </p>
            <Field
              label={TEXTS.extensionFields.delegateAddress}
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
