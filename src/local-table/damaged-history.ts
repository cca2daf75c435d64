// A damaged history file must not stop the table: the person at this machine is told which
// file it was, it is moved aside (kept, never deleted, so nothing is lost for good), and
// the table starts with a fresh server.
import { existsSync, renameSync } from 'node:fs';
import { t } from '../i18n';
import { DamagedTable, LocalDiscord, loadTable, type DamageKind } from '../local-discord';
import { TABLE_CHANNEL, TABLE_PLAYERS } from './players';

const REASON = {
  notJson: 'table.damaged.notJson',
  version: 'table.damaged.version',
  shape: 'table.damaged.shape',
  files: 'table.damaged.files',
} as const satisfies Record<DamageKind, string>;

/** The local Discord from `file`, or a fresh one when `file` is absent or damaged. */
export async function startDiscord(file: string, print: (line: string) => void): Promise<LocalDiscord> {
  try {
    const restore = loadTable(file);
    if (restore) return await LocalDiscord.start({ restore });
  } catch (error) {
    if (!(error instanceof DamagedTable)) throw error;
    const aside = setAside(file);
    print(t('table.damaged', { file, aside, reason: t(REASON[error.kind]) }));
  }
  return LocalDiscord.start({ users: TABLE_PLAYERS, channels: [TABLE_CHANNEL], guildName: 'Kogge Table' });
}

/** Renames the file (and its attachment folder) to a name that says when and why. */
function setAside(file: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const aside = `${file}.damaged-${stamp}`;
  renameSync(file, aside);
  if (existsSync(`${file}.files`)) renameSync(`${file}.files`, `${aside}.files`);
  return aside;
}
