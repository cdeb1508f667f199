/**
 * Requests for one contract operation, generated with fast-check: path params, query, body and
 * headers built from the operation's own schemas, each value either one the schema could accept
 * (real addresses, ids and amounts of the test's world, enum members) or a hostile one (wrong type,
 * huge or negative number, unicode, control characters, very long text, prototype keys), plus
 * malformed JSON, wrong content types and multipart garbage for upload routes.
 */
import { buildPath, type OperationDefinition } from '@toolkit/shared';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';

/** Values of the test's world that a field may plausibly hold. */
export interface WorldValues {
  addresses: string[];
  ids: string[];
  tokens: string[];
}

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  '-1',
  '0',
  '1e20',
  '1e308',
  '18446744073709551615',
  '18446744073709551616',
  '340282366920938463463374607431768211456',
  '0x10',
  'NaN',
  'Infinity',
  '1.5',
  'true',
  'null',
  '__proto__',
  'constructor',
  '../../secrets/master.key',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'http://169.254.169.254/latest/meta-data/',
  'http://127.0.0.1:9/',
  'file:///etc/passwd',
  '𝕳𝖊𝖑𝖑𝖔 🚀 \u202e',
  'x'.repeat(70_000),
];

const HOSTILE_NUMBERS = [-1, 0, 1e20, -1e20, 2 ** 64, Number.MAX_SAFE_INTEGER + 2, 1e308, 0.5, -0];

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 200, maxLength: 3000 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON value, nested a little. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', '$gt')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

type Def = { type: string; [k: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A value the field's schema may accept, from its type and the world's values. */
function plausible(schema: z.ZodType, world: WorldValues, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
      const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, valueFor(v, world, depth + 1)]));
      // Every field (deeper validation, deeper code) or any subset of them.
      return fc.oneof(fc.record(fields), fc.record(fields, { requiredKeys: [] }));
    }
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(valueFor(def.element as z.ZodType, world, depth + 1), { maxLength: 4 });
    case 'record':
      return fc.dictionary(fc.constantFrom(...world.tokens, ...world.addresses), valueFor(def.valueType as z.ZodType, world, depth + 1), {
        maxKeys: 3,
      });
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => valueFor(o, world, depth + 1)));
    case 'pipe': {
      // A preprocess's input is a function (the output side has the shape); a transform's output is.
      const side = defOf(def.in as z.ZodType).type === 'transform' ? def.out : def.in;
      return plausible(side as z.ZodType, world, depth);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return plausible(def.innerType as z.ZodType, world, depth);
    case 'number':
    case 'int':
      return fc.oneof(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(1e20, 2 ** 53, Math.floor(Date.now() / 1000)),
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false'));
    case 'string':
      return fc.oneof(
        fc.constantFrom(...world.addresses, ...world.ids, ...world.tokens),
        fc.constantFrom(
          '1',
          '1000',
          '1000000',
          '1000000000',
          '18446744073709551615',
          '99999999999999999999',
          'SOL',
          'local',
          'Rocket',
          'https://example.com/a.json',
        ),
        fc.string({ maxLength: 12 }),
      );
    default:
      return hostileScalar;
  }
}

export function valueFor(schema: z.ZodType, world: WorldValues, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: plausible(schema, world, depth), weight: 3 }, { arbitrary: hostileValue, weight: 1 });
}

const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** Malformed or surprising raw bodies. */
const rawBody = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', '{"amount": 1e999}', '{"__proto__": {"admin": true}}', 'null', '""', '0', '[]', '\u0000', '{"a":"\ud800"}'),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b).toString('latin1')),
);

const MULTIPART_FIELDS = [
  'name',
  'symbol',
  'decimals',
  'initialMint',
  'description',
  'website',
  'tags',
  'team',
  'tokenomics',
  'roadmap',
  'youtubeVideo',
];
const MULTIPART_FILES = ['image', 'coverImage', 'teamAvatar_1', 'other'];

