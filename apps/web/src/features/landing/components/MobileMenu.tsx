import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { TEXTS } from '@toolkit/shared';
import { HOW_TO_LINKS, SECTION_LINKS, slugOf } from '../content/nav-links.ts';
import { ROUTES } from '../../../shared/routes.ts';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock.ts';
import { SmartLink } from './SmartLink.tsx';

interface MobileMenuProps {
  id: string;
  onClose: (returnFocus: boolean) => void;
}

/**
 * The collapsed navigation on phones: covers the page below the header and locks page scroll
 * while open (spec). Escape closes it and returns focus to the menu button.
 */
export function MobileMenu({ id, onClose }: MobileMenuProps) {
  useBodyScrollLock(true);
  const panelRef = useRef<HTMLElement>(null);

  // The panel covers the page, so the page behind it leaves the tab order and the
  // accessibility tree until the menu closes.
  useEffect(() => {
    const behind = document.querySelectorAll<HTMLElement>('.landing-root > main, .landing-root > footer');
    behind.forEach((el) => (el.inert = true));
    return () => behind.forEach((el) => (el.inert = false));
  }, []);

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    // Growing past the phone breakpoint hides this panel; close it so the scroll lock goes too.
    const wide = window.matchMedia('(min-width: 48rem)');
    const onWide = () => wide.matches && onClose(false);
    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWide);
    };
  }, [onClose]);

  const linkClass =
    'flex items-center justify-between rounded-xl px-4 py-3 text-base text-fg transition-colors hover:bg-surface-2 focus-visible:bg-surface-2';

  return (
    <nav
      id={id}
      ref={panelRef}
      aria-label="Menu"
      className="fixed inset-x-0 bottom-0 top-[4.25rem] z-40 overflow-y-auto overscroll-contain border-t border-line bg-bg px-5 pb-10 pt-4 md:hidden"
    >
      <ul className="flex flex-col gap-1">
        {SECTION_LINKS.map((link) => (
          <li key={link.label}>
            <a href={link.href} className={linkClass} onClick={() => onClose(false)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-6 px-4 text-xs font-semibold uppercase tracking-[0.18em] text-muted" aria-hidden="true">
        How to
      </p>
      <ul className="mt-2 grid grid-cols-1 gap-1 min-[420px]:grid-cols-2" aria-label="How to">
        {HOW_TO_LINKS.map((link) => (
          <li key={link.label} className={link.description ? 'min-[420px]:col-span-2' : undefined}>
            <SmartLink
              href={link.href}
              className={`${linkClass} text-sm text-muted hover:text-fg`}
              onClick={() => onClose(false)}
              aria-describedby={link.description ? `${id}-${slugOf(link.label)}` : undefined}
            >
              {link.label}
            </SmartLink>
            {link.description && (
              <p id={`${id}-${slugOf(link.label)}`} className="px-4 pb-2 text-xs leading-snug text-muted/80">
                {link.description}
              </p>
            )}
          </li>
        ))}
      </ul>
      <Link
        to={ROUTES.createToken}
        onClick={() => onClose(false)}
        className="mt-8 flex items-center justify-center gap-2 rounded-xl bg-accent px-5 py-3.5 font-semibold text-accent-fg transition-colors hover:bg-accent-strong"
      >
        {TEXTS.launchApp}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </nav>
  );
}
