/**
 * The token page's HTML before the app's script runs: the document title, OpenGraph and Twitter
 * card meta (a shared link previews on X and Telegram, whose crawlers run no script) and a header
 * with the token's logo, name and symbol inside the app's root, painted at once and replaced when
 * React renders the page.
 */
export interface TokenPreview {
  mint: string;
  name: string;
  symbol: string;
  /** Absolute image URL for crawlers; null without one. */
  image: string | null;
  /** The image as the page loads it (the app's own files from the page's origin). */
  pageImage: string | null;
  /** SOL per whole token in its deepest SOL pool (decimal text); null without a pool. */
  priceSol: string | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export function tokenPageHtml(indexHtml: string, preview: TokenPreview, pageUrl: string): string {
  const title = `${preview.name}${preview.symbol ? ` (${preview.symbol})` : ''} · Token Toolkit`;
  const price = preview.priceSol ? `${preview.priceSol} SOL` : null;
  const description = `${preview.name}${preview.symbol ? ` (${preview.symbol})` : ''}${price ? ` at ${price}` : ''}: price, chart, pools, holders and risks. Mint ${preview.mint}.`;
  const meta = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ...(preview.image ? [['property', 'og:image', preview.image]] : []),
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ...(preview.image ? [['name', 'twitter:image', preview.image]] : []),
  ]
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escape(value!)}" />`)
    .join('\n    ');
  const logo = preview.pageImage
    ? `<img src="${escape(preview.pageImage)}" alt="${escape(preview.name)} logo" width="56" height="56" style="border-radius:9999px;object-fit:cover" />`
    : '';
  const header =
    `<header data-ssr-token-header style="display:flex;align-items:center;gap:16px;max-width:72rem;margin:24px auto;padding:0 16px;font-family:system-ui,sans-serif;color:#e5e7eb">` +
    `${logo}<div><h1 style="margin:0;font-size:1.5rem">${escape(preview.name)}</h1>` +
    `<p style="margin:0;color:#9ca3af">${escape(preview.symbol)}</p></div>` +
    (price ? `<p data-ssr-price style="margin:0 0 0 auto;font-size:1.25rem;font-variant-numeric:tabular-nums">${escape(price)}</p>` : '') +
    `</header>`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escape(description)}" />`)
    .replace('</head>', `  ${meta}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${header}</div>`);
}
