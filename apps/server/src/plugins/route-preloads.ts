/**
 * The scripts a lazily loaded route needs, read from the build's manifest (dist/.vite/manifest.json),
 * as `<link rel="modulepreload">` tags for that route's HTML. The browser then fetches the shell
 * and the page while it is still reading the entry script, instead of learning of them only once
 * the entry has run and the router has matched the path (a round trip and the entry's run later).
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The build's manifest, or null when the build wrote none (or it cannot be read). */
export function readManifest(dist: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * modulepreload tags for the chunks of `entries` (manifest keys: source paths such as
 * `src/features/token-page/index.ts`) and their static imports, leaving out what index.html already
 * loads. Entries missing from the manifest are skipped.
 */
export function preloadTags(manifest: Manifest, entries: string[], indexHtml: string): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  entries.forEach(visit);
  return [...files]
    .filter((file) => file.endsWith('.js') && !indexHtml.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('');
}

/** `html` with the tags at the end of its head. */
export const withPreloads = (html: string, tags: string) => (tags ? html.replace('</head>', `${tags}</head>`) : html);
