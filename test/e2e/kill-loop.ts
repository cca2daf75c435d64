// Issue 28: SIGKILL at uniformly random instants. Several games are played flat out by
// simulated people against a bot in a child process (test/support/bot-process.ts); the
// process is killed at a random moment, started again on the same SQLite file, and after
// each restart (and at the end) every game is checked:
// - every click was answered (a result, a refusal or "not applied"); a click the bot never
//   acknowledged is one Discord shows as failed, and is counted;
// - every action the answers showed as applied is in the store's log at its version, and
//   every logged action was asked for by a click at that version (none missing or doubled);
// - the posts follow the bot's rule (a new post only when the post's owner changes, each edit
//   of the newest post), the newest shows the stored state and pinged the awaited players;
// - every ended game's newest post is its final post.
// Used by test/e2e/kill-loop.test.ts (CI size) and bench/kill-loop.ts (larger).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InteractionResponseType } from 'discord-api-types/v10';
import { isDeepStrictEqual } from 'node:util';
import { decodeMove } from '../../src/bot/action-codec';
import { deployTo } from '../support/deploy-to';
import { postOwner } from '../../src/bot/post-message';
import { ActionSchema, type GameState } from '../../src/engine/index';
import { t } from '../../src/i18n/index';
import { LocalDiscord, type SeenMessage } from '../../src/local-discord';
import { KeyvGameStore } from '../../src/store/index';
import { BotProcess } from '../support/bot-process';
import { customIds, isFinalPost, openGame, type BotTable } from './harness';
import { boardCalls, type BoardCall } from './post-audit';
import { seeded, TablePlayers, versionOf } from './players';
import { gameIdIn, statesOf } from './secret-scan';

export interface KillLoopOptions {
  kills: number;
  games: number;
  seed: number;
  /** The longest play between two kills, in ms (each gap is uniform in [0, this]). */
  maxGapMs?: number;
}

/** One press on a panel (an action, or a move within the panel), and what came of it. */
export interface Click {
  game: number;
  name: string;
  interactionId: string;
  panelId: string;
  before: string;
  /** The state version the pressed panel showed. */
  version: number;
  applies: boolean;
  expected?: unknown;
  response: InteractionResponseType | null;
  /** What its answer showed, seen when it came. */
  answer: 'applied' | 'not applied' | 'other' | 'none';
}

export interface KillLoopFigures {
  kills: number;
  clicks: number;
  /** Clicks acknowledged by a defer (answered by an edit later). */
  deferred: number;
  /** Clicks the bot never acknowledged (killed first): Discord shows them as failed. */
  unacknowledged: number;
  /**
   * Issue 42: interactions of every kind (Act, panel moves, actions, commands) deferred and
   * never answered after the defer, as the local Discord saw them at the end: "thinking…" for good.
   */
  unfilled: number;
  applied: number;
  notApplied: number;
  gamesEnded: number;
  /** Games checked (each time every check below). */
  checks: number;
  /** How many of those checks each check failed. */
  failed: Record<CheckName, number>;
  /** Every check that failed, with its game and restart. */
  findings: string[];
}

const NOT_APPLIED = t('reply.notApplied', {}, 'en-US');
const SHORT = { timeoutMs: 8_000 };
/** Long enough for a deferred click to be answered by the next process. */
const ACROSS_RESTART = { timeoutMs: 90_000 };
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const partsOf = (id: string) => id.split('|');

interface Game {
  /** Its number among the games opened. */
  n: number;
  thread: string;
  id: string;
  names: string[];
  players: TablePlayers;
  seats: Map<string, number>;
  ended: boolean;
}

