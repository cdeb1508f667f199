/**
 * Paths of the spec's call table (section 7) whose features arrive with later issues. Each answers
 * 501 naming what is missing, so nothing pretends to work. When a module takes over a path,
 * delete its line here (the route module registry in app.ts then serves it).
 */
export interface PendingPath {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  feature: string;
  issue: string;
}

const TOKENS = 'token lifecycle (create, metadata, revoke)';

export const PENDING_PATHS: PendingPath[] = [
];

export const pendingMessage = (p: PendingPath) => `${p.feature} is not available yet: it comes with the ${p.issue} issue`;
