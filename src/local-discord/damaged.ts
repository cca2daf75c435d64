// A saved table that cannot be restored, and why, in a word the caller can turn into its
// own sentence. The check looks at the shape restoring relies on, so a file that passes
// it restores instead of failing half-way with a TypeError.
import { z } from 'zod';

export type DamageKind = 'notJson' | 'version' | 'shape' | 'files';

export class DamagedTable extends Error {
  constructor(
    readonly file: string,
    readonly kind: DamageKind,
    detail: string,
  ) {
    // The detail names fields or counts, never the file's contents (it holds DMs).
    super(`local-discord: ${file} cannot be restored (${kind}): ${detail}`);
  }
}

const Id = z.string().regex(/^\d{1,20}$/);
const Loose = z.looseObject({});

/** What `restoreStore` reads from a snapshot; everything else is kept as it was saved. */
export const SavedShape = z.object({
  version: z.number(),
  guild: z.looseObject({ id: Id, name: z.string() }),
  application: z.looseObject({ id: Id }),
  botId: Id,
  users: z.array(z.looseObject({ id: Id, username: z.string(), roleIds: z.array(Id) })),
  roles: z.array(z.looseObject({ id: Id })),
  channels: z.array(z.looseObject({ id: Id, kind: z.string(), memberIds: z.array(Id).optional() })),
  messages: z.array(
    z.object({
      data: z.looseObject({
        id: Id,
        channel_id: Id,
        attachments: z.array(z.looseObject({ url: z.string(), proxy_url: z.string() })),
      }),
      pinged: z.array(Id),
      fileIds: z.array(Id),
    }),
  ),
  globalCommands: z.array(Loose),
  guildCommands: z.array(Loose),
});

/** The first problem zod found, as a path: enough to find it, nothing of the content. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue.path.join('.') || 'the file'}: ${issue.code}`;
}
