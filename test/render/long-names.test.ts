// Issue 24: names on the board, the phone board, the winner banner and the final table are
// never cut to where seats cannot be told apart. The longest names a seat allows (100
// characters, SeatSchema) that differ only at their ends, and Discord display names of 32
// that differ in their last letter, are drawn; every player must stay recognisable.
import { describe, expect, it } from 'vitest';
import { publicView, type GameState, type PublicEvent } from '../../src/engine/index';
import { drawBoard, drawPhoneBoard } from '../../src/render/index';
import { middleCut } from '../../src/render/draw/names';
import { BOARD } from '../../src/render/layout';
import { LEGEND_BOX } from '../../src/render/board/legend';
import { recordText } from './drawn-text';
import { endState } from './fixtures';

const long = (end: string) =>
  `${'Maximilian Alexander von Hohenzollern-Sigmaringen zu Lübeck und '.repeat(2)}`.slice(
    0,
    100 - end.length,
  ) + end;
const NAMES = [
  long(' the First'),
  long(' the Second'),
  // 32 characters each, told apart by their last letter only.
  'Bartholomew Fitzgerald-Wellingta',
  'Bartholomew Fitzgerald-Wellingtb',
];

function longNamed(winners: number[]): GameState {
  const s = endState();
  s.players.forEach((p, i) => (p.name = NAMES[i]));
  if (s.phase.kind === 'ended') s.phase.winners = winners;
  return s;
}

/** Whether `text` names player `p` (whole, or cut in the middle) and no other player. */
export function identifies(text: string, p: number, names: readonly string[] = NAMES): boolean {
  if (text.includes(names[p])) return true;
  // At least 8 characters kept: "M…t" tells two names apart but nobody would know whose it is.
  for (let keep = 8; keep < 100; keep++) {
    if (!text.includes(middleCut(names[p], keep))) continue;
    const mine = middleCut(names[p], keep);
    if (names.every((n, q) => q === p || middleCut(n, keep) !== mine)) return true;
  }
  return false;
}

const drawn = (draw: () => unknown) => recordText(draw).map((d) => d.text);

/** The banner's title lines: in its box over the key, larger than the reason below them. */
function bannerTitle(state: GameState) {
  return recordText(() => drawBoard(publicView(state))).filter((d) => {
    const k = d.imageWidth / BOARD.w;
    const box = LEGEND_BOX;
    return d.box[1] < (box.y + box.h) * k && d.box[0] < (box.x + box.w) * k && d.px >= 18 * k;
  });
}

/** The texts of the final table: below its title, above the note under it. */
function finalTable(state: GameState) {
  const texts = recordText(() => drawBoard(publicView(state)));
  const from = texts.findIndex((d) => d.text === 'Final score');
  const to = texts.findIndex((d, i) => i > from && d.text.startsWith('raids:'));
  return texts.slice(from + 1, to);
}

/** Log entries naming two long-named players each (K-45, K-46). */
const TWO_NAMED: PublicEvent[] = [
  { type: 'raiderMoved', player: 1, by: 0, from: 6, leadsTo: 0, revealed: false, blocked: false },
  { type: 'tradeAccepted', offer: 1, from: 3, to: 2 },
  { type: 'tradeOffered', offer: 2, from: 1, to: 0 },
];

/** The board's log as drawn, its rows joined per entry (a row indented is the one before's end). */
function logRows(state: GameState): string[] {
  const texts = recordText(() => drawBoard(publicView(state)));
  const at = texts.findIndex((d) => d.text === 'Log');
  const left = texts[at].box[0];
  // The log's rows start where its title does (or an indent further); the banner comes after.
  const rows = texts.slice(at + 1).filter((d) => d.box[0] >= left - 1 && d.box[0] <= left + 20);
  const entries: string[] = [];
  for (const row of rows)
    if (row.box[0] > left + 4 && entries.length > 0) entries[entries.length - 1] += ` ${row.text}`;
    else entries.push(row.text);
  return entries;
}

