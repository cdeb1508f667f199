/**
 * The browser origins the app is served from: the public URL, any CORS_ORIGIN entries, and,
 * when no public URL is configured (local use), the same port on localhost and 127.0.0.1.
 * CORS and the sign-in domain check both use this list.
 */
import { publicUrlOf, type Config } from './config.ts';

export function appOrigins(config: Config): string[] {
  const primary = new URL(publicUrlOf(config));
  const origins = new Set<string>([primary.origin, ...config.corsOrigins.map((o) => new URL(o).origin)]);
  if (!config.publicUrl) {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) origins.add(`${primary.protocol}//${host}:${primary.port || '80'}`);
  }
  return [...origins];
}

/** The sign-in domain (host[:port]) for a request coming from `origin`, if that origin is ours. */
export function signInDomainFor(config: Config, origin: string | undefined): string {
  const origins = appOrigins(config);
  if (origin && origins.includes(origin)) return new URL(origin).host;
  return new URL(publicUrlOf(config)).host;
}

export function allowedSignInDomains(config: Config): Set<string> {
  return new Set(appOrigins(config).map((o) => new URL(o).host));
}
