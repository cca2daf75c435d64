// Issue 37: managing a league in src/league: an undo reverts an audit entry with a new one
// (never erasing it) and the standings follow; league ids from names in any script never
// clash for different names; an edit changes only what was asked and refuses what is unsafe.
import { describe, expect, it } from 'vitest';
import {
  AuditEntrySchema,
  DEFAULT_POINTS,
  effectiveResults,
  leagueId,
  sameLeagueName,
  seasonSlice,
  standings,
  undoRefusal,
  type AuditChange,
  type League,
} from '../../src/league';
import { editedLeague, type EditAsked } from '../../commands/league/edit';
import { audit, result } from './helpers';

const [A, B, C] = ['1001', '1002', '1003'];
const game1 = result('g1', [
  [A, 1, 50],
  [B, 2, 30],
  [C, 3, 20],
]);
const game2 = result('g2', [
  [B, 1, 40],
  [A, 2, 30],
]);
const results = [game1, game2];
const voided = audit(1, { kind: 'void', gameId: 'g1' });
const undone = audit(2, { kind: 'undo', seq: 1 });

const pointsOf = (log: ReturnType<typeof audit>[], userId: string) =>
  standings({ results, audit: log, scheme: DEFAULT_POINTS }).rows.find((r) => r.userId === userId)?.points;

describe('/league undo: an entry reverted by a new entry (issue 37)', () => {
  it('a voided game counts again once its void is undone: the standings are recomputed', () => {
    expect(effectiveResults(results, [voided]).map((r) => r.gameId)).toEqual(['g2']);
    expect(effectiveResults(results, [voided, undone]).map((r) => r.gameId)).toEqual(['g1', 'g2']);
    expect(pointsOf([voided, undone], A)).toBe(4 + 2);
  });

  it('control: without the undo, the void still holds (the check is not vacuous)', () => {
    expect(pointsOf([voided], A)).toBe(2);
  });

  it('an undone forfeit gives the place back', () => {
    const forfeit = audit(1, { kind: 'forfeit', gameId: 'g1', userId: A });
    const first = (log: ReturnType<typeof audit>[]) =>
      effectiveResults([game1], log)[0].seats.find((s) => s.holder.kind === 'member' && s.holder.userId === A)
        ?.place;
    expect(first([forfeit])).toBe(3);
    expect(first([forfeit, audit(2, { kind: 'undo', seq: 1 })])).toBe(1);
  });

  it('the undo goes with its game into that game’s season', () => {
    const later = { ...game2, season: 2 };
    const slice = seasonSlice({ results: [game1, later], audit: [voided, undone] }, 1);
    expect(slice.audit.map((e) => e.seq)).toEqual([1, 2]);
    expect(seasonSlice({ results: [game1, later], audit: [voided, undone] }, 2).audit).toEqual([]);
  });

  it.each([
    ['an entry the log does not have', [voided], 9, 'NO_ENTRY'],
    ['an entry undone already', [voided, undone], 1, 'ALREADY_UNDONE'],
    ['an undo', [voided, undone], 2, 'NOT_UNDOABLE'],
    ['a rename', [audit(1, { kind: 'rename', from: 'A', to: 'B' })], 1, 'NOT_UNDOABLE'],
    ['an edit', [audit(1, { kind: 'edit', settings: ['deadline'] })], 1, 'NOT_UNDOABLE'],
    ['an archive', [audit(1, { kind: 'archive' })], 1, 'NOT_UNDOABLE'],
  ] as const)('refuses to undo %s', (_, log, seq, refusal) => {
    expect(undoRefusal(log, seq)).toBe(refusal);
  });

  it.each([
    ['a void', voided],
    ['a kick', audit(1, { kind: 'kick', userId: A })],
  ])('accepts an undo of %s', (_, entry) => {
    expect(undoRefusal([entry], 1)).toBeNull();
  });

  it('management entries pass the stored schema, and a kick has no game to change', () => {
    const changes: AuditChange[] = [
      { kind: 'kick', userId: A },
      { kind: 'edit', settings: ['points', 'tables'] },
      { kind: 'rename', from: 'Hansa Cup', to: 'Hanse-Pokal' },
      { kind: 'archive' },
      { kind: 'undo', seq: 1 },
    ];
    for (const change of changes) expect(AuditEntrySchema.safeParse(audit(3, change)).success).toBe(true);
    expect(AuditEntrySchema.safeParse(audit(3, { kind: 'edit', settings: [] } as never)).success).toBe(false);
    const kicked = [audit(1, { kind: 'kick', userId: A })];
    expect(effectiveResults(results, kicked)).toEqual(effectiveResults(results, []));
  });
});