describe('render: the longest names stay told apart (issue 24)', () => {
  it('the names are the longest allowed: 100 characters, and 32 for a Discord display name', () => {
    expect(NAMES.map((n) => [...n].length)).toEqual([100, 100, 32, 32]);
  });

  it('the board names every player recognisably, in the panel and the final table', () => {
    const texts = drawn(() => drawBoard(publicView(longNamed([2]))));
    for (let p = 0; p < 4; p++)
      expect(texts.filter((t) => identifies(t, p)).length, NAMES[p]).toBeGreaterThanOrEqual(1);
  });

  it('the final table gives long names a line of their own: each keeps its start and its end', () => {
    const texts = finalTable(longNamed([2]));
    for (let p = 0; p < 4; p++) {
      const row = texts.find((d) => identifies(d.text, p));
      expect(row, NAMES[p]).toBeDefined();
      const kept = [...row!.text.replace('★ ', '').replace('…', '')].length;
      // Before: "Maxi…rst" (8 characters); now enough to read both ends.
      expect(kept, row!.text).toBeGreaterThanOrEqual(30);
      expect(row!.text.startsWith('Maximilian Alexander') || row!.text.includes('Bartholomew')).toBe(true);
    }
    expect(texts.some((d) => d.text.endsWith(' the First'))).toBe(true);
    expect(texts.some((d) => d.text.endsWith(' the Second'))).toBe(true);
    // The numbers go on the line below the name: the winner's 92 VP sits lower than its name.
    const winner = texts.find((d) => identifies(d.text, 2))!;
    const vp = texts.find((d) => d.text === '92')!;
    expect(vp.box[1]).toBeGreaterThan(winner.box[3]);
  });

  it('control: short names keep one line per row in the final table, the numbers beside them', () => {
    const state = endState();
    const texts = finalTable(state);
    const winner = texts.find((d) => d.text.includes(state.players[2].name))!;
    const vp = texts.find((d) => d.text === '92')!;
    expect(winner.text).toBe(`★ ${state.players[2].name}`);
    expect(Math.abs(vp.box[3] - winner.box[3])).toBeLessThan(4);
  });

  it('the winner banner names two long-named winners apart, wrapping onto two lines', () => {
    // The banner's title lines: over the key at top left, larger than the reason below them.
    const lines = bannerTitle(longNamed([0, 1]));
    const banner = lines.map((d) => d.text).join(' ');
    expect(banner).toMatch(/share the win!$/);
    expect(lines.length).toBe(2);
    expect([identifies(banner, 0), identifies(banner, 1), banner]).toEqual([true, true, banner]);
    // More of each name is kept than one line could hold ("Maxi…irst" before the wrap).
    expect(banner).toContain('the First');
    expect(banner).toContain('the Second');
  });

  it('control: a winner with a short name stays on one line in the banner', () => {
    const titles = bannerTitle(endState());
    expect(titles.map((d) => d.text)).toEqual([`${endState().players[2].name} wins!`]);
  });

  it('the phone board names every player recognisably', () => {
    const texts = drawn(() => drawPhoneBoard(publicView(longNamed([2]))));
    for (let p = 0; p < 4; p++)
      expect(
        texts.some((t) => identifies(t, p)),
        NAMES[p],
      ).toBe(true);
  });

  it('on the phone the shrunk names still read at 360 px wide (7 px at least)', () => {
    const texts = recordText(() => drawPhoneBoard(publicView(longNamed([2]))));
    const names = texts.filter((d) => [0, 1, 2, 3].some((p) => identifies(d.text, p)));
    expect(names.length).toBeGreaterThanOrEqual(4);
    for (const d of names) expect(d.px * (360 / d.imageWidth), d.text).toBeGreaterThanOrEqual(7);
  });

  it('the log names both players of an entry recognisably: it wraps, then cuts names in the middle', () => {
    const state = longNamed([2]);
    state.log = [...state.log.slice(0, -1), ...TWO_NAMED] as GameState['log'];
    const rows = logRows(state);
    const raider = rows.find((r) => r.includes(' sent '));
    const trade = rows.find((r) => r.includes(' accepted '));
    const offer = rows.find((r) => r.includes(' offered '));
    expect([raider, trade, offer].every(Boolean), rows.join(' | ')).toBe(true);
    expect([identifies(raider!, 0), identifies(raider!, 1)], raider).toEqual([true, true]);
    expect([identifies(trade!, 3), identifies(trade!, 2)], trade).toEqual([true, true]);
    expect([identifies(offer!, 1), identifies(offer!, 0)], offer).toEqual([true, true]);
    // Nothing of an entry is cut at its end: it says where the cog went.
    expect(raider).toMatch(/from Stralsund to Visby$/);
  });

  it('control: short names stay whole in the log', () => {
    const state = endState();
    state.log = [...state.log.slice(0, -1), ...TWO_NAMED] as GameState['log'];
    const names = state.players.map((p) => p.name);
    const raider = logRows(state).find((r) => r.includes(' sent '));
    expect(raider).toBe(`${names[0]} sent ${names[1]}'s cog from Stralsund to Visby`);
  });

  it('control: the two display names differ, so a check naming one cannot pass on the other', () => {
    expect(NAMES[2]).not.toBe(NAMES[3]);
    expect(identifies(NAMES[3], 2)).toBe(false);
  });

  it('the phone board wraps long winners onto a second line before it cuts their names', () => {
    const texts = recordText(() => drawPhoneBoard(publicView(longNamed([0, 1]))));
    const at = texts.findIndex((d) => d.text.startsWith('Maximilian') && d.box[1] < 100);
    const title = `${texts[at].text} ${texts[at + 1].text}`;
    expect(title).toMatch(/share the win! Game over: the guild master reached the end$/);
    expect([identifies(title, 0), identifies(title, 1), title]).toEqual([true, true, title]);
    expect(title).toContain('the First');
    expect(title).toContain('the Second');
  });

  it('control: a name cut at its end ("Maximilian Alex…") identifies nobody', () => {
    expect(identifies(`${NAMES[0].slice(0, 16)}…`, 0)).toBe(false);
    expect(identifies('Bartholomew Fitzgerald…', 2)).toBe(false);
  });
});
