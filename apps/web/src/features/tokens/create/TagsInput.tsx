import { X } from 'lucide-react';
import { useState } from 'react';
import { LIMITS, TEXTS } from '@toolkit/shared';
import { toast } from 'sonner';
import { inputClass } from '../../../shared/ui/index.ts';

/** Tags are added on Enter, must be non-empty, at most 3 (spec 5). */
export function TagsInput({ tags, onChange }: { tags: string[]; onChange(tags: string[]): void }) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim();
    if (!tag) return toast.warning(TEXTS.tagEmpty);
    if (tags.length >= LIMITS.tags) return toast.warning(TEXTS.tagsLimit);
    if (!tags.includes(tag)) onChange([...tags, tag]);
    setDraft('');
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="token-tags" className="text-sm font-medium text-fg/90">
        Tags
      </label>
      <input
        id="token-tags"
        className={inputClass}
        placeholder={tags.length >= LIMITS.tags ? 'Maximum 3 tags' : 'Type a tag and press Enter'}
        value={draft}
        maxLength={24}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
      />
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {tags.map((t) => (
            <li
              key={t}
              className="inline-flex items-center gap-1 rounded-full border border-accent/40 bg-accent/10 px-3 py-1 text-xs font-medium text-accent"
            >
              {t}
              <button type="button" aria-label={`Remove tag ${t}`} onClick={() => onChange(tags.filter((x) => x !== t))}>
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
