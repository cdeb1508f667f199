import { Plus } from 'lucide-react';
import { useState } from 'react';
import { TEXTS, type TokenomicsEntry } from '@toolkit/shared';
import { toast } from 'sonner';
import { Button, DonutChart, inputClass } from '../../../shared/ui/index.ts';
import { RemoveEntryButton } from './EntryButtons.tsx';

/** Tokenomics: title + percentage rows; the total never exceeds 100 and adding stops at 100 (spec 5). */
export function TokenomicsEditor({ entries, onChange }: { entries: TokenomicsEntry[]; onChange(e: TokenomicsEntry[]): void }) {
  const [title, setTitle] = useState('');
  const [percentage, setPercentage] = useState('');
  const total = entries.reduce((s, e) => s + e.percentage, 0);
  const full = total >= 100;
  const add = () => {
    if (!title.trim()) return toast.warning(TEXTS.titleRequired);
    if (percentage.trim() === '') return toast.warning(TEXTS.percentageRequired);
    const p = Number(percentage);
    if (!Number.isFinite(p) || p < 0 || p > 100) return toast.warning(TEXTS.percentageRange);
    if (total + p > 100) return toast.warning(TEXTS.tokenomicsOver100);
    onChange([...entries, { title: title.trim(), percentage: p }]);
    setTitle('');
    setPercentage('');
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-2">
        <input
          aria-label="Allocation title"
          placeholder="e.g. Liquidity"
          className={`${inputClass} flex-[2] min-w-36`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          disabled={full}
        />
        <input
          aria-label="Allocation percentage"
          placeholder="%"
          inputMode="decimal"
          className={`${inputClass} w-24 flex-none`}
          value={percentage}
          onChange={(e) => setPercentage(e.target.value)}
          disabled={full}
        />
        <Button variant="secondary" onClick={add} disabled={full} aria-label="Add allocation">
          <Plus className="size-4" aria-hidden /> Add
        </Button>
      </div>
      {full && <p className="text-xs text-muted">All 100% is allocated.</p>}
      {entries.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
          <DonutChart entries={entries} size={140} showTotal />
          <ul className="space-y-2">
            {entries.map((e, i) => (
              <li key={`${e.title}-${i}`} className="flex items-center justify-between rounded-lg bg-surface-2/70 px-3 py-2 text-sm">
                <span>
                  {e.title} <span className="tabular text-muted">· {e.percentage}%</span>
                </span>
                <RemoveEntryButton name={e.title} onClick={() => onChange(entries.filter((_, j) => j !== i))} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
