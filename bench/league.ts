// League figures: standings recomputed from scratch (results + audit log → ratings, points,
// table) for a league of 500 players and 5,000 recorded games, p50 and p99. Printed, never
// asserted. The goal (issue 23): `/league standings` answered within 1 s, image included.
import {
  AUDIT_SCHEMA_VERSION,
  DEFAULT_POINTS,
  pairRound,
  RESULT_SCHEMA_VERSION,
  standings,
  type AuditEntry,
  type RecordedResult,
  type StandingsInput,
} from '../src/league';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { standingsEmbed } from '../src/bot/league/standings-message';
import { IMAGE_ROWS } from '../src/bot/league/standings-image';
import { renderStandings } from '../src/render/index';
import { LeagueStore } from '../src/store';
import { leagueRecord } from '../test/support/league-record';

const PLAYERS = 500;
const GAMES = 5_000;
const RUNS = 21;

/** A small fixed generator (mulberry32): the same league every run. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function league(): { results: RecordedResult[]; audit: AuditEntry[] } {
  const random = generator(23);
  const ids = Array.from({ length: PLAYERS }, (_, i) => String(100_000 + i));
  const start = Date.UTC(2026, 0, 1);
  const results = Array.from({ length: GAMES }, (_, g): RecordedResult => {
    const seats = new Set<string>();
    const size = 3 + Math.floor(random() * 2);
    while (seats.size < size) seats.add(ids[Math.floor(random() * PLAYERS)]);
    const vps = [...seats].map(() => 20 + Math.floor(random() * 60));
    return {
      schemaVersion: RESULT_SCHEMA_VERSION,
      gameId: `g${g}`,
      channelId: String(900_000 + g),
      season: 1,
      finishedAt: new Date(start + g * 600_000).toISOString(),
      endReason: 'guildMaster',
      rounds: 10,
      seats: [...seats].map((userId, i) => ({
        holder: { kind: 'member', userId },
        place: 1 + vps.filter((vp) => vp > vps[i]).length,
        vp: vps[i],
        dp: 2,
        forfeited: false,
      })),
      rated: random() > 0.05,
    };
  });
  const audit = Array.from({ length: 50 }, (_, i): AuditEntry => ({
    schemaVersion: AUDIT_SCHEMA_VERSION,
    seq: i + 1,
    at: new Date(start + i * 1_000).toISOString(),
    by: '100000',
    reason: 'bench',
    change: { kind: 'void', gameId: `g${i * 97}` },
  }));
  return { results, audit };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

/** Seating the whole roster for a new round, the whole season's tables as history. */
function pairingTimes(results: readonly RecordedResult[]): number[] {
  const roster = Array.from({ length: PLAYERS }, (_, i) => String(100_000 + i));
  const table = standings({ results, audit: [], scheme: DEFAULT_POINTS });
  const ratings = new Map(table.rows.map((row) => [row.userId, row.rating]));
  const history = results.map((r) =>
    r.seats.flatMap((s) => (s.holder.kind === 'member' ? [s.holder.userId] : [])),
  );
  return Array.from({ length: 5 }, () => {
    const t0 = performance.now();
    pairRound({ roster, ratings, history });
    return performance.now() - t0;
  });
}

/**
 * Recording one more result in a stored league of GAMES results, as the bot does
 * (bot/league/leagues.ts): in the league's queue, load, schema check and save the result
 * (one key of its own); then, in the queue again, load the league and draw the standings
 * embed that the board message is edited with. Discord's edit itself is not in it (see the
 * e2e tests for that path).
 */
let coldRead = 0;

async function recordTimes(results: readonly RecordedResult[]): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'kogge-bench-league-'));
  const store = LeagueStore.open(join(dir, 'kogge.sqlite'));
  const roster = Array.from({ length: PLAYERS }, (_, i) => String(100_000 + i));
  const record = leagueRecord({
    id: 'bench',
    guildId: '1',
    name: 'Bench',
    roster,
    seasonStart: '2026-01-01T00:00:00.000Z',
    results: results.slice(0, -RUNS),
  });
  try {
    await store.change('1', 'bench', async () => ({ save: record, answer: undefined }));
    // The bot reads every league once at start-up (leagues.ts, catchUp); that first read of
    // GAMES results is timed apart, and the runs below follow it as the bot's records do.
    const cold = LeagueStore.open(join(dir, 'kogge.sqlite'));
    const c0 = performance.now();
    await cold.scan();
    coldRead = performance.now() - c0;
    await cold.close();
    await store.scan();
    const times: number[] = [];
    for (const result of results.slice(-RUNS)) {
      const t0 = performance.now();
      await store.change('1', 'bench', async (stored) => ({
        save: stored && { ...stored, results: [...stored.results, result] },
        answer: undefined,
      }));
      await store.change('1', 'bench', async (stored) => {
        if (stored) standingsEmbed(stored, 'en');
        return { save: null, answer: undefined };
      });
      times.push(performance.now() - t0);
    }
    return times;
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What /league standings does after loading the league: the table, then the image of its top
 * rows drawn and encoded (here on this thread; the bot draws it in a render worker). Member
 * names stand in as ids: fetching them is Discord's time, not ours.
 */
async function standingsAnswerTimes(input: StandingsInput): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < 11; run++) {
    const t0 = performance.now();
    const rows = standings(input).rows.slice(0, IMAGE_ROWS);
    await renderStandings({
      title: 'Bench: standings, season 1',
      rows: rows.map((r) => ({ ...r, name: r.userId })),
      footer: `${GAMES} games recorded`,
    });
    times.push(performance.now() - t0);
  }
  return times;
}

export async function run(): Promise<void> {
  const { results, audit } = league();
  const input: StandingsInput = { results, audit, scheme: DEFAULT_POINTS };
  standings(input); // warm-up
  const times = Array.from({ length: RUNS }, () => {
    const t0 = performance.now();
    standings(input);
    return performance.now() - t0;
  });
  console.log(
    `standings from ${GAMES.toLocaleString('en')} games of ${PLAYERS} players (${RUNS} runs): ` +
      `p50 ${percentile(times, 0.5).toFixed(0)} ms, p99 ${percentile(times, 0.99).toFixed(0)} ms (goal: well under 1 s)`,
  );
  const recording = await recordTimes(results);
  console.log(
    `recording a result in a stored league of ${GAMES.toLocaleString('en')} games, then its standings embed ` +
      `(${RUNS} runs): p50 ${percentile(recording, 0.5).toFixed(0)} ms, p99 ${percentile(recording, 0.99).toFixed(0)} ms ` +
      `(goal: the standings message edited within 1 s)`,
  );
  console.log(
    `reading a stored league of ${GAMES.toLocaleString('en')} games the first time (start-up): ${coldRead.toFixed(0)} ms`,
  );
  const answers = await standingsAnswerTimes(input);
  console.log(
    `/league standings of ${GAMES.toLocaleString('en')} games: the table and its image of the top ${IMAGE_ROWS} ` +
      `(${answers.length} runs, one thread): p50 ${percentile(answers, 0.5).toFixed(0)} ms, ` +
      `p99 ${percentile(answers, 0.99).toFixed(0)} ms (goal: answered within 1 s, image included)`,
  );
  const pairing = pairingTimes(results);
  console.log(
    `seating a round of ${PLAYERS} players into tables (5 runs): p50 ${percentile(pairing, 0.5).toFixed(0)} ms, ` +
      `max ${Math.max(...pairing).toFixed(0)} ms`,
  );
}
