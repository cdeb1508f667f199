/**
 * An HTTP operation, defined once (DESIGN.md 2): method, path, request and response schemas, who
 * may call it and the error codes it can answer. The server registers its route from this (and
 * the OpenAPI document follows); the app derives its request types, form validation and RTK
 * Query endpoints from the same object.
 */
import type { z } from 'zod';
import type { ErrorCode } from '../errors/codes.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `required`: a signed-in user (Bearer session) or 401; `optional`: the user when a valid
 * session is sent, anonymous otherwise; `none`: never looks at the session.
 */
export type OperationAuth = 'required' | 'optional' | 'none';

export interface OperationDefinition {
  method: HttpMethod;
  /** Fastify-style path under /api, e.g. `/withdraw/get/:id`. */
  path: string;
  auth: OperationAuth;
  summary: string;
  /** OpenAPI tag: the product feature. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body schema. Multipart operations leave it out and set `multipart`. */
  body?: z.ZodType;
  /** The body is a multipart form (uploads); the server reads it field by field. */
  multipart?: boolean;
  /** The 200 answer. */
  response: z.ZodType;
  /** Codes this operation answers besides the ones any route can (validation, auth, 429, 500). */
  errors: readonly ErrorCode[];
}

/** Identity with the literal types kept: `defineOperation({ method: 'GET', ... })`. */
export const defineOperation = <const O extends OperationDefinition>(operation: O): O => operation;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller passes: only the parts the operation has. */
export type OperationArgs<O extends OperationDefinition> = ([O['params']] extends [z.ZodType]
  ? { params: InputOf<O['params']> }
  : { params?: never }) &
  ([O['query']] extends [z.ZodType] ? { query: InputOf<O['query']> } : { query?: never }) &
  (O['multipart'] extends true ? { form: FormData } : [O['body']] extends [z.ZodType] ? { body: InputOf<O['body']> } : { body?: never });

/** What the server parsed (schema outputs). */
export interface OperationInput<O extends OperationDefinition> {
  params: OutputOf<O['params']>;
  query: OutputOf<O['query']>;
  body: OutputOf<O['body']>;
}

/** The 200 answer as the caller reads it (JSON). */
export type OperationResponse<O extends OperationDefinition> = z.output<O['response']>;
/**
 * The 200 answer as the handler returns it (before serialization), without the envelope's
 * `success: true`, which the route adds.
 */
export type OperationReply<O extends OperationDefinition> = Omit<z.input<O['response']>, 'success'>;

/** `/withdraw/get/:id` + `{ id: 'a b' }` -> `/withdraw/get/a%20b`. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query object as a search string ('' when empty); arrays repeat, undefined is left out. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
