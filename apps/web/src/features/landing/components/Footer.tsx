import { AtSign, Mail, MessagesSquare, Send } from 'lucide-react';
import { DISPLAY } from '@toolkit/shared';
import { QUICK_ACCESS_LINKS, RESOURCE_LINKS, type NavLink } from '../content/nav-links.ts';
import { Logo } from './Logo.tsx';
import { SmartLink } from './SmartLink.tsx';

const SHARE_TEXT = 'Create Solana tokens and liquidity pools without code';

/**
 * Social icons share this page (the product has no accounts of its own to follow), so each one
 * does something real: it opens the network's share form with the page's address filled in.
 */
function shareLinks(pageUrl: string) {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(SHARE_TEXT);
  return [
    { label: 'Share on X', icon: AtSign, href: `https://x.com/intent/post?text=${text}&url=${url}` },
    { label: 'Share on Telegram', icon: Send, href: `https://t.me/share/url?url=${url}&text=${text}` },
    { label: 'Share on Reddit', icon: MessagesSquare, href: `https://www.reddit.com/submit?url=${url}&title=${text}` },
    { label: 'Share by email', icon: Mail, href: `mailto:?subject=${text}&body=${url}` },
  ];
}

function LinkColumn({ title, id, links }: { title: string; id: string; links: readonly NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-fg">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.label}>
            <SmartLink href={link.href} className="rounded text-sm text-muted transition-colors hover:text-fg">
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const pageUrl = typeof window === 'undefined' ? '' : window.location.origin + '/';
  return (
    <footer className="border-t border-line bg-bg">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 sm:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr] lg:px-8">
        <div id="community" className="scroll-mt-24">
          <Logo />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-muted">
            The no-code toolkit for Solana tokens, liquidity and wallets. Every action is a transaction you approve.
          </p>
          <h2 className="mt-8 text-sm font-semibold text-fg">Community</h2>
          <ul className="mt-4 flex gap-3" aria-label="Share">
            {shareLinks(pageUrl).map(({ label, icon: Icon, href }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  title={label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="grid size-11 place-items-center rounded-xl border border-line text-muted transition-colors hover:border-accent/60 hover:text-fg"
                >
                  <Icon aria-hidden="true" className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Quick Access" id="footer-quick-access" links={QUICK_ACCESS_LINKS} />
        <LinkColumn title="Resources" id="footer-resources" links={RESOURCE_LINKS} />
      </div>
      <div className="border-t border-line/70">
        <p className="mx-auto max-w-7xl px-5 py-6 text-sm text-muted lg:px-8">
          © <span className="tabular">{DISPLAY.copyrightYear}</span> Token Toolkit. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
