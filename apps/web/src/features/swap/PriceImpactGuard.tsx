/**
 * A price impact that costs real money, said before signing: a warning above 5 %, and above 15 %
 * a checkbox the user must tick before Swap is enabled (a new quote asks again).
 */
import { TEXTS } from '@toolkit/shared';
import { impactText, type ImpactLevel } from '../../shared/guards/index.ts';

export function PriceImpactGuard({
  impact,
  percent,
  confirmed,
  onConfirm,
}: {
  impact: ImpactLevel;
  percent: number;
  confirmed: boolean;
  onConfirm(confirmed: boolean): void;
}) {
  if (impact === 'none') return null;
  const severe = impact === 'confirm';
  return (
    <div
      role="alert"
      className={`rounded-xl border px-3 py-2 text-sm ${severe ? 'border-danger/50 bg-danger/10 text-danger' : 'border-warn/40 bg-warn/10 text-warn'}`}
    >
      <p>{severe ? TEXTS.priceImpactSevere(impactText(percent)) : TEXTS.priceImpactWarning(impactText(percent))}</p>
      {severe && (
        <label className="mt-2 flex items-center gap-2 font-medium text-fg">
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(e) => onConfirm(e.target.checked)}
            className="size-4 accent-[var(--color-danger,#ef4444)]"
          />
          {TEXTS.priceImpactConfirm}
        </label>
      )}
    </div>
  );
}
