/**
 * An image URL as the page should load it. The app names the files it serves with the public URL
 * it had when it stored them (`http://localhost:3000/api/files/…` on a laptop); the same app opened
 * on 127.0.0.1 is another origin, whose content security policy blocks that image. So a URL of the
 * app's own files on a loopback host and the page's port loads from the page's own origin. Anything
 * but http(s) is dropped (no `javascript:` or `data:` from a third party's metadata).
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const FILES_PATH = '/api/files/';

export function imageUrl(value: unknown, page: { protocol: string; hostname: string; port: string } = window.location): string | undefined {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const local = LOOPBACK_HOSTS.has(url.hostname) && LOOPBACK_HOSTS.has(page.hostname === '::1' ? '[::1]' : page.hostname);
  const samePort = url.protocol === page.protocol && url.port === page.port;
  if (local && samePort && url.pathname.startsWith(FILES_PATH)) return `${url.pathname}${url.search}`;
  return value;
}
