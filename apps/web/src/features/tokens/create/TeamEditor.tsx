import { Plus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { LIMITS, TEXTS, type TeamMember } from '@toolkit/shared';
import { toast } from 'sonner';
import { Button, Field, useObjectUrl } from '../../../shared/ui/index.ts';
import { DraftDialog } from './DraftDialog.tsx';
import { EditEntryButton, RemoveEntryButton } from './EntryButtons.tsx';
import { ImagePicker } from '../ui/ImagePicker.tsx';

export type TeamMemberDraft = Omit<TeamMember, 'twitter' | 'telegram' | 'linkedin' | 'facebook' | 'instagram'> & {
  twitter: string;
  telegram: string;
  linkedin: string;
  facebook: string;
  instagram: string;
  avatar: File | null;
};

const empty = (id: number): TeamMemberDraft => ({
  id,
  name: '',
  jobTitle: '',
  twitter: '',
  telegram: '',
  linkedin: '',
  facebook: '',
  instagram: '',
  avatar: null,
});

function Avatar({ file }: { file: File | null }) {
  const url = useObjectUrl(file);
  return url ? (
    <img src={url} alt="" className="size-9 rounded-full object-cover" />
  ) : (
    <span className="flex size-9 items-center justify-center rounded-full bg-line">
      <UserRound className="size-4 text-muted" aria-hidden />
    </span>
  );
}

/** Team members (max 10) edited in a dialog; avatars are image drops previewed locally. */
export function TeamEditor({ members, onChange }: { members: TeamMemberDraft[]; onChange(m: TeamMemberDraft[]): void }) {
  const [draft, setDraft] = useState<TeamMemberDraft | null>(null);
  const editing = draft !== null && members.some((m) => m.id === draft.id);
  const openAdd = () => {
    if (members.length >= LIMITS.teamMembers) return toast.warning(TEXTS.teamLimit);
    setDraft(empty(Math.max(0, ...members.map((m) => m.id)) + 1));
  };
  const save = () => {
    if (!draft) return;
    if (!draft.name.trim()) return toast.warning(TEXTS.nameRequired);
    if (!draft.jobTitle.trim()) return toast.warning(TEXTS.jobTitleRequired);
    onChange(editing ? members.map((m) => (m.id === draft.id ? draft : m)) : [...members, draft]);
    setDraft(null);
  };
  const set = (k: keyof TeamMemberDraft) => (e: { target: { value: string } }) => setDraft((d) => (d ? { ...d, [k]: e.target.value } : d));
  return (
    <div className="space-y-3">
      {members.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2">
          {members.map((m) => (
            <li key={m.id} className="flex items-center gap-3 rounded-lg bg-surface-2/70 px-3 py-2 text-sm">
              <Avatar file={m.avatar} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{m.name}</span>
                <span className="block truncate text-xs text-muted">{m.jobTitle}</span>
              </span>
              <EditEntryButton name={m.name} onClick={() => setDraft(m)} />
              <RemoveEntryButton name={m.name} onClick={() => onChange(members.filter((x) => x.id !== m.id))} />
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={openAdd}>
        <Plus className="size-4" aria-hidden /> Add team member
      </Button>
      <DraftDialog
        draft={draft}
        title={editing ? 'Edit team member' : 'Add team member'}
        submitLabel={editing ? 'Save member' : 'Add member'}
        onSave={save}
        onClose={() => setDraft(null)}
      >
        {(draft) => (
          <>
            <ImagePicker
              label="Avatar"
              file={draft.avatar}
              onChange={(avatar) => setDraft({ ...draft, avatar })}
              advice={`Recommended ${TEXTS.avatarAdvice}`}
              round
            />
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Name" required value={draft.name} onChange={set('name')} maxLength={64} />
              <Field label="Job Title" required value={draft.jobTitle} onChange={set('jobTitle')} maxLength={64} />
              <Field label="Twitter" type="url" placeholder="https://" value={draft.twitter} onChange={set('twitter')} />
              <Field label="Telegram" type="url" placeholder="https://" value={draft.telegram} onChange={set('telegram')} />
              <Field label="LinkedIn" type="url" placeholder="https://" value={draft.linkedin} onChange={set('linkedin')} />
              <Field label="Facebook" type="url" placeholder="https://" value={draft.facebook} onChange={set('facebook')} />
              <Field label="Instagram" type="url" placeholder="https://" value={draft.instagram} onChange={set('instagram')} />
            </div>
          </>
        )}
      </DraftDialog>
    </div>
  );
}
