import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Menu, X } from 'lucide-react';
import { TEXTS } from '@toolkit/shared';
import { SECTION_LINKS } from '../content/nav-links.ts';
import { ROUTES } from '../../../shared/routes.ts';
import { HowToMenu } from './HowToMenu.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { Logo } from './Logo.tsx';

export function TopNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButtonRef.current?.focus();
  }, []);

  return (
    <>
      <header className="sticky top-0 z-50 border-b border-line/60 bg-bg/80 backdrop-blur-xl">
        <nav aria-label="Main" className="mx-auto flex h-[4.25rem] max-w-7xl items-center justify-between gap-4 px-5 lg:px-8">
          <Link to={ROUTES.landing} aria-label="Token Toolkit home" className="rounded-lg">
            <Logo />
          </Link>

          <ul className="hidden items-center gap-1 md:flex">
            {SECTION_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} className="rounded-lg px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-fg">
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <HowToMenu />
            </li>
          </ul>

          <div className="flex items-center gap-2">
            <Link
              to={ROUTES.createToken}
              className="hidden items-center gap-2 rounded-xl bg-accent px-4 py-2.5 text-sm font-semibold text-accent-fg transition-colors hover:bg-accent-strong md:inline-flex"
            >
              {TEXTS.launchApp}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <button
              ref={menuButtonRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label="Menu"
              onClick={() => setMenuOpen((v) => !v)}
              className="inline-flex size-11 items-center justify-center rounded-xl border border-line text-fg transition-colors hover:bg-surface-2 md:hidden"
            >
              {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
            </button>
          </div>
        </nav>
      </header>
      {/* Outside the header: its backdrop blur would make it the containing block of this fixed panel. */}
      {menuOpen && <MobileMenu id={menuId} onClose={closeMenu} />}
    </>
  );
}
