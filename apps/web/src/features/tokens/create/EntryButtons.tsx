/** The icon buttons of an entry in the create form's lists (team, roadmap, tokenomics), named after the entry. */
import { Pencil, Trash2 } from 'lucide-react';

export function EditEntryButton({ name, onClick }: { name: string; onClick(): void }) {
  return (
    <button type="button" aria-label={`Edit ${name}`} onClick={onClick} className="text-muted hover:text-fg">
      <Pencil className="size-4" aria-hidden />
    </button>
  );
}

export function RemoveEntryButton({ name, onClick }: { name: string; onClick(): void }) {
  return (
    <button type="button" aria-label={`Remove ${name}`} onClick={onClick} className="text-muted hover:text-danger">
      <Trash2 className="size-4" aria-hidden />
    </button>
  );
}
