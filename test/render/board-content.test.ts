// What the board and hand say (issue 13): the final table in the game's own placing, the
// game's label instead of the state version, the guild master's city and next steps, each
// cog's city, who has had their turn, the waiting line after sailing, text that keeps its
// verb with long names, and the hand's office goods.
import { describe, expect, it } from 'vitest';
import { playerView, publicView, type GameState } from '../../src/engine/index';
import { formatLog, type NameOf } from '../../src/i18n/index';
import { drawBoard, drawHand, drawPhoneBoard } from '../../src/render/index';
import { guildMasterTargets } from '../../src/render/board/guild-master-path';
import { recordText } from './drawn-text';
import { advancedState, endState, midGameState, startState } from './fixtures';

const texts = (draw: () => unknown): string[] => recordText(draw).map((d) => d.text);
const board = (state: GameState, label?: string) =>
  texts(() => drawBoard(publicView(state), 'en', label ? { label } : {}));

describe('render: the final table (K-50, K-51)', () => {
  it('K-51: by VP when the guild master ended the game, places numbered', () => {
    const drawn = board(endState());
    const order = ['★ Cleo', 'Ada', 'Bert', 'Dirk'].map((n) => drawn.indexOf(n));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]))).toBe(true);
    expect(drawn).toContain('goods VP');
  });

  it('K-50: a win by 5 DP puts the winner on top though others have more VP', () => {
    const state = endState();
    if (state.phase.kind === 'ended') {
      state.phase.reason = 'developmentPoints';
      state.phase.winners = [3];
    }
    const drawn = board(state);
    expect(drawn.indexOf('★ Dirk')).toBeGreaterThan(-1);
    expect(drawn.indexOf('★ Dirk')).toBeLessThan(drawn.indexOf('Cleo'));
    expect(drawn[drawn.indexOf('★ Dirk') - 2]).toBe('1.');
  });
});

