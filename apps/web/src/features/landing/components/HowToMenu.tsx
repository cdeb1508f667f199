import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { HOW_TO_LINKS, slugOf } from '../content/nav-links.ts';
import { SmartLink } from './SmartLink.tsx';

/**
 * The desktop 'How to' menu as a disclosure of navigation links (the WAI pattern for site
 * navigation; role="menu" would promise application-style arrow keys). Escape, a click outside
 * or tabbing away closes it; Escape returns focus to the button.
 */
export function HowToMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-fg aria-expanded:text-fg"
      >
        How to
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-1/2 top-full z-50 mt-2 w-72 -translate-x-1/2 rounded-2xl border border-line bg-surface p-2 shadow-2xl shadow-black/60"
      >
        <ul aria-label="How to">
          {HOW_TO_LINKS.map((link) => (
            <li key={link.label}>
              <SmartLink
                href={link.href}
                onClick={() => setOpen(false)}
                aria-describedby={link.description ? `${panelId}-${slugOf(link.label)}` : undefined}
                className="block rounded-lg px-3 py-2 text-sm text-muted transition-colors hover:bg-surface-2 hover:text-fg focus-visible:bg-surface-2 focus-visible:text-fg"
              >
                {link.label}
              </SmartLink>
              {link.description && (
                <p id={`${panelId}-${slugOf(link.label)}`} className="px-3 pb-2 text-xs leading-snug text-muted/80">
                  {link.description}
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
