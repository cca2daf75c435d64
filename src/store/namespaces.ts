// Every namespace the bot writes and what its records must be: store:copy checks each record
// against it before copying (copy.ts), and start-up moves aside whatever fails it (set-aside.ts).
import { z } from 'zod';
import { GameRecordSchema, PendingClickSchema, RunningIndexSchema } from './game-record';
import { LeagueRecordSchema } from './league-record';
import { RecordedResultSchema } from '../league/index';
import { migrate } from './migrate';
import { PostMarkSchema } from './post-marks';
import { PostNoteSchema } from './post-notes';
import { UserSettingsSchema } from './user-settings-store';
import { ServerSettingsSchema } from './server-settings-store';
import { FinishedSchema } from './finished-games-store';
import { SigningKeySchema, SIGNING_KEY_NAMESPACE } from './signing-key-store';

export type RecordCheck = (value: unknown) => z.ZodSafeParseResult<unknown>;

/** What a record moved aside keeps: whence (`id`), why, when, and its stored text as it was. */
export const AsideRecordSchema = z.object({
  id: z.string(),
  problem: z.string(),
  movedAt: z.number(),
  stored: z.string(),
});
export type AsideRecord = z.infer<typeof AsideRecordSchema>;

/** A league moved aside, waiting to be told to the server's admins at their next /league. */
export const LeagueAsideNoticeSchema = z.object({
  leagueId: z.string(),
  aside: z.string(),
  results: z.number().int().min(0),
});
export type LeagueAsideNotice = z.infer<typeof LeagueAsideNoticeSchema>;

/** The namespace of the records moved aside (kept for whoever repairs them). */
export const ASIDE = 'damaged';

export const NAMESPACES: Record<string, RecordCheck> = {
  games: (value) => GameRecordSchema.safeParse(migrate(value)),
  running: (value) => RunningIndexSchema.safeParse(value),
  // A damaged record moved aside keeps its stored text for whoever repairs it.
  [ASIDE]: (value) => AsideRecordSchema.safeParse(value),
  unposted: (value) => PostMarkSchema.safeParse(value),
  'post-notes': (value) => PostNoteSchema.safeParse(value),
  clicks: (value) => PendingClickSchema.safeParse(value),
  leagues: (value) => LeagueRecordSchema.safeParse(value),
  'league-results': (value) => RecordedResultSchema.safeParse(value),
  'league-aside': (value) => LeagueAsideNoticeSchema.safeParse(value),
  welcomed: (value) => z.literal(true).safeParse(value),
  users: (value) => UserSettingsSchema.safeParse(value),
  servers: (value) => ServerSettingsSchema.safeParse(value),
  'finished-games': (value) => FinishedSchema.safeParse(value),
  // Issue 42: the bot's signing key (its private key too: store:copy takes the bot's identity along).
  [SIGNING_KEY_NAMESPACE]: (value) => SigningKeySchema.safeParse(value),
};

/**
 * The namespaces start-up's sweep checks record by record: all but the games (stored-games.ts
 * reads only running ones in full), the leagues and their results (moved together,
 * league-store.ts) and the records already moved aside.
 */
export const SWEPT = Object.keys(NAMESPACES).filter(
  (namespace) => !['games', 'leagues', 'league-results', ASIDE].includes(namespace),
);