describe('render: the panel', () => {
  it("shows the game's label, never the state version", () => {
    const state = midGameState();
    expect(board(state, 'Game 12')).toContain('KOGGE · Game 12');
    expect(board(state).some((t) => t.includes(`#${state.version}`))).toBe(false);
  });

  it("names the guild master's city and each cog's city", () => {
    const drawn = board(midGameState());
    expect(drawn).toContain('Guild master in Stralsund');
    // Cogs: Ada and Cleo in Riga, Bert in Stockholm, Dirk in Copenhagen.
    expect(drawn.filter((t) => t === 'Riga').length).toBeGreaterThanOrEqual(2);
    expect(drawn).toContain('Copenhagen');
  });

  it('K-27: marks who has had their turn this round (Cleo, first in order, before Ada)', () => {
    const drawn = board(midGameState());
    expect(drawn.filter((t) => t === 'done')).toHaveLength(1);
    expect(drawn.indexOf('done')).toBe(drawn.indexOf('Cleo') + 1);
  });

  it('after sailing, waits for the actions, not for "sail and act"', () => {
    const state = midGameState();
    if (state.phase.kind === 'turn') state.phase.turn.acting = true;
    const drawn = board(state);
    expect(drawn).toContain('Ada: act or end the turn');
    expect(drawn).not.toContain('Ada: sail and act');
  });

  it('with long names keeps the verb and the decision, shortening the names', () => {
    const state = midGameState();
    state.players[0].name = 'Maximiliane von Hohenzollern-Sigmaringen';
    const drawn = board(state);
    expect(drawn.some((t) => /^Maximil.*…'s turn: 2 moves made$/.test(t))).toBe(true);
    // The "Waiting for" line wraps onto a second line before it shortens a name (issue 25), so
    // the decision is read across the line and the next.
    const withNext = drawn.map((t, i) => `${t} ${drawn[i + 1] ?? ''}`.trim());
    expect(withNext.some((t) => /^Maximil.*….*: sail and act$/.test(t))).toBe(true);
  });

  it('wraps a long log line instead of cutting it', () => {
    const state = midGameState();
    state.players[0].name = 'Adalberta Hohenstaufen';
    const drawn = board(state);
    const at = drawn.findIndex((t) => t.startsWith('Adalberta Hohenstaufen sailed'));
    expect(at).toBeGreaterThan(-1);
    expect(drawn[at]).not.toContain('…');
    expect(`${drawn[at]} ${drawn[at + 1]}`).toBe(
      'Adalberta Hohenstaufen sailed Reval → Copenhagen → Riga, paid 1',
    );
  });
});

describe('render: where the guild master goes next (K-25)', () => {
  it('1 and 2 steps clockwise, raided cities skipped and not counted', () => {
    // Mid-game: he is in Stralsund (6); Copenhagen (8) holds a raid marker.
    expect(guildMasterTargets(publicView(midGameState()))).toEqual([7, 0]);
    expect(guildMasterTargets(publicView(startState()))).toEqual([4, 5]);
  });

  it('the board marks both cities with a gold 1 and 2', () => {
    const drawn = board(startState());
    expect(drawn).toContain('1');
    expect(drawn).toContain('2');
  });
});

describe('render: the log says what happened', () => {
  const name: NameOf = (i) => ['Ada', 'Bert', 'Cleo', 'Dirk'][i];
  it('no "produced 0" or "got 0" lines', () => {
    const lines = formatLog(
      [
        { type: 'produced', city: 2, good: 'ore', toCity: 0, toOffices: [] },
        { type: 'guildMasterSupplied', city: 2, good: 'ore', count: 0 },
        { type: 'guildMasterSupplied', city: 3, good: 'fur', count: 1 },
      ],
      name,
    );
    expect(lines).toEqual(['Reval got 1 fur']);
  });

  it('K-26: the guild master line agrees with the track (18/18, never 20/18)', () => {
    const lines = formatLog(
      [{ type: 'guildMasterMoved', player: 0, from: 1, to: 3, steps: 2, passed: 2, total: 20 }],
      name,
    );
    expect(lines).toEqual(['Ada moved the guild master to Reval (18/18)']);
  });

  it('a city trade says what was given to the city and what was taken', () => {
    const lines = formatLog(
      [
        {
          type: 'cityTraded',
          player: 1,
          city: 4,
          give: { ore: 1, fur: 0, amber: 0, salt: 1 },
          receive: { ore: 0, fur: 2, amber: 0, salt: 0 },
        },
      ],
      name,
    );
    expect(lines).toEqual(['Bert gave Riga 1 ore, 1 salt and took 2 fur']);
  });

  it('a raid on a city says what was taken', () => {
    const lines = formatLog(
      [
        {
          type: 'raided',
          player: 2,
          city: 5,
          victim: null,
          taken: { ore: 0, fur: 0, amber: 3, salt: 0 },
        },
      ],
      name,
    );
    expect(lines).toEqual(['Cleo raided Danzig and took 3 amber']);
  });

  it('K-13: the start reveal is one line with every player, their offices going without saying', () => {
    const picks = [2, 4, 5, 7].map((city, player) => ({ player, city }));
    const lines = formatLog(
      [
        { type: 'startRevealed', picks, repick: [] },
        ...picks.map((p) => ({ type: 'officeFounded' as const, player: p.player, city: p.city })),
        { type: 'orderSet', order: [0, 1, 2, 3] },
      ],
      name,
    );
    expect(lines).toEqual([
      'Starts, an office each: Ada Åbo, Bert Riga, Cleo Danzig, Dirk Lübeck',
      'Order: Ada, Bert, Cleo, Dirk',
    ]);
  });
});

describe('render: the hand', () => {
  it('lists the goods in its offices, which count in its VP (K-51)', () => {
    // Ada has an office in Visby with 1 ore and one in Åbo with 2 ore.
    expect(texts(() => drawHand(playerView(midGameState(), 0)))).toContain(
      'In your offices, counted in your VP: 3 ore',
    );
    const empty = midGameState();
    empty.cities[7].offices.forEach((office) => (office.goods = { ore: 0, fur: 0, amber: 0, salt: 0 }));
    expect(texts(() => drawHand(playerView(empty, 3))).join(' ')).not.toContain('In your offices');
  });

  it('says "none" for bonus chits at game end, not "none yet"', () => {
    const drawn = texts(() => drawHand(playerView(endState(), 1)));
    expect(drawn).toContain('none');
    expect(drawn).not.toContain('none yet');
  });
});

describe('render: the advanced rules in play (K-70 … K-73, issue 11)', () => {
  it('the board and the phone image name every rule that is on, in the lobby order', () => {
    const line = 'Advanced: Taxes · Offices · Conflicts · Memory';
    expect(board(advancedState())).toContain(line);
    expect(texts(() => drawPhoneBoard(publicView(advancedState())))).toContain(line);
  });

  it('only the rules that are on; the base game draws no such line', () => {
    const two = midGameState();
    Object.assign(two.options, { officeTrading: true, conflicts: true });
    expect(board(two)).toContain('Advanced: Offices · Conflicts');
    expect(board(midGameState()).some((t) => t.startsWith('Advanced'))).toBe(false);
    expect(
      texts(() => drawPhoneBoard(publicView(midGameState()))).some((t) => t.startsWith('Advanced')),
    ).toBe(false);
  });
});
