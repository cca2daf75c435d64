import type { APIAttachment } from 'discord-api-types/v10';
import type { UploadedFile } from '../http/body';
import type { MessageBody } from '../validate/message';
import type { Store } from './store';

export interface AttachmentResult {
  attachments: APIAttachment[];
  files: Map<string, Buffer>;
}

/**
 * Joins uploaded `files[n]` with the body's `attachments` metadata (whose `id` is the
 * upload index for new files, or an existing attachment id to keep on edit).
 */
export function buildAttachments(
  store: Store,
  baseUrl: string,
  channelId: string,
  body: MessageBody,
  uploads: UploadedFile[],
  previous?: { attachments: APIAttachment[]; files: Map<string, Buffer> },
): AttachmentResult {
  const result: AttachmentResult = { attachments: [], files: new Map() };
  const listed = body.attachments ?? undefined;
  for (const old of previous?.attachments ?? []) {
    // On edit, omitting `attachments` keeps them all; listing them keeps only those listed.
    if (listed && !listed.some((a) => String(a.id) === old.id)) continue;
    const bytes = previous?.files.get(old.id);
    if (!bytes) continue;
    result.attachments.push(old);
    result.files.set(old.id, bytes);
  }
  for (const upload of uploads) {
    const meta = listed?.find((a) => String(a.id) === String(upload.index));
    const id = store.ids.next();
    const filename = meta?.filename ?? upload.filename;
    const url = store.attachments.sign(
      `${baseUrl}/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`,
      channelId,
      id,
    );
    const attachment: APIAttachment = {
      id,
      filename,
      size: upload.data.length,
      url,
      proxy_url: url,
      content_type: upload.contentType,
      ...(meta?.description ? { description: meta.description } : {}),
      ...pngSize(upload.data),
    };
    result.attachments.push(attachment);
    result.files.set(id, upload.data);
  }
  return result;
}

// Discord reports image dimensions; a PNG states them in its IHDR chunk at a fixed offset.
function pngSize(data: Buffer): { width?: number; height?: number } {
  const signature = '89504e470d0a1a0a';
  if (data.length < 24 || data.subarray(0, 8).toString('hex') !== signature) return {};
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}
