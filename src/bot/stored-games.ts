// Start-up's look at every stored game, before the bot answers anyone: a record that cannot
// be read (not JSON; for a running game, not its schema either) is moved aside (kept, never deleted) and reported once, and each server's index of
// running games is rebuilt from the records where it disagrees with them (an index write
// lost to a crash, a damaged record dropped). Then each thread whose game was lost hears so.
// Issue 27: under shards each process does this for its own servers only (shard-owner.ts):
// another shard's index is changing while this one starts, and a rebuild from this process's
// snapshot would drop the games created since.
import type pino from 'pino';
import {
  Database,
  indexEntry,
  sweepUnreadable,
  type GameRecord,
  type RunningIndex,
  type ScannedGame,
  type StoreTarget,
} from '../store/index';
import { t } from '../i18n/index';
import { mentionOnly, type BotContext } from './context';
import { send } from './channel-posts';
import { ownsGuild } from './shard-owner';

const ACTIVE = new Set(['lobby', 'playing']);
const FINISHED = new Set(['ended', 'abandoned']);

/** A running game whose record could not be read: where to tell its players. */
export interface LostGame {
  id: string;
  guildId: string;
  channelId: string;
}

/** Checks every stored game and the index; returns the running games that were lost. */
export async function checkStoredGames(ctx: BotContext): Promise<LostGame[]> {
  const owned = (guildId: string | undefined) => ownsGuild(ctx.client, guildId);
  const indexed = (await ctx.store.allRunning()).filter(({ guildId }) => owned(guildId));
  const where = new Map(indexed.flatMap(({ guildId, games }) => games.map((g) => [g.id, { guildId, ...g }])));
  const rebuilt = new Map<string, GameRecord[]>();
  const lost: LostGame[] = [];
  let damaged = 0;
  for (const scanned of await ctx.store.scan()) {
    const checked = await check(ctx, scanned);
    if (checked === null) continue;
    if (typeof checked !== 'string') {
      if (owned(checked.guildId)) listIn(rebuilt, checked);
      continue;
    }
    // A record that cannot say its server is known by the index, else left to shard 0.
    if (!owned(where.get(scanned.id)?.guildId)) continue;
    damaged += 1;
    await ctx.store.moveAside(scanned.id, checked);
    // Reported once: the record is no longer among the games at the next start.
    ctx.logger.warn({ game: scanned.id, problem: checked }, 'stored game moved aside');
    const place = where.get(scanned.id);
    if (place) lost.push({ id: scanned.id, guildId: place.guildId, channelId: place.channelId });
  }
  await rebuildIndexes(ctx, indexed, rebuilt);
  const running = [...rebuilt.values()].reduce((sum, games) => sum + games.length, 0);
  ctx.logger.info({ running, damaged }, 'stored games checked');
  return lost;
}

/**
 * Every other namespace's unreadable records (people's settings, servers', first games, the
 * indexes, the outbox) moved aside and each reported once; the store's own reads already
 * treat a damaged one as absent, so nothing else changes. Never stops the bot.
 */
export async function sweepStore(
  target: string | StoreTarget,
  logger: pino.Logger,
  now: number,
): Promise<void> {
  const db = Database.open(target);
  try {
    for (const moved of await sweepUnreadable(db, now))
      logger.warn(
        { key: moved.key, problem: moved.problem, aside: moved.aside },
        'stored record moved aside',
      );
  } catch (error) {
    logger.warn({ err: String(error) }, 'stored records not checked');
  } finally {
    await db.close();
  }
}

/** Each lost game's thread is told, in its server's language; a failure is only logged. */
export async function tellLostGames(ctx: BotContext, lost: readonly LostGame[]): Promise<void> {
  for (const game of lost) {
    const locale = ctx.client.guilds.cache.get(game.guildId)?.preferredLocale ?? 'en';
    const content = t('store.gameLost', {}, locale);
    await send(ctx, game.channelId, { content, allowedMentions: mentionOnly() }).catch((error: unknown) =>
      ctx.logger.warn({ game: game.id, err: String(error) }, 'could not tell a thread its game was lost'),
    );
  }
}

/** A running game's record; null for a finished one; what is wrong with a damaged one. */
async function check(
  ctx: BotContext,
  { id, json, status }: ScannedGame,
): Promise<GameRecord | string | null> {
  // A finished game is read (and checked) only when someone asks for it.
  if (!json) return 'not JSON';
  if (status !== null && FINISHED.has(status)) return null;
  const loaded = await ctx.store.load(id);
  if (loaded.ok) return ACTIVE.has(loaded.record.status) ? loaded.record : null;
  return loaded.reason === 'invalid' ? loaded.problem : null;
}

function listIn(index: Map<string, GameRecord[]>, record: GameRecord): void {
  const games = index.get(record.guildId) ?? [];
  games.push(record);
  index.set(record.guildId, games);
}

async function rebuildIndexes(
  ctx: BotContext,
  indexed: { guildId: string; games: RunningIndex }[],
  rebuilt: Map<string, GameRecord[]>,
): Promise<void> {
  const before = new Map(indexed.map(({ guildId, games }) => [guildId, games]));
  for (const guildId of new Set([...before.keys(), ...rebuilt.keys()])) {
    const records = (rebuilt.get(guildId) ?? []).sort((a, b) => a.createdAt - b.createdAt);
    const games = records.map(indexEntry);
    const old = before.get(guildId) ?? [];
    if (sameGames(old, games)) continue;
    await ctx.store.replaceIndex(guildId, games);
    ctx.logger.warn(
      { guild: guildId, before: old.length, after: games.length },
      'running games index rebuilt',
    );
  }
}

function sameGames(a: RunningIndex, b: RunningIndex): boolean {
  const key = (g: RunningIndex[number]) => `${g.id} ${g.channelId} ${g.hostId ?? ''} ${g.league ?? ''}`;
  const left = new Set(a.map(key));
  return a.length === b.length && b.every((g) => left.has(key(g)));
}
