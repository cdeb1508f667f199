import { useEffect, useRef } from 'react';
import { TriangleAlert } from 'lucide-react';
import { extensionConflict, FEES, TEXTS, tokenExtensionsSchema, type TokenExtensions } from '@toolkit/shared';
import { Field, FieldMessage } from '../../../shared/ui/index.ts';
import { sol } from '../ui/format.ts';
import { Toggle } from '../ui/Toggle.tsx';

/** The form's drafts of the Token-2022 extensions; typed text stays text until submit. */
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

/** What to fix in the section: the message, and the draft's field it concerns ("transferFee.bps", "permanentDelegate", ...). */
export interface ExtensionProblem {
  field: string;
  message: string;
}

/** The `extensions` field as the server reads it, or what to fix and where (same rules as the server). */
export function checkExtensions(d: ExtensionDraft, revokeFreeze: boolean): { extensions: TokenExtensions } | ExtensionProblem {
  const raw = {
    ...(d.transferFee.on ? { transferFee: { bps: d.transferFee.bps.trim(), maxFee: d.transferFee.maxFee.trim() || '0' } } : {}),
    ...(d.nonTransferable ? { nonTransferable: true } : {}),
    ...(d.interestBearing.on ? { interestBearing: { rate: d.interestBearing.rate.trim() } } : {}),
    ...(d.defaultFrozen ? { defaultFrozen: true } : {}),
    ...(d.permanentDelegate.on ? { permanentDelegate: d.permanentDelegate.address.trim() } : {}),
  };
  const parsed = tokenExtensionsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { field: issue?.path.join('.') ?? '', message: issue?.message ?? TEXTS.extensionsInvalid };
  }
  const conflict = extensionConflict(parsed.data, revokeFreeze);
  return conflict ? { field: conflict.field.replace(/^extensions\./, ''), message: conflict.message } : { extensions: parsed.data };
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

/**
 * "Advanced (Token-2022)": closed by default; each extension with a one-line explanation and its
 * risk. A problem found on submit shows under the field it concerns, which takes the focus (the
 * section opens for it).
 */
export function TokenExtensionsSection({
  value,
  onChange,
  problem,
}: {
  value: ExtensionDraft;
  onChange(next: ExtensionDraft): void;
  problem?: ExtensionProblem | null;
}) {
  const set = <K extends keyof ExtensionDraft>(key: K, v: ExtensionDraft[K]) => onChange({ ...value, [key]: v });
  const at = (field: string) => (problem?.field === field ? problem.message : null);
  const section = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (!problem || !section.current) return;
    section.current.open = true;
    section.current.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem]')?.focus();
  }, [problem]);
  return (
    <details ref={section} className="group rounded-xl border border-line">
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
        <ToggleProblem message={at('transferFee')} />
        {value.transferFee.on && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={TEXTS.extensionFields.feeBps}
              inputMode="numeric"
              value={value.transferFee.bps}
              onChange={(e) => set('transferFee', { ...value.transferFee, bps: e.target.value })}
              error={at('transferFee.bps')}
              hint={TEXTS.extensionFields.feeBpsHint + (Number(value.transferFee.bps) > 500 ? TEXTS.extensionFields.feeBpsHighHint : '')}
            />
            <Field
              label={TEXTS.extensionFields.maxFee}
              inputMode="numeric"
              value={value.transferFee.maxFee}
              onChange={(e) => set('transferFee', { ...value.transferFee, maxFee: e.target.value })}
              error={at('transferFee.maxFee')}
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
        <ToggleProblem message={at('nonTransferable')} />
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
        <ToggleProblem message={at('interestBearing')} />
        {value.interestBearing.on && (
          <Field
            label={TEXTS.extensionFields.interestRate}
            inputMode="decimal"
            value={value.interestBearing.rate}
            onChange={(e) => set('interestBearing', { ...value.interestBearing, rate: e.target.value })}
            error={at('interestBearing.rate')}
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
        <ToggleProblem message={at('defaultFrozen')} />
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
              error={at('permanentDelegate')}
            />
          </div>
        )}
      </div>
    </details>
  );
}

/** A problem with a whole extension (a conflict with another), under its switch; focusable so the form can point at it. */
function ToggleProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div data-problem tabIndex={-1}>
      <FieldMessage message={message} />
    </div>
  );
}
