import { TEXTS } from '@toolkit/shared';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

export interface ConfirmDeleteProps {
  open: boolean;
  title: string;
  description?: string;
  /** The deletion is running: both buttons wait, and the dialog stays open. */
  deleting: boolean;
  onCancel(): void;
  onDelete(): void;
}

/** The Cancel / Delete confirmation the spec asks for before a record is removed. */
export function ConfirmDelete({ open, title, description, deleting, onCancel, onDelete }: ConfirmDeleteProps) {
  return (
    <Modal open={open} onOpenChange={(o) => !o && !deleting && onCancel()} title={title} description={description}>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onDelete} disabled={deleting} aria-busy={deleting}>
          {deleting ? TEXTS.deleting : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
