import { ImagePlus, X } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { TEXTS } from '@toolkit/shared';
import { FieldMessage, messageTies, useObjectUrl } from '../../../shared/ui/index.ts';
import { IMAGE_LIMITS_ADVICE, imageRefusal } from '../../../shared/lib/image-limits.ts';

/** An image drop zone with a local preview, stating the server's limits; a file over them is refused under it when picked. */
export function ImagePicker({
  label,
  file,
  onChange,
  advice,
  round = false,
}: {
  label: string;
  file: File | null;
  onChange(f: File | null): void;
  advice?: string;
  round?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const preview = useObjectUrl(file);
  const [over, setOver] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const take = async (f: File | undefined) => {
    if (!f) return;
    // By its bytes, size and declared pixels: what the server would refuse is refused here, before it is uploaded.
    const problem = f.type.startsWith('image/') ? await imageRefusal(f) : TEXTS.dropValidImage;
    setRefusal(problem);
    if (!problem) onChange(f);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    void take(e.dataTransfer.files[0]);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-fg/90">{label}</span>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`relative flex items-center gap-4 rounded-xl border border-dashed p-3 transition-colors ${over ? 'border-accent bg-accent/10' : 'border-line bg-bg/40'}`}
      >
        <div className={`flex size-16 shrink-0 items-center justify-center overflow-hidden bg-surface-2 ${round ? 'rounded-full' : 'rounded-xl'}`}>
          {preview ? (
            <img src={preview} alt={`${label} preview`} className="size-full object-cover" />
          ) : (
            <ImagePlus className="size-6 text-muted" aria-hidden />
          )}
        </div>
        <div className="min-w-0 flex-1 text-sm">
          <label htmlFor={id} className="cursor-pointer font-medium text-accent hover:underline">
            {file ? 'Change image' : 'Upload image'}
          </label>
          <span className="text-muted"> or drop it here</span>
          <p className="truncate text-xs text-muted">{file ? file.name : advice}</p>
          <p className="text-xs text-muted">{IMAGE_LIMITS_ADVICE}</p>
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            aria-label={label}
            {...messageTies(errorId, refusal)}
            onChange={(e) => void take(e.target.files?.[0])}
          />
        </div>
        {file && (
          <button
            type="button"
            onClick={() => {
              setRefusal(null);
              onChange(null);
            }}
            aria-label={`Remove ${label}`}
            className="rounded-lg p-1 text-muted hover:bg-surface-2 hover:text-fg"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
      <FieldMessage id={errorId} message={refusal} />
    </div>
  );
}
