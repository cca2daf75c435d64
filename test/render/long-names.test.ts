// Issue 24: names on the board, the phone board, the winner banner and the final table are
// never cut to where seats cannot be told apart. The longest names a seat allows (100
// characters, SeatSchema) that differ only at their ends, and Discord display names of 32
// that differ in their last letter, are drawn; every player must stay recognisable.
import { describe, expect, it } from 'vitest';
import { publicView, type GameState } from '../../src/engine/index';
import { drawBoard, drawPhoneBoard } from '../../src/render/index';
import { middleCut } from '../../src/render/draw/names';
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
  'Bartholomew Fitzgerald-Wellingtoa',
  'Bartholomew Fitzgerald-Wellingtob',
].map((n) => n.slice(0, n.length > 33 ? 100 : 32));

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

describe('render: the longest names stay told apart (issue 24)', () => {
  it('the names are the longest allowed: 100 characters, and 32 for a Discord display name', () => {
    expect(NAMES.map((n) => [...n].length)).toEqual([100, 100, 32, 32]);
  });

  it('the board names every player recognisably, in the panel and the final table', () => {
    const texts = drawn(() => drawBoard(publicView(longNamed([2]))));
    for (let p = 0; p < 4; p++)
      expect(texts.filter((t) => identifies(t, p)).length, NAMES[p]).toBeGreaterThanOrEqual(1);
  });

  it('the winner banner names two long-named winners apart', () => {
    const texts = drawn(() => drawBoard(publicView(longNamed([0, 1]))));
    const banner = texts.find((t) => t.includes('share the win'));
    expect(banner).toBeDefined();
    expect([identifies(banner ?? '', 0), identifies(banner ?? '', 1), banner]).toEqual([true, true, banner]);
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

  it('control: a name cut at its end ("Maximilian Alex…") identifies nobody', () => {
    expect(identifies(`${NAMES[0].slice(0, 16)}…`, 0)).toBe(false);
    expect(identifies('Bartholomew Fitzgerald…', 2)).toBe(false);
  });
});