export async function runKillLoop(options: KillLoopOptions): Promise<KillLoopFigures> {
  const names = Array.from({ length: options.games * 2 }, (_, i) => `p${i}`);
  // The post checks read every board call of the run: keep them all (the default bound lets
  // the oldest go in a long run, which once shifted every later post's id in CI).
  const discord = await LocalDiscord.start({
    users: names,
    channels: ['tavern'],
    callLogLimit: 1_000_000,
  });
  const dir = mkdtempSync(join(tmpdir(), 'kogge-kill-loop-'));
  const databaseFile = join(dir, 'kogge.sqlite');
  const random = seeded(options.seed);
  const clicks: Click[] = [];
  const figures: KillLoopFigures = {
    kills: 0,
    clicks: 0,
    deferred: 0,
    unacknowledged: 0,
    unfilled: 0,
    applied: 0,
    notApplied: 0,
    gamesEnded: 0,
    checks: 0,
    failed: Object.fromEntries(CHECKS.map((name) => [name, 0])) as Record<CheckName, number>,
    findings: [],
  };
  let bot: BotProcess | undefined;
  let gate: Promise<void> | null = null;
  let release: () => void = () => undefined;
  const waiting = new Set<number>();
  let stopping = false;
  try {
    await deployTo(discord);
    const start = async () => {
      bot = await BotProcess.start({
        token: discord.token,
        api: discord.apiUrl,
        databaseFile,
        firstSeed: options.seed,
      });
    };
    await start();
    const table = { discord, user: (name: string) => discord.user(name) } as unknown as BotTable;
    /** Every game opened, in order; `slots` holds those being played now. */
    const all: Game[] = [];
    const open = async (slot: number): Promise<Game> => {
      const [host, guest] = [names[2 * slot], names[2 * slot + 1]];
      const { thread } = await openGame(table, host, [guest]);
      const id = gameIdIn(discord.user(host).sees(thread));
      const record = await readRecord(databaseFile, id);
      const seats = new Map(
        [host, guest].map((n) => [
          n,
          record.seats.findIndex((s) => s.kind === 'human' && s.userId === discord.user(n).id),
        ]),
      );
      const players = new TablePlayers(table, thread, [host, guest], options.seed + all.length);
      const game = { n: all.length, thread, id, names: [host, guest], players, seats, ended: false };
      all.push(game);
      return game;
    };
    const slots: Game[] = [];
    for (let slot = 0; slot < options.games; slot++) slots.push(await open(slot));
    let killing = true;

    /** One person's turn at one game: Act, then the panel's presses until it offers nothing. */
    const turn = async (slot: number): Promise<void> => {
      const game = slots[slot];
      const post = game.players.latestPost();
      if (isFinalPost(post)) {
        game.ended = true;
        return;
      }
      const awaited = post.mentions.filter((id) => game.names.some((n) => discord.user(n).id === id));
      if (awaited.length === 0) return sleep(200);
      const name = game.names.find(
        (n) => discord.user(n).id === awaited[Math.floor(random() * awaited.length)],
      ) as string;
      const actor = discord.user(name);
      let panel: SeenMessage;
      try {
        panel = await (await actor.click(post, 'Act')).reply(SHORT);
      } catch {
        return sleep(300);
      }
      let turnSteps = 0;
      for (let step = 0; step < 40 && !gate; step++) {
        const choice = game.players.choose(panel, step, turnSteps);
        if (!choice) return;
        const controlId = choice.control.id;
        const code = choice.values ? choice.values[0] : (partsOf(controlId)[4] ?? '');
        const handle = choice.values
          ? await actor.select(panel, controlId, choice.values)
          : await actor.click(panel, controlId);
        const click: Click = {
          game: game.n,
          name,
          interactionId: handle.id,
          panelId: panel.id,
          before: snapshot(panel),
          version: versionOf(controlId),
          applies: choice.applies,
          expected: choice.applies ? expectedAction(code, game.seats.get(name) ?? -1) : undefined,
          response: null,
          answer: 'none',
        };
        clicks.push(click);
        click.response = await handle.response(SHORT).catch(() => null);
        if (click.response === null) return;
        const shown = panel.id;
        const answered = (m: SeenMessage) => m.id === shown && snapshot(m) !== click.before;
        const next =
          click.response === InteractionResponseType.DeferredMessageUpdate
            ? await actor.waitForMessage(answered, { ...ACROSS_RESTART, in: game.thread }).catch(() => null)
            : (actor.sees(game.thread).find((m) => m.id === shown) ?? null);
        if (next) click.answer = answerOf(next, click);
        // Issue 42: a panel move deferred and killed is answered after the restart with the fresh
        // panel, which can look just as it did before the click; the local Discord saw it filled.
        else if (!discord.unfilledDeferrals().some((d) => d.id === handle.id)) click.answer = 'other';
        if (!next || customIds(next).length === 0) return;
        if (choice.applies && click.answer !== 'applied') return;
        if (choice.applies) turnSteps += 1;
        panel = next;
      }
    };

    const play = async (slot: number): Promise<void> => {
      while (!stopping) {
        if (gate) {
          waiting.add(slot);
          await gate;
          waiting.delete(slot);
          continue;
        }
        // An ended game's slot takes a new game at the next pause while kills remain.
        if (slots[slot].ended && !killing) return;
        if (slots[slot].ended) await sleep(200);
        else await turn(slot).catch(() => sleep(300));
      }
    };
    const playing = slots.map((_, slot) => play(slot));

    const check = async (when: string): Promise<void> => {
      if (discord.droppedCalls > 0)
        figures.findings.push(`${when}: ${discord.droppedCalls} REST calls were let go, posts unchecked`);
      for (const game of all) {
        const problems = await checkGame(
          discord,
          databaseFile,
          game,
          clicks.filter((c) => c.game === game.n),
        );
        figures.checks += 1;
        for (const name of CHECKS) {
          if (problems[name].length > 0) figures.failed[name] += 1;
          figures.findings.push(...problems[name].map((p) => `game ${game.n}, ${when}, ${name}: ${p}`));
        }
      }
    };

    const pauseAll = async () => {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      while (slots.some((_, slot) => !waiting.has(slot))) await sleep(100);
    };
    const resume = () => {
      gate = null;
      release();
    };

    for (let k = 0; k < options.kills; k++) {
      await sleep(random() * (options.maxGapMs ?? 4_000));
      await bot?.kill();
      figures.kills += 1;
      await start();
      await pauseAll();
      await check(`after kill ${k + 1}`);
      if (k + 1 < options.kills)
        for (const [slot, game] of slots.entries()) if (game.ended) slots[slot] = await open(slot);
      resume();
    }
    killing = false;
    await Promise.all(playing);
    await check('at the end');
    const unfilled = await settledDeferrals(discord);
    figures.unfilled = unfilled.length;
    figures.findings.push(...unfilledFindings(unfilled));

    figures.gamesEnded = all.filter((game) => game.ended).length;
  } finally {
    stopping = true;
    resumeQuietly();
    await bot?.kill();
    await discord.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  figures.clicks = clicks.length;
  figures.deferred = clicks.filter(
    (c) => c.response === InteractionResponseType.DeferredMessageUpdate,
  ).length;
  figures.unacknowledged = clicks.filter((c) => c.response === null).length;
  figures.applied = clicks.filter((c) => c.answer === 'applied').length;
  figures.notApplied = clicks.filter((c) => c.answer === 'not applied').length;
  return figures;

  function resumeQuietly() {
    gate = null;
    release();
  }
}

type Deferral = ReturnType<LocalDiscord['unfilledDeferrals']>[number];

/** The deferrals still unanswered once answers on their way have had a while to land. */
async function settledDeferrals(discord: LocalDiscord): Promise<Deferral[]> {
  const deadline = Date.now() + 30_000;
  while (discord.unfilledDeferrals().length > 0 && Date.now() < deadline) await sleep(500);
  return discord.unfilledDeferrals();
}

/** Issue 42: one finding per deferred interaction never answered, named by its kind. */
export function unfilledFindings(unfilled: readonly Deferral[]): string[] {
  return unfilled.map((d) => {
    const kind = d.commandName ? `/${d.commandName}` : 'click';
    const how = d.response === InteractionResponseType.DeferredMessageUpdate ? 'update' : 'reply';
    return `interaction ${d.id} (${kind}, deferred ${how}) was never answered`;
  });
}

function snapshot(m: SeenMessage): string {
  return JSON.stringify([m.content, m.components]);
}

function expectedAction(code: string, seat: number): unknown {
  const parsed = ActionSchema.safeParse(decodeMove(code, seat));
  return parsed.success ? parsed.data : undefined;
}

async function readRecord(databaseFile: string, id: string) {
  const store = KeyvGameStore.open(databaseFile);
  try {
    const loaded = await store.load(id);
    if (!loaded.ok) throw new Error(`game ${id} not stored`);
    return loaded.record;
  } finally {
    await store.close();
  }
}

/** Waits until the game's newest post shows its stored state (the restarted bot's repair). */
async function settled(discord: LocalDiscord, databaseFile: string, game: Game): Promise<string | null> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const record = await readRecord(databaseFile, game.id);
    const version = record.state?.version ?? -1;
    const newest = game.players.latestPost();
    if (boardVersion(newest) === version && !record.messages.sending) return null;
    if (Date.now() > deadline) return `the newest post shows ${boardVersion(newest)}, the store ${version}`;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function boardVersion(post: SeenMessage): number {
  for (const a of post.attachments) {
    const match = /^kogge-board-(\d+)\.png$/.exec(a.filename);
    if (match) return Number(match[1]);
  }
  return -1;
}

/** Every finding about one game: its clicks, its action log and its posts. */
/** The checks run on each game after each restart, by name (the printed figures count them). */
export const CHECKS = ['post current', 'log replays', 'clicks', 'posts', 'newest post'] as const;
export type CheckName = (typeof CHECKS)[number];

/** Every finding about one game, by check: its clicks, its action log and its posts. */
export async function checkGame(
  discord: LocalDiscord,
  databaseFile: string,
  game: Game,
  clicks: Click[],
): Promise<Record<CheckName, string[]>> {
  const lag = await settled(discord, databaseFile, game);
  const { record, states } = await statesOf(databaseFile, game.id);
  const thread = discord.user(game.names[0]).sees(game.thread);
  const posts = thread.filter((m) => m.author.bot && !m.ephemeralFor && boardVersion(m) >= 0);
  const board = boardCalls(discord.calls, game.thread);
  return {
    'post current': lag ? [lag] : [],
    'log replays': isDeepStrictEqual(states.at(-1), record.state)
      ? []
      : ['the log does not replay to the state'],
    clicks: clickFindings(clicks, record.actions),
    posts: postFindings(
      board,
      posts.map((m) => m.id),
      states,
    ),
    'newest post': newestPostFindings(posts.at(-1), record.state as GameState),
  };
}

/**
 * Each acknowledged click was answered; every click answered as applied is in the log at its
 * version; every logged action was asked for at its version by a click for that action (so
 * none came from nowhere or twice: a click names one version, and the version must match).
 */
export function clickFindings(clicks: Click[], log: unknown[]): string[] {
  const findings: string[] = [];
  for (const click of clicks)
    if (click.response !== null && click.answer === 'none')
      findings.push(`click ${click.interactionId}, acknowledged, never answered`);
  log.forEach((action, v) => {
    const asked = clicks.some((c) => c.applies && c.version === v && isDeepStrictEqual(c.expected, action));
    if (!asked) findings.push(`logged action ${v} was asked for by no click`);
  });
  for (const click of clicks.filter((c) => c.answer === 'applied'))
    if (!isDeepStrictEqual(log[click.version], click.expected))
      findings.push(
        `click ${click.interactionId}, answered as applied at ${click.version}, is not in the log`,
      );
  return findings;
}

/** The newest post: an ended game's final post; otherwise it pinged every player still awaited. */
export function newestPostFindings(newest: SeenMessage | undefined, state: GameState): string[] {
  if (state.phase.kind === 'ended')
    return newest && isFinalPost(newest) ? [] : ['ended without its final post'];
  if (!newest) return ['no post'];
  // A simultaneous choice shrinks as players answer: those still awaited were pinged.
  const awaited = postOwner(state).players.map((p) => state.players[p].id);
  const unpinged = awaited.filter((id) => !newest.pinged.includes(id));
  return unpinged.length > 0 ? [`the newest post did not ping ${unpinged.join(',')}`] : [];
}

/**
 * The bot's own rule (bot/publish.ts), by the post's owner key: a new post only when the key
 * changes (the same key posted twice is a turn posted and pinged twice, a post whose id a
 * kill made the bot forget), and every edit of the newest post within its key (an edit of
 * an older message leaves a stale turn below a newer one). post-audit.ts's postFindings
 * judges by the awaited players instead, which differs from the key where the last player
 * to choose a start city also moves first.
 */
export function postFindings(board: BoardCall[], postIds: string[], states: GameState[]): string[] {
  const findings: string[] = [];
  const keyAt = (version: number) =>
    states[version] ? postOwner(states[version]).key : `unknown-${version}`;
  let current: { id: string; key: string } | undefined;
  let posts = 0;
  for (const b of board) {
    const key = keyAt(b.version);
    if (b.kind === 'post') {
      // The id the post was answered with; without it (hand-made calls), the thread's order.
      const id = b.messageId ?? postIds[posts] ?? `unknown-${b.call}`;
      posts += 1;
      if (current?.key === key) findings.push(`post ${id} repeats the turn of post ${current.id} (${key})`);
      current = { id, key };
    } else if (!current || b.messageId !== current.id) {
      findings.push(`an edit of ${b.messageId ?? '?'} at version ${b.version}, not of the newest post`);
    } else if (current.key !== key) {
      findings.push(`the newest post edited to version ${b.version} of another turn (${key})`);
    }
  }
  return findings;
}

/** What an answer showed: the action applied (the panel moved one version on), "not applied", or else. */
function answerOf(panel: SeenMessage, click: Click): Click['answer'] {
  if (panel.content.includes(NOT_APPLIED)) return 'not applied';
  const ids = customIds(panel);
  const moved = ids.length > 0 && ids.every((c) => versionOf(c.id) === click.version + 1);
  return click.applies && moved ? 'applied' : 'other';
}

/** Counts of the answers, for the printed figures. */
export function answerCounts(figures: KillLoopFigures): string {
  return [
    `kills ${figures.kills}`,
    `clicks ${figures.clicks}`,
    `deferred ${figures.deferred}`,
    `unacknowledged ${figures.unacknowledged}`,
    `deferred never answered ${figures.unfilled}`,
    `applied ${figures.applied}`,
    `not applied ${figures.notApplied}`,
    `games ended ${figures.gamesEnded}`,
    `games checked ${figures.checks} times, failed: ${CHECKS.map((n) => `${n} ${figures.failed[n]}`).join(', ')}`,
    `findings ${figures.findings.length}`,
  ].join(', ');
}
