import type { ReactNode } from 'react';
import { Button, Modal } from '../../../shared/ui/index.ts';

/**
 * The dialog in which Create Token's list editors (roadmap stages, team members) add or edit one
 * item: its fields for the draft, then Cancel, which drops the draft, and the submit button, which
 * saves it. Closed while there is no draft.
 */
export function DraftDialog<D>({
  draft,
  title,
  description,
  submitLabel,
  onSave,
  onClose,
  children,
}: {
  draft: D | null;
  title: string;
  description?: string;
  submitLabel: string;
  onSave(): void;
  onClose(): void;
  children(draft: D): ReactNode;
}) {
  return (
    <Modal open={draft !== null} onOpenChange={(o) => !o && onClose()} title={title} description={description}>
      {draft && (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            onSave();
          }}
        >
          {children(draft)}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">{submitLabel}</Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
