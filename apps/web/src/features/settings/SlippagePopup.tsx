import { useId, useState } from 'react';
import { useForm, useWatch, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import * as Tabs from '@radix-ui/react-tabs';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { Gauge } from 'lucide-react';
import { toast } from 'sonner';
import { TEXTS, type SettingMode } from '@toolkit/shared';
import { isHighSlippage } from '../../shared/guards/index.ts';
import { Button, HeaderPopover } from '../../shared/ui/index.ts';
import {
  SLIPPAGE_TABS,
  applyDraft,
  draftFromSettings,
  effectiveValue,
  formatSettingValue,
  slippageDraftResolver,
  type SlippageDraft,
  type SlippageTab,
} from './slippage-draft.ts';
import { useSettings } from './use-settings.ts';

const MODES: { value: SettingMode; label: string }[] = [
  { value: 'auto', label: 'Auto' },
  { value: 'ultra', label: 'Ultra' },
  { value: 'custom', label: 'Custom' },
];

/**
 * Slippage & Priority (spec 2; DESIGN.md 9): a tab per setting with Auto / Ultra / Custom, the
 * preset numbers beside each mode, and a summary of the three values in force. Nothing applies
 * until Save.
 */
export function SlippagePopup() {
  const { settings, save } = useSettings();
  const [open, setOpen] = useState(false);
  const form = useForm<SlippageDraft>({ resolver: slippageDraftResolver, defaultValues: draftFromSettings(settings) });
  const draft = useWatch({ control: form.control }) as SlippageDraft;
  const { errors, isSubmitted } = form.formState;

  const onOpenChange = (next: boolean) => {
    // Each opening starts from the settings in force, with no errors shown.
    if (next) form.reset(draftFromSettings(settings));
    setOpen(next);
  };

  const onSave = form.handleSubmit((values) => {
    const result = applyDraft(settings, values);
    if (!result.ok) return;
    void save(result.settings);
    toast.success(TEXTS.settingSaved);
    setOpen(false);
  });

  return (
    <HeaderPopover
      label="Slippage & Priority"
      icon={<Gauge className="size-4" aria-hidden />}
      open={open}
      onOpenChange={onOpenChange}
      className="w-[min(24rem,calc(100vw-1.5rem))]"
      headerClassName="mb-4"
    >
      <Tabs.Root defaultValue="priority">
        <Tabs.List aria-label="Setting" className="mb-4 grid grid-cols-3 gap-1 rounded-xl bg-bg p-1">
          {SLIPPAGE_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              className="rounded-lg px-2 py-2 text-xs font-semibold text-muted data-[state=active]:bg-surface-2 data-[state=active]:text-fg sm:text-sm"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SLIPPAGE_TABS.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id}>
            <ModeChooser
              tab={tab}
              mode={draft.modes[tab.id]}
              error={errors.custom?.[tab.id]}
              onMode={(mode) => form.setValue(`modes.${tab.id}`, mode, { shouldValidate: isSubmitted })}
              custom={form.register(`custom.${tab.id}`)}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <section aria-label="Current values" className="mt-5 rounded-xl border border-line bg-bg/60 p-3">
        <dl className="space-y-1.5 text-sm">
          {SLIPPAGE_TABS.map((tab) => {
            const value = effectiveValue(tab, draft);
            return (
              <div key={tab.id} className="flex justify-between gap-4">
                <dt className="text-muted">{tab.label}</dt>
                <dd className="font-mono tabular">
                  <span className="mr-2 font-sans text-xs uppercase text-muted">{draft.modes[tab.id]}</span>
                  {value === null ? '—' : formatSettingValue(tab, value)}
                </dd>
              </div>
            );
          })}
        </dl>
      </section>
      {SLIPPAGE_TABS.some((tab) => tab.unit === '%' && isHighSlippage(effectiveValue(tab, draft) ?? 0)) && (
        <p role="status" className="mt-3 rounded-xl border border-warn/40 bg-warn/10 px-3 py-2 text-xs text-warn">
          {TEXTS.slippageHighWarning}
        </p>
      )}
      <Button className="mt-5 w-full" onClick={() => void onSave()}>
        {TEXTS.save}
      </Button>
    </HeaderPopover>
  );
}

function ModeChooser({
  tab,
  mode,
  error,
  onMode,
  custom,
}: {
  tab: SlippageTab;
  mode: SettingMode;
  /** Set once a save was tried with an invalid custom value; follows each edit after that. */
  error: FieldError | undefined;
  onMode: (mode: SettingMode) => void;
  custom: UseFormRegisterReturn;
}) {
  const inputId = useId();
  const errorId = useId();
  const customLabel = tab.unit === 'SOL' ? `Custom ${tab.label.toLowerCase()} fee (SOL)` : `Custom ${tab.label.toLowerCase()} (%)`;
  return (
    <div className="space-y-3">
      <RadioGroup.Root
        value={mode}
        onValueChange={(v) => onMode(v as SettingMode)}
        aria-label={`${tab.label} mode`}
        className="grid grid-cols-3 gap-2"
      >
        {MODES.map((m) => (
          <RadioGroup.Item
            key={m.value}
            value={m.value}
            className="flex flex-col items-center rounded-xl border border-line px-2 py-2.5 text-sm font-semibold text-muted transition-colors hover:border-accent/50 data-[state=checked]:border-accent data-[state=checked]:bg-accent/10 data-[state=checked]:text-fg"
          >
            {m.label}
            <span className="mt-0.5 font-mono text-xs font-normal tabular text-muted">
              {m.value === 'custom' ? 'your value' : formatSettingValue(tab, tab.presets[m.value])}
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {mode === 'custom' && (
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm text-muted">
            {customLabel}
          </label>
          <div className="flex items-center rounded-xl border border-line bg-bg focus-within:border-accent">
            <input
              id={inputId}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              {...custom}
              aria-invalid={!!error}
              aria-describedby={error ? errorId : undefined}
              className="w-full bg-transparent px-3 py-2.5 font-mono tabular outline-none"
            />
            <span className="pr-3 text-sm text-muted">{tab.unit}</span>
          </div>
          {error && (
            <p id={errorId} className="mt-1 text-xs text-danger">
              {error.message}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
