import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { APIMessage } from 'discord-api-types/v10';
import type { Clock } from './clock';
import { DamagedTable, SavedShape, firstIssue } from './damaged';
import { botToken } from './setup';
import type { ChannelRecord, CommandRecord, RoleRecord, UserRecord } from './state/records';
import { Store, type ApplicationInfo, type GuildInfo } from './state/store';
import { upgradeChannel } from './state/upgrade';

// The local table keeps its server between runs of `npm start`: the guild, its people,
// channels, threads, messages (with their attachment bytes) and registered commands. The
// ids stay the same, so the bot's own saved games still point at the right thread and users.
// Ephemeral messages and interactions are not kept: on Discord they are gone once the
// client reloads, and an interaction's token is dead long before a restart.

export const SNAPSHOT_VERSION = 1;

type SavedChannel = Exclude<ChannelRecord, { kind: 'thread' }> | SavedThread;
type SavedThread = Omit<Extract<ChannelRecord, { kind: 'thread' }>, 'memberIds'> & { memberIds: string[] };

interface SavedMessage {
  data: APIMessage;
  pinged: string[];
  /** Attachment ids whose bytes are files in the snapshot's folder. */
  fileIds: string[];
}

export interface TableSnapshot {
  version: typeof SNAPSHOT_VERSION;
  guild: GuildInfo;
  application: ApplicationInfo;
  botId: string;
  users: UserRecord[];
  roles: RoleRecord[];
  channels: SavedChannel[];
  messages: SavedMessage[];
  globalCommands: CommandRecord[];
  guildCommands: CommandRecord[];
}

/** The store as plain JSON (without attachment bytes, which `saveTable` writes beside it). */
export function snapshotOf(store: Store): TableSnapshot {
  const messages = [...store.messages.values()]
    .filter((m) => !m.ephemeralFor)
    .map((m) => ({ data: m.data, pinged: m.pinged, fileIds: [...m.files.keys()] }));
  return {
    version: SNAPSHOT_VERSION,
    guild: store.guild,
    application: store.application,
    botId: store.botId,
    users: [...store.users.values()],
    roles: [...store.roles.values()],
    channels: [...store.channels.values()].map((c) =>
      c.kind === 'thread' ? { ...c, memberIds: [...c.memberIds] } : c,
    ),
    messages,
    globalCommands: [...store.globalCommands.values()],
    guildCommands: [...store.guildCommands.values()],
  };
}

/**
 * Attachment bytes that live in the snapshot's folder and are read when someone looks: a
 * long history (about 10 MB of images per finished game) then costs no memory.
 */
export class FilesOnDisk extends Map<string, Buffer> {
  constructor(
    readonly folder: string,
    ids: string[],
  ) {
    // The map holds the ids; each value is read from disk on demand.
    super(ids.map((id) => [id, EMPTY]));
  }

  override get(id: string): Buffer | undefined {
    return super.has(id) ? readFileSync(join(this.folder, id)) : undefined;
  }

  override *entries(): MapIterator<[string, Buffer]> {
    for (const id of this.keys()) yield [id, readFileSync(join(this.folder, id))];
  }

  override *values(): MapIterator<Buffer> {
    for (const [, data] of this.entries()) yield data;
  }

  override [Symbol.iterator](): MapIterator<[string, Buffer]> {
    return this.entries();
  }

  override forEach(fn: (value: Buffer, key: string, map: Map<string, Buffer>) => void): void {
    for (const [id, data] of this.entries()) fn(data, id, this);
  }
}

const EMPTY = Buffer.alloc(0);

/**
 * Writes `<file>` (JSON) and the attachment bytes under `<file>.files/`, one file per
 * attachment id (written once: an attachment never changes), removing ones no longer used.
 * Saved messages then read their bytes from there. The JSON goes through a temporary file
 * and a rename, so a crash never leaves half of it.
 */
export function saveTable(store: Store, file: string): void {
  const snapshot = snapshotOf(store);
  const folder = `${file}.files`;
  mkdirSync(folder, { recursive: true });
  const used = new Set<string>();
  for (const message of snapshot.messages) {
    const record = store.messages.get(message.data.id);
    for (const id of message.fileIds) {
      used.add(id);
      const path = join(folder, id);
      if (existsSync(path)) continue;
      const bytes = record?.files.get(id);
      if (bytes) writeFileSync(path, bytes);
    }
    if (
      record &&
      message.fileIds.length > 0 &&
      !(record.files instanceof FilesOnDisk && record.files.folder === folder)
    ) {
      record.files = new FilesOnDisk(folder, message.fileIds);
    }
  }
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, JSON.stringify(snapshot));
  renameSync(temporary, file);
  for (const name of readdirSync(folder)) if (!used.has(name)) rmSync(join(folder, name), { force: true });
}

/** A snapshot read back, and the folder holding its attachment bytes. */
export interface SavedTable {
  snapshot: TableSnapshot;
  folder: string;
}

/**
 * The saved table, or undefined when there is none yet. A damaged one throws DamagedTable
 * (never a guess at what it meant), before anything is restored from it.
 */
export function loadTable(file: string): SavedTable | undefined {
  if (!existsSync(file)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new DamagedTable(file, 'notJson', 'not JSON');
  }
  const version = (parsed as { version?: unknown } | null)?.version;
  if (version !== SNAPSHOT_VERSION) {
    throw new DamagedTable(file, 'version', `snapshot version ${String(version)}, not ${SNAPSHOT_VERSION}`);
  }
  const shape = SavedShape.safeParse(parsed);
  if (!shape.success) throw new DamagedTable(file, 'shape', firstIssue(shape.error));
  const snapshot = parsed as TableSnapshot;
  const folder = `${file}.files`;
  const missing = snapshot.messages.flatMap((m) => m.fileIds).filter((id) => !existsSync(join(folder, id)));
  if (missing.length > 0) {
    throw new DamagedTable(
      file,
      'files',
      `${folder} lacks ${missing.length} attachment file(s), e.g. ${missing[0]}`,
    );
  }
  return { snapshot, folder };
}

/** A store holding a saved table, and a fresh token for the same bot. */
export function restoreStore(
  { snapshot, folder }: SavedTable,
  clock: Clock,
): { store: Store; token: string } {
  const store = new Store(clock, snapshot.guild, snapshot.application, snapshot.botId);
  for (const user of snapshot.users) store.users.set(user.id, user);
  for (const role of snapshot.roles) store.roles.set(role.id, role);
  for (const channel of snapshot.channels) {
    store.channels.set(
      channel.id,
      upgradeChannel(
        channel.kind === 'thread' ? { ...channel, memberIds: new Set(channel.memberIds) } : channel,
      ),
    );
  }
  for (const message of snapshot.messages) {
    const files = new FilesOnDisk(folder, message.fileIds);
    store.messages.set(message.data.id, { data: message.data, pinged: message.pinged, files });
  }
  for (const command of snapshot.globalCommands) store.globalCommands.set(command.id, command);
  for (const command of snapshot.guildCommands) store.guildCommands.set(command.id, command);
  return { store, token: botToken(snapshot.botId) };
}

/**
 * Attachment URLs name the server's port, which a restart changes, and carry a signature
 * under the last start's key: point them at `base` and sign them anew.
 */
export function rebaseAttachmentUrls(store: Store, base: string): void {
  for (const { data } of store.messages.values()) {
    for (const attachment of data.attachments) {
      const url = store.attachments.sign(
        attachment.url.replace(/^https?:\/\/[^/]+/, base),
        data.channel_id,
        attachment.id,
      );
      attachment.url = url;
      attachment.proxy_url = url;
    }
  }
}
