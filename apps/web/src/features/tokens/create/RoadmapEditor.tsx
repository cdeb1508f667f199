import { Plus } from 'lucide-react';
import { useState } from 'react';
import { LIMITS, TEXTS, type RoadmapStage } from '@toolkit/shared';
import { toast } from 'sonner';
import { Button, Field, TextArea } from '../../../shared/ui/index.ts';
import { DraftDialog } from './DraftDialog.tsx';
import { EditEntryButton, RemoveEntryButton } from './EntryButtons.tsx';

type Draft = { id: number; title: string; description: string; percentage: string };

/** Roadmap stages in the 'Edit Roadmap' dialog: add mode (id = length + 1) or edit mode (replaces the same id). */
export function RoadmapEditor({ stages, onChange }: { stages: RoadmapStage[]; onChange(s: RoadmapStage[]): void }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const editing = draft !== null && stages.some((s) => s.id === draft.id);
  const openAdd = () => {
    if (stages.length >= LIMITS.roadmapItems) return toast.warning(TEXTS.roadmapLimit);
    setDraft({ id: stages.length + 1, title: '', description: '', percentage: '' });
  };
  const save = () => {
    if (!draft) return;
    if (!draft.title.trim()) return toast.warning(TEXTS.titleRequired);
    if (draft.percentage.trim() === '') return toast.warning(TEXTS.percentageRequired);
    const p = Number(draft.percentage);
    if (!Number.isFinite(p) || p < 0 || p > 100) return toast.warning(TEXTS.percentageRange);
    const stage: RoadmapStage = { id: draft.id, title: draft.title.trim(), description: draft.description.trim() || undefined, percentage: p };
    onChange(editing ? stages.map((s) => (s.id === stage.id ? stage : s)) : [...stages, stage]);
    setDraft(null);
  };
  return (
    <div className="space-y-3">
      {stages.length > 0 && (
        <ol className="space-y-2">
          {stages.map((s) => (
            <li key={s.id} className="rounded-lg bg-surface-2/70 px-3 py-2 text-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="font-medium">
                  {s.id}. {s.title}
                </span>
                <span className="flex items-center gap-2">
                  <span className="tabular text-muted">{s.percentage}%</span>
                  <EditEntryButton
                    name={s.title}
                    onClick={() => setDraft({ id: s.id, title: s.title, description: s.description ?? '', percentage: String(s.percentage) })}
                  />
                  <RemoveEntryButton
                    name={s.title}
                    onClick={() => onChange(stages.filter((x) => x.id !== s.id).map((x, i) => ({ ...x, id: i + 1 })))}
                  />
                </span>
              </div>
              <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-line">
                <div className="h-full rounded-full bg-accent" style={{ width: `${s.percentage}%` }} />
              </div>
              {s.description && <p className="mt-1 text-xs text-muted">{s.description}</p>}
            </li>
          ))}
        </ol>
      )}
      <Button variant="secondary" onClick={openAdd}>
        <Plus className="size-4" aria-hidden /> Add roadmap stage
      </Button>
      <DraftDialog
        draft={draft}
        title={TEXTS.editRoadmap}
        description={TEXTS.editRoadmapSubtitle}
        submitLabel={editing ? 'Save stage' : 'Add stage'}
        onSave={save}
        onClose={() => setDraft(null)}
      >
        {(draft) => (
          <>
            <Field label="Title" required value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} maxLength={100} />
            <TextArea
              label="Description"
              value={draft.description}
              onChange={(e) => setDraft({ ...draft, description: e.target.value })}
              maxLength={500}
            />
            <Field
              label="Percentage"
              required
              inputMode="decimal"
              value={draft.percentage}
              onChange={(e) => setDraft({ ...draft, percentage: e.target.value })}
              hint="Progress of this stage, 0 to 100"
            />
          </>
        )}
      </DraftDialog>
    </div>
  );
}
