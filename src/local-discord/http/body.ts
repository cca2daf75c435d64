import type { IncomingMessage } from 'node:http';
import { RESTJSONErrorCodes } from 'discord-api-types/v10';
import { discordError, invalidFormBody } from '../errors';
import { MessageLimits } from '../limits';

export interface UploadedFile {
  /** The form field name, e.g. `files[0]`; its index links it to `attachments[].id`. */
  field: string;
  index: number;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface ParsedBody {
  json: Record<string, unknown> | undefined;
  files: UploadedFile[];
}

/** Reads a request body: JSON, or multipart with `payload_json` and `files[n]` parts. */
export async function readBody(req: IncomingMessage): Promise<ParsedBody> {
  const raw = await readRaw(req);
  if (raw.length === 0) return { json: undefined, files: [] };
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) return readMultipart(raw, type);
  return { json: parseJson(raw.toString('utf8')), files: [] };
}

async function readRaw(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Discord's edge refuses whole requests above its request cap before reading them.
    if (size > MessageLimits.MaximumRequestSize) {
      throw discordError(RESTJSONErrorCodes.RequestEntityTooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function parseJson(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw invalidFormBody([
      { path: [], code: 'BASE_TYPE_REQUIRED', message: 'The request body contains invalid JSON.' },
    ]);
  }
}

// Node's built-in fetch Request (undici) has a maintained multipart parser; using it saves
// a dependency and handles boundaries, quoting and binary parts correctly.
async function readMultipart(raw: Buffer, contentType: string): Promise<ParsedBody> {
  const form = await new Request('http://local/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: new Uint8Array(raw),
  })
    .formData()
    .catch(() => {
      throw invalidFormBody([
        { path: [], code: 'CONTENT_TYPE_INVALID', message: 'Expected multipart/form-data body.' },
      ]);
    });
  let json: Record<string, unknown> | undefined;
  const files: UploadedFile[] = [];
  for (const [field, value] of form as unknown as Iterable<[string, string | (Blob & { name: string })]>) {
    if (typeof value === 'string') {
      if (field === 'payload_json') json = parseJson(value);
      continue;
    }
    const match = /^files\[(\d+)\]$/.exec(field);
    files.push({
      field,
      index: match ? Number(match[1]) : files.length,
      filename: value.name,
      contentType: value.type || 'application/octet-stream',
      data: Buffer.from(await value.arrayBuffer()),
    });
  }
  return { json, files };
}
