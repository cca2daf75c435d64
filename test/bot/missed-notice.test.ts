// K-80 and issue 37: the thread's notice when a deadline passes. One notice per deadline,
// however many let it pass; plurals by the number of people and of deadlines; a hand-over is
// offered only for seats still their people's, naming who may make it (the host in a casual
// game, the league's admins in a league game), never for a seat the rule just handed over or
// forfeited, where /kogge game seat would refuse it.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/ai/index';
import type { GameState } from '../../src/engine/index';
import { countMissed, type MissedRule } from '../../src/bot/league/missed-deadlines';
import { missedLines } from '../../src/bot/missed-notice';
import type { GameRecord } from '../../src/store/index';
import { recordOf } from './post-fixtures';

function record(changes: Partial<GameRecord> = {}): GameRecord {
  let first: GameState | null = null;
  playRandomGame({ seed: 5, players: 3, check: false, onState: (s) => (first ??= s) });
  if (!first) throw new Error('no state');
  const base = recordOf(first, changes);
  const names = ['Anna', 'Bert', 'Carl'];
  return {
    ...base,
    settings: { ...base.settings, deadlineMinutes: 60 },
    seats: base.seats.map((s, i) => ({ ...s, name: names[i] })),
  };
}

const league = { league: { id: 'hansa', name: 'Hansa Cup', season: 1 } };

/** The notice for `seats` letting one deadline pass under `rule`, as deadlines.ts builds it. */
function notice(base: GameRecord, seats: number[], rule: MissedRule | null): string[] {
  const counted = countMissed(base, seats, rule);
  return missedLines(counted.record, seats, counted.applied);
}

const HOST_ONE = 'The host may hand the seat to a computer player with /kogge game seat.';
const ADMINS_ONE = 'The league’s admins may hand the seat to a computer player with /kogge game seat.';

describe('the missed-deadline notice (issue 37)', () => {
  it('K-80 a casual game, one late: the line as before, the host offered the hand-over', () => {
    expect(notice(record(), [1], null)).toEqual([
      `⏰ Bert let the 60-minute deadline pass: the game made the default move for them and marks them absent. ${HOST_ONE}`,
    ]);
  });

  it('two late: one notice naming both, plurals for moves and seats', () => {
    expect(notice(record(), [0, 2], null)).toEqual([
      '⏰ Anna and Carl let the 60-minute deadline pass: the game made the default moves for them and marks them absent. The host may hand their seats to computer players with /kogge game seat.',
    ]);
  });

  it('a league game: the league’s admins are offered the hand-over, never "the host"', () => {
    const [line] = notice(record(league), [1], { rule: 'forfeit', count: 3 });
    expect(line).toContain(ADMINS_ONE);
    expect(line).not.toContain('host');
  });

  it('the forfeit rule applied: no hand-over offered for the forfeited seat, the rule said in the same notice', () => {
    const lines = notice(record(league), [1], { rule: 'forfeit', count: 1 });
    expect(lines).toEqual([
      [
        '⏰ Bert let the 60-minute deadline pass: the game made the default move for them and marks them absent.',
        '⏰ Bert let 1 deadline pass in this league game: by the league’s rule, they forfeit and are placed last; a computer player finishes their seat.',
      ].join('\n'),
    ]);
  });

  it('the computer rule applied to one of two late: the offer counts only the other seat', () => {
    const first = countMissed(record(league), [0], { rule: 'computer', count: 2 }).record;
    const lines = notice(first, [0, 2], { rule: 'computer', count: 2 });
    expect(lines).toHaveLength(1);
    const [late, rule] = lines[0].split('\n');
    expect(late).toContain(ADMINS_ONE);
    expect(rule).toBe(
      '⏰ Anna let 2 deadlines pass in this league game: by the league’s rule, a computer player takes their seat until they act again.',
    );
  });

  it('a seat already forfeited earlier, late again: nothing offered and no rule said again', () => {
    const rule: MissedRule = { rule: 'forfeit', count: 1 };
    const once = countMissed(record(league), [1], rule).record;
    expect(notice(once, [1], rule)).toEqual([
      '⏰ Bert let the 60-minute deadline pass: the game made the default move for them and marks them absent.',
    ]);
  });

  it('control: the defaults rule leaves the seat its person’s, so the hand-over is still offered', () => {
    const [line] = notice(record(league), [1], { rule: 'defaults', count: 1 });
    expect(line.split('\n')[0]).toContain(ADMINS_ONE);
  });

  it('no one late: no notice', () => {
    expect(missedLines(record(), [], [])).toEqual([]);
  });

  it('in German: one notice, the plural of the people and of the minutes', () => {
    const german = { ...record(), locale: 'de' };
    const [line] = notice(german, [0, 2], null);
    expect(line).toMatch(/^⏰ Anna und Carl haben die Frist von 60 Minuten verstreichen lassen/);
    expect(line.split('\n')).toHaveLength(1);
  });
});