describe('league ids from names in any script (issue 37)', () => {
  const none = () => false;
  const ID = /^[a-z0-9-]{1,32}$/;

  it('a Latin name keeps its readable id', () => {
    expect(leagueId('Baltic Cup 2026!', none)).toBe('baltic-cup-2026');
  });

  it('Japanese and emoji names get valid ids, different for different names', () => {
    const names = ['春のリーグ', '夏のリーグ', '🏆🚢', '🚢🏆', '⚓', 'Лига', 'Лига 2'];
    const ids = names.map((n) => leagueId(n, none));
    for (const id of ids) expect(id).toMatch(ID);
    expect(new Set(ids).size).toBe(names.length);
  });

  it('a name whose readable id another league holds gets another id', () => {
    const taken = new Set([leagueId('Hansa Cup', none)]);
    const second = leagueId('Hansa-Cup!', (id) => taken.has(id));
    expect(second).toMatch(ID);
    expect(taken.has(second)).toBe(false);
  });

  it('an id is found even when every plain and hashed candidate is taken', () => {
    const taken = new Set<string>();
    for (let i = 0; i < 5; i++) taken.add(leagueId('春', (id) => taken.has(id)));
    expect(taken.size).toBe(5);
    for (const id of taken) expect(id).toMatch(ID);
  });

  it('the same name, whatever its case, width or spacing, is one name', () => {
    expect(sameLeagueName('Hansa Cup', '  hansa   CUP ')).toBe(true);
    expect(sameLeagueName('ＨＡＮＳＡ', 'hansa')).toBe(true);
    expect(sameLeagueName('春のリーグ', '夏のリーグ')).toBe(false);
  });
});

describe('/league edit (issue 37)', () => {
  const league: League = {
    schemaVersion: 1,
    id: 'hansa-cup',
    guildId: '5000',
    name: 'Hansa Cup',
    createdBy: '7777',
    adminRoleId: null,
    options: {
      players: { min: 3, max: 4 },
      game: { holdings: 'hidden', taxes: false, officeTrading: false, conflicts: false, memory: false },
      deadlineMinutes: 1440,
      points: DEFAULT_POINTS,
      computersAllowed: false,
      missedDeadlines: { rule: 'defaults', count: 3 },
      takeBacksAllowed: false,
    },
    roster: [A, B],
    season: 1,
  };
  const ask = (over: Partial<EditAsked>): EditAsked => ({
    deadline: null,
    points: null,
    role: null,
    min: null,
    max: null,
    missed: null,
    missedAfter: null,
    computers: null,
    takeBacks: null,
    ...over,
  });

  it('changes only what was asked, and names it for the log', () => {
    const done = editedLeague(league, ask({ deadline: 60, min: 2, takeBacks: true }), true);
    expect('change' in done && done.change).toEqual({
      kind: 'edit',
      settings: ['deadline', 'tables', 'takeBacks'],
    });
    const next = 'league' in done ? done.league : undefined;
    expect(next?.options.deadlineMinutes).toBe(60);
    expect(next?.options.players).toEqual({ min: 2, max: 4 });
    expect(next?.options.points).toEqual(DEFAULT_POINTS);
    expect(next?.roster).toEqual([A, B]);
  });

  it('refuses tables whose fewest exceed their most, and asking for nothing new', () => {
    expect(editedLeague(league, ask({ min: 4, max: 3 }), false)).toEqual({ refusal: 'league.badOptions' });
    expect(editedLeague(league, ask({ deadline: 1440 }), false)).toMatchObject({
      refusal: 'league.edit.nothing',
    });
  });

  it('refuses new points while the season has recorded games; control: before the first, they change', () => {
    expect(editedLeague(league, ask({ points: 'vpShare' }), true)).toMatchObject({
      refusal: 'league.edit.pointsPlayed',
    });
    expect(editedLeague(league, ask({ points: 'vpShare' }), false)).toMatchObject({
      change: { kind: 'edit', settings: ['points'] },
    });
  });
});
