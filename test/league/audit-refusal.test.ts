import { describe, expect, it } from 'vitest';
import { auditRefusal, type GameChange } from '../../src/league';
import { audit, result } from './helpers';

const [A, B, C, X] = ['1001', '1002', '1003', '1009'];
const results = [
  result('g1', [
    [A, 1, 50],
    [B, 2, 30],
    [C, 3, 20],
  ]),
];

describe('admin changes that are refused (and not logged)', () => {
  it.each<[string, GameChange, string | null]>([
    ['a void of a recorded game is accepted', { kind: 'void', gameId: 'g1' }, null],
    ['a forfeit of a seated member is accepted', { kind: 'forfeit', gameId: 'g1', userId: B }, null],
    [
      'a replacement by a member not in the game is accepted',
      { kind: 'replace', gameId: 'g1', from: B, to: X },
      null,
    ],
    ['a change to a game never recorded', { kind: 'void', gameId: 'g9' }, 'GAME_NOT_RECORDED'],
    ['a forfeit of someone not in the game', { kind: 'forfeit', gameId: 'g1', userId: X }, 'NOT_IN_GAME'],
    [
      'replacing someone not in the game',
      { kind: 'replace', gameId: 'g1', from: X, to: '1008' },
      'NOT_IN_GAME',
    ],
    [
      'replacing by someone already seated',
      { kind: 'replace', gameId: 'g1', from: A, to: C },
      'ALREADY_IN_GAME',
    ],
  ])('%s', (_, change, refusal) => {
    expect(auditRefusal(results, [], change)).toBe(refusal);
  });

  it('after a void, every change to that game is refused, a second void too', () => {
    const log = [audit(1, { kind: 'void', gameId: 'g1' })];
    expect(auditRefusal(results, log, { kind: 'void', gameId: 'g1' })).toBe('GAME_VOID');
    expect(auditRefusal(results, log, { kind: 'forfeit', gameId: 'g1', userId: A })).toBe('GAME_VOID');
  });

  it('a second forfeit of the same member is refused; one of another member is not', () => {
    const log = [audit(1, { kind: 'forfeit', gameId: 'g1', userId: A })];
    expect(auditRefusal(results, log, { kind: 'forfeit', gameId: 'g1', userId: A })).toBe(
      'ALREADY_FORFEITED',
    );
    expect(auditRefusal(results, log, { kind: 'forfeit', gameId: 'g1', userId: B })).toBeNull();
  });

  it('a replaced member is no longer in the game; the substitute is', () => {
    const log = [audit(1, { kind: 'replace', gameId: 'g1', from: B, to: X })];
    expect(auditRefusal(results, log, { kind: 'forfeit', gameId: 'g1', userId: B })).toBe('NOT_IN_GAME');
    expect(auditRefusal(results, log, { kind: 'forfeit', gameId: 'g1', userId: X })).toBeNull();
  });
});
