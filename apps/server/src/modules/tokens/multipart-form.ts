/**
 * Reads a multipart form into text fields and files, with limits: the image size limit per file,
 * a bounded number of files and fields. Files are only collected here; they are checked by
 * content (and stripped) when stored.
 */
import { IMAGE_LIMITS, LIMITS } from '@toolkit/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Map<string, Uint8Array>;
}

export const MULTIPART_LIMITS = {
  fileSize: IMAGE_LIMITS.maxBytes,
  /** image, cover, one avatar per team member */
  files: 2 + LIMITS.teamMembers,
  fields: 80,
  fieldSize: 64 * 1024,
};

export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) return { fields: flatten(request.body), files: new Map() };
  const fields: Record<string, string> = {};
  const files = new Map<string, Uint8Array>();
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) files.set(part.fieldname, new Uint8Array(bytes));
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('IMAGE_TOO_LARGE', { context: { mb: IMAGE_LIMITS.maxBytes / 1024 / 1024 } });
    if (code?.startsWith('FST_') || isMalformedMultipart(e))
      throw new AppError('UPLOAD_INVALID', { context: { reason: (e as Error).message }, cause: e });
    throw e;
  }
  return { fields, files };
}

/**
 * The parser's own words for a body that is not the multipart form its header announces: no, an
 * empty or an over-long boundary (its search needle), or data cut off. Found by the API fuzz test.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|The needle cannot|Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data)/;
const isMalformedMultipart = (e: unknown) => e instanceof Error && MALFORMED_MULTIPART.test(e.message);

/** A JSON body (no files) is accepted too: lists may arrive already parsed. */
function flatten(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}

/** The form's text fields through their shared schema; the first failing field answers as a validation failure. */
export function parseFormFields<S extends z.ZodType>(schema: S, form: MultipartForm): z.output<S> {
  const parsed = schema.safeParse(form.fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new AppError('VALIDATION_FAILED', { message: issue.message, ...(issue.path.length ? { field: issue.path.map(String).join('.') } : {}) });
}
