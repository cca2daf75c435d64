// The check that nothing public tells a secret (K-60): every message a spectator can see in
// the game's thread (texts, embeds, the images' alt texts) against every private line the
// players were shown in their ephemerals, and every public board image against the board
// drawn again from the public view of the same state (replayed from the stored record).
import { PNG } from 'pngjs';
import { applyAction, newGame, playerView, publicView, type GameState } from '../../src/engine/index';
import type { SeenMessage } from '../../src/local-discord';
import { chartOf } from '../../src/bot/score-chart';
import {
  renderBoard,
  renderScoreChart,
  renderSeatBoard,
  seatBoardName,
  type MapChoice,
} from '../../src/render/index';
import { buildPanel } from '../../src/bot/panel/panel';
import { KeyvGameStore, seatOfUser, type GameRecord } from '../../src/store/index';
import { describeGame, gameSpec } from '../../src/verify/index';
import { scoreHistoryOf } from '../../src/verify/score-history';
import type { BotTable } from './harness';
import { CATALOGUES as catalogues } from '../../src/i18n/catalogues';
import type { MessageKey } from '../../src/i18n/index';

/** Lines of ephemeral answers that show a player's own holdings, secret bid (K-72) or private terms. */
const ENGLISH_PRIVATE_LINE =
  /^(You hold|Goods on your cog|Route markers:|Face-down routes you know|You picked|Your bid:|#\d+ (from|to) )/;

/** The same sentences by key, so that a player answered in another language is scanned too. */
const PRIVATE_KEYS = [
  'panel.you',
  'hand.text.goods',
  'hand.text.markers',
  'hand.text.known',
  'panel.startPicked',
  'panel.bid.chosen',
  'panel.offer.in',
  'panel.offer.out',
  'panel.offer.officeIn',
  'panel.offer.officeOut',
] as const satisfies readonly MessageKey[];

/** A sentence's start as a pattern: its words as written, each {parameter} as anything. */
function sentencePattern(template: string): string {
  return template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
}

/** Issue 25: every registered language's private sentences besides the English ones. */
const PRIVATE_LINE = new RegExp(
  [
    ENGLISH_PRIVATE_LINE.source,
    ...Object.values(catalogues).flatMap((catalogue) =>
      PRIVATE_KEYS.flatMap((key) => {
        const sentence = catalogue[key];
        return sentence ? [`^${sentencePattern(sentence)}`] : [];
      }),
    ),
  ].join('|'),
);

export interface Finding {
  messageId: string;
  what: string;
}

/** Every public text of a message: its content, embeds and attachments' descriptions. */
function publicTexts(m: SeenMessage): string[] {
  const embeds = m.embeds.flatMap((e) => [
    e.title ?? '',
    e.description ?? '',
    e.footer?.text ?? '',
    ...(e.fields ?? []).flatMap((f) => [f.name, f.value]),
  ]);
  return [m.content, ...embeds, ...m.attachments.map((a) => a.description ?? '')].filter(Boolean);
}

/** Private lines shown in ephemerals anywhere in the thread, to any player. */
export function privateLines(table: BotTable, thread: string): string[] {
  const lines = new Set<string>();
  for (const record of table.discord.store.channelMessages(thread)) {
    if (!record.ephemeralFor) continue;
    for (const line of record.data.content.split('\n')) if (PRIVATE_LINE.test(line)) lines.add(line);
  }
  return [...lines];
}

export function scanTexts(spectator: SeenMessage[], secrets: string[]): Finding[] {
  const findings: Finding[] = [];
  for (const m of spectator) {
    if (m.ephemeralFor) continue;
    for (const text of publicTexts(m)) {
      for (const line of text.split('\n')) {
        if (PRIVATE_LINE.test(line)) findings.push({ messageId: m.id, what: `private line: ${line}` });
      }
      for (const secret of secrets)
        if (text.includes(secret)) findings.push({ messageId: m.id, what: `secret: ${secret}` });
    }
  }
  return findings;
}

/** The seed's pieces a scan looks for: the whole seed and every 16 hex digits of it (issue 21). */
export function seedPieces(seed: string): string[] {
  const pieces = [seed];
  for (let i = 0; i + 16 <= seed.length; i += 8) pieces.push(seed.slice(i, i + 16));
  return pieces;
}

/**
 * Issue 21: where the game's secret seed shows before the game ends, in any message of the
 * given channels (public or ephemeral: no player may know it either, errors included) or in
 * any log line. Images need no text scan: scanImages holds each to the public view's board.
 */
export function seedFindings(
  table: BotTable,
  channels: string[],
  seed: string,
  logLines: string[],
): Finding[] {
  const pieces = seedPieces(seed);
  const findings: Finding[] = [];
  for (const channel of channels)
    for (const record of table.discord.store.channelMessages(channel)) {
      const text = JSON.stringify(record.data);
      if (pieces.some((p) => text.includes(p)))
        findings.push({ messageId: record.data.id, what: 'the seed' });
    }
  logLines.forEach((line, i) => {
    if (pieces.some((p) => line.includes(p)))
      findings.push({ messageId: `log line ${i + 1}`, what: 'the seed' });
  });
  return findings;
}

/** The game's states by version, replayed from its stored record. */
export async function statesOf(
  databaseFile: string,
  gameId: string,
): Promise<{ record: GameRecord; states: GameState[] }> {
  const store = KeyvGameStore.open(databaseFile);
  try {
    const loaded = await store.load(gameId);
    if (!loaded.ok) throw new Error(`game ${gameId} not stored`);
    const { record } = loaded;
    // The advanced rules the game was opened with (K-70 … K-73), as the lobby starts it.
    const created = newGame(gameSpec(describeGame(record)));
    if (!created.ok) throw new Error(`the engine refused the stored game: ${created.error.code}`);
    let state = created.state;
    const states = [state];
    for (const action of record.actions) {
      const result = applyAction(state, action);
      if (!result.ok) throw new Error(`replay refused ${action.type}`);
      state = result.state;
      states[state.version] = state;
    }
    return { record, states };
  } finally {
    await store.close();
  }
}

/** Every public board image must be exactly the board drawn from the public view of its state. */
export async function scanImages(
  spectator: SeenMessage[],
  states: GameState[],
  locale: string,
  limit = Infinity,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const boards = spectator
    .filter((m) => !m.ephemeralFor)
    .flatMap((m) => m.attachments.map((a) => ({ m, a })))
    .slice(-limit);
  for (const { m, a } of boards) {
    if (a.filename === CHART_FILE) {
      findings.push(...(await chartFindings(m.id, a, states, locale)));
      continue;
    }
    const version = Number(/^kogge-board-(\d+)\.png$/.exec(a.filename)?.[1] ?? NaN);
    const state = states[version];
    if (!state) {
      findings.push({ messageId: m.id, what: `an image of no known state: ${a.filename}` });
      continue;
    }
    // The bot labels its boards with the game's id (bot/board-image.ts).
    const expected = await renderBoard(publicView(state), { locale, label: gameIdIn(spectator) });
    if (!samePixels(a.data, expected.data))
      findings.push({ messageId: m.id, what: `image differs from the public board: ${a.filename}` });
    if (a.description !== expected.description)
      findings.push({ messageId: m.id, what: `alt text differs: ${a.filename}` });
  }
  return findings;
}

const CHART_FILE = 'kogge-rounds.png';

/**
 * Issue 21: the VP and DP chart comes only once the game is over, and is exactly the chart drawn
 * from the replayed positions' scores.
 */
async function chartFindings(
  messageId: string,
  a: SeenMessage['attachments'][number],
  states: GameState[],
  locale: string,
): Promise<Finding[]> {
  const positions = states.filter(Boolean);
  const final = positions[positions.length - 1];
  if (final.phase.kind !== 'ended') return [{ messageId, what: 'a chart of a game not over' }];
  const expected = await renderScoreChart(chartOf(final, scoreHistoryOf(positions)), { locale });
  const findings: Finding[] = [];
  if (!samePixels(a.data, expected.data)) findings.push({ messageId, what: 'the chart differs' });
  if (a.description !== expected.description)
    findings.push({ messageId, what: 'the chart’s alt text differs' });
  return findings;
}

function samePixels(a: Buffer, b: Buffer): boolean {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  return pa.width === pb.width && pa.height === pb.height && pa.data.equals(pb.data);
}

/** The game id from the thread's board buttons. */
export function gameIdIn(spectator: SeenMessage[]): string {
  for (const m of spectator) {
    const id = JSON.stringify(m.components).match(/"k\|([a-z0-9]+)\|/);
    if (id) return id[1];
  }
  throw new Error('no game buttons in the thread');
}

/** The panel sections whose boards a scan redraws: the main one and each that letters choices. */
const PANEL_SECTIONS = [['main'], ['sail'], ['route'], ['raid']];

/**
 * Issue 38: every action panel's board (ephemeral, one seat's) must be exactly that seat's
 * board drawn from its own view, `playerView(state, seat)`, with one of its panel's own sets of
 * lettered choices: so it shows nothing that seat may not see. `limit`: the newest ones only.
 */
export async function scanPanelImages(
  table: BotTable,
  thread: string,
  record: GameRecord,
  states: GameState[],
  limit = Infinity,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const panels = table.discord.store
    .channelMessages(thread)
    .filter((m) => m.ephemeralFor)
    .flatMap((m) => m.data.attachments.map((a) => ({ m, a })))
    .filter(({ a }) => a.filename.startsWith('kogge-panel-'))
    .slice(-limit);
  for (const { m, a } of panels) {
    const version = Number(/^kogge-panel-(\d+)-/.exec(a.filename)?.[1] ?? NaN);
    const state = states[version];
    const seat = seatOfUser(record.seats, m.ephemeralFor ?? '');
    const candidates = state && seat >= 0 ? panelChoices(state, seat, record.id) : [];
    const locale = table.discord.store.user(m.ephemeralFor ?? '').locale;
    const choices = candidates.find((c) => `${seatBoardName(version, c, locale)}.png` === a.filename);
    if (!state || seat < 0 || !choices) {
      findings.push({ messageId: m.data.id, what: `a panel image of no known seat board: ${a.filename}` });
      continue;
    }
    const expected = await renderSeatBoard(playerView(state, seat), { locale, label: record.id, choices });
    const data = m.files.get(a.id);
    if (!data || !samePixels(data, expected.data))
      findings.push({
        messageId: m.data.id,
        what: `panel image differs from the seat's own board: ${a.filename}`,
      });
  }
  return findings;
}

function panelChoices(state: GameState, player: number, gameId: string): MapChoice[][] {
  const ctx = { gameId, version: state.version, state, player, locale: 'en' };
  return PANEL_SECTIONS.map((section) => buildPanel(ctx, section).choices ?? []);
}
