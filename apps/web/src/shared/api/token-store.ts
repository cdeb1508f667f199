/**
 * The session token, kept in localStorage under 'token' (the spec reads a stored value named
 * token). The API client reads it on every request; the wallet feature writes and drops it.
 */
export const TOKEN_KEY = 'token';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage when the browser allows it; a cache read or write failure is only logged (spec 8). */
export function browserStorage(kind: 'local' | 'session' = 'local'): KeyValueStorage {
  const get = (): Storage | null => {
    try {
      return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    } catch {
      return null;
    }
  };
  const guard = <T>(fn: (s: Storage) => T, fallback: T): T => {
    const s = get();
    if (!s) return fallback;
    try {
      return fn(s);
    } catch (err) {
      console.warn('storage unavailable', err);
      return fallback;
    }
  };
  return {
    getItem: (key) => guard((s) => s.getItem(key), null),
    setItem: (key, value) => guard((s) => s.setItem(key, value), undefined),
    removeItem: (key) => guard((s) => s.removeItem(key), undefined),
  };
}

export function readToken(storage: KeyValueStorage = browserStorage()): string | null {
  return storage.getItem(TOKEN_KEY);
}
export function writeToken(token: string, storage: KeyValueStorage = browserStorage()): void {
  storage.setItem(TOKEN_KEY, token);
}
export function dropToken(storage: KeyValueStorage = browserStorage()): void {
  storage.removeItem(TOKEN_KEY);
}