/** A multipart body: a well-formed form of odd fields and files, or bytes under a multipart type. */
const multipartBody = (world: WorldValues) =>
  fc.oneof(
    fc
      .tuple(
        fc.dictionary(fc.constantFrom(...MULTIPART_FIELDS), fc.oneof(valueFor(z.string(), world), hostileValue), {
          maxKeys: 8,
        }),
        fc.dictionary(fc.constantFrom(...MULTIPART_FILES), fc.uint8Array({ maxLength: 600 }), { maxKeys: 2 }),
        fc.constantFrom('image/png', 'image/svg+xml', 'application/octet-stream', 'text/plain'),
      )
      .map(([fields, files, type]) => {
        const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
        const parts = [
          ...Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${asText(v)}\r\n`),
          ...Object.entries(files).map(
            ([k, bytes]) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="f.png"\r\nContent-Type: ${type}\r\n\r\n${Buffer.from(bytes).toString('latin1')}\r\n`,
          ),
        ];
        return {
          payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'latin1'),
          contentType: `multipart/form-data; boundary=${boundary}`,
        };
      }),
    fc
      .tuple(
        fc.uint8Array({ maxLength: 400 }),
        fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=x'),
      )
      .map(([bytes, contentType]) => ({ payload: Buffer.from(bytes), contentType })),
  );

export interface FuzzRequest {
  /** A valid session (the sender adds its Authorization header), none, or a made-up one. */
  auth: 'session' | 'none' | 'garbage';
  inject: InjectOptions & { headers: Record<string, string> };
}

export function requestsFor(op: OperationDefinition, world: WorldValues): fc.Arbitrary<FuzzRequest> {
  const noSchema = fc.constant(undefined);
  const params = op.params ? fc.oneof(valueFor(op.params, world), fc.dictionary(fc.string(), fc.string())) : noSchema;
  const query = op.query
    ? valueFor(op.query, world)
    : fc.oneof(noSchema, fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 2 }));
  const hasBody = op.method === 'POST' || op.method === 'PUT';
  const body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string } | undefined> = !hasBody
    ? fc.oneof(
        noSchema,
        rawBody.map((payload) => ({ payload, contentType: 'application/json' })),
      )
    : op.multipart
      ? fc.oneof(
          { arbitrary: multipartBody(world), weight: 4 },
          { arbitrary: rawBody.map((payload) => ({ payload, contentType: 'application/json' })), weight: 1 },
        )
      : fc
          .oneof(
            { arbitrary: valueFor(op.body ?? z.unknown(), world).map((v) => ({ payload: JSON.stringify(v) ?? 'null' })), weight: 6 },
            { arbitrary: rawBody.map((payload) => ({ payload })), weight: 2 },
            { arbitrary: fc.constant({}), weight: 1 },
          )
          .chain((b) =>
            fc
              .oneof(
                { arbitrary: fc.constant('application/json'), weight: 8 },
                {
                  arbitrary: fc.constantFrom(
                    'text/plain',
                    'application/x-www-form-urlencoded',
                    'application/json; charset=utf-16',
                    'application/xml',
                  ),
                  weight: 1,
                },
              )
              .map((contentType) => ({ ...b, contentType })),
          );
  const auth = fc.constantFrom<FuzzRequest['auth']>('session', 'session', 'session', 'none', 'garbage');

  return fc.record({ params, query, body, auth }).map(({ params, query, body, auth }) => {
    const paramValues = Object.fromEntries(Object.entries((params ?? {}) as Record<string, unknown>).map(([k, v]) => [k, asText(v) || 'x']));
    let url: string;
    try {
      url = `/api${buildPath(op.path, paramValues)}`;
    } catch {
      url = `/api${buildPath(op.path, Object.fromEntries([...op.path.matchAll(/:(\w+)/g)].map((m) => [m[1], 'missing'])))}`;
    }
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) {
      if (Array.isArray(v)) for (const item of v) search.append(k, asText(item));
      else search.append(k, asText(v));
    }
    const qs = search.toString();
    const headers: Record<string, string> = {};
    if (auth === 'garbage') headers.authorization = 'Bearer not-a-session';
    if (body?.contentType) headers['content-type'] = body.contentType;
    return {
      auth,
      inject: { method: op.method, url: qs ? `${url}?${qs}` : url, headers, ...(body?.payload !== undefined ? { payload: body.payload } : {}) },
    };
  });
}
