// The coach (issue 26): a hint is made of the person's view alone, its move is always one the
// engine accepts, and its reason is about that move.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Dice,
  applyAction,
  blockingDecisions,
  determinize,
  legalActions,
  playerView,
  seedRng,
  type GameState,
} from '../../src/engine';
import {
  COACH_SEARCH,
  coachHint,
  isListed,
  playRandomGame,
  playSeatedGame,
  type CoachHint,
  type CoachRequest,
} from '../../src/ai';

/** A small budget: what is tested is what the hint is made of, not how well it plays. */
const QUICK = { ...COACH_SEARCH, iterations: 24 };

type Coach = (state: GameState, player: number) => CoachHint;

/** The coach as the bot asks it: the player's view and legal actions, a seed of the table's own. */
const honest: Coach = (state, player) =>
  coachHint({ view: playerView(state, player), legal: legalActions(state, player), seed: 5 }, QUICK);

/** A planted peek: the coach's seed mixed with the next player's hidden markers. */
const peeking: Coach = (state, player) => {
  const rival = state.players[(player + 1) % state.players.length].markers;
  const request: CoachRequest = {
    view: playerView(state, player),
    legal: legalActions(state, player),
    seed: rival.reduce((h, n, v) => Math.imul(h ^ (n * 9 + v), 0x85ebca6b) >>> 0, 5),
  };
  return coachHint(request, QUICK);
};

function statesOfOneGame(): GameState[] {
  const out: GameState[] = [];
  playSeatedGame({ seed: 26, seats: ['heuristic', 'heuristic', 'heuristic'], onState: (s) => out.push(s) });
  return out.filter((_, i) => i % 7 === 0);
}

/** Another full state with the same view for `viewer`: the hidden parts dealt again. */
function twinOf(state: GameState, viewer: number, seed: number): GameState {
  return determinize(playerView(state, viewer), new Dice(seedRng(seed)));
}

function hiddenDiffers(a: GameState, b: GameState, viewer: number): boolean {
  const hidden = (s: GameState) =>
    JSON.stringify([
      s.players.filter((_, i) => i !== viewer).map((p) => [p.goods, p.markers]),
      s.reserve.markers,
    ]);
  return hidden(a) !== hidden(b);
}

/** The seats owing a decision in states whose twin hides something else: where a peek could tell. */
function pairs(states: GameState[]): { state: GameState; twin: GameState; player: number }[] {
  const out = [];
  for (const state of states)
    for (const d of blockingDecisions(state)) {
      const twin = twinOf(state, d.player, state.version);
      if (hiddenDiffers(state, twin, d.player)) out.push({ state, twin, player: d.player });
    }
  return out;
}

/** Seats whose hint differs between two states they cannot tell apart. */
function toldApart(coach: Coach, found: ReturnType<typeof pairs>): number {
  return found.filter(
    ({ state, twin, player }) => JSON.stringify(coach(state, player)) !== JSON.stringify(coach(twin, player)),
  ).length;
}

describe('the coach sees only the player’s view (issue 26, K-60)', () => {
  const found = pairs(statesOfOneGame());

  it('has decisions to compare where hidden hands differ', () => {
    expect(found.length).toBeGreaterThan(10);
  });

  it('two states the player cannot tell apart get the same hint and reason', () => {
    expect(toldApart(honest, found)).toBe(0);
  }, 60_000);

  it('control: a coach that peeks at a rival’s hidden markers is told apart by the same twins', () => {
    expect(toldApart(peeking, found)).toBeGreaterThan(5);
  }, 60_000);
});

describe('a hint’s move is always legal (issue 26)', () => {
  it('in random states of 2–4 players, hidden and open holdings, the engine accepts it (property)', () => {
    let hinted = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 2, max: 4 }),
        fc.constantFrom('hidden' as const, 'open' as const),
        fc.integer({ min: 0, max: 10_000 }),
        (seed, players, holdings, pick) => {
          const states: GameState[] = [];
          playRandomGame({
            seed,
            players,
            options: { holdings },
            check: false,
            onState: (s) => states.push(s),
          });
          const state = states[pick % states.length];
          for (let player = 0; player < players; player++) {
            const legal = legalActions(state, player);
            const hint = coachHint({ view: playerView(state, player), legal, seed: pick }, QUICK);
            if (hint.action === null) continue;
            hinted += 1;
            expect(isListed(hint.action, legal)).toBe(true);
            expect(applyAction(state, hint.action).ok).toBe(true);
            expect(hint.reason).not.toBeNull();
          }
        },
      ),
      { numRuns: 60, seed: 26 },
    );
    expect(hinted).toBeGreaterThan(30);
  }, 120_000);

  it('a player who owes nothing while another takes their turn gets no hint (K-46 offers aside)', () => {
    const state = statesOfOneGame().find(
      (s) => s.phase.kind === 'turn' && s.offers.length === 0 && s.phase.turn.player !== 0,
    );
    if (!state) throw new Error('no turn of another player in the sample');
    const legal = legalActions(state, 0);
    expect(legal.every((l) => l.type === 'offerTrade' || l.type === 'setAutoCollect')).toBe(true);
    expect(coachHint({ view: playerView(state, 0), legal, seed: 1 }, QUICK).action).toBeNull();
  });

  it('a player who owes nothing (the game over, or no legal action) gets no hint', () => {
    const states: GameState[] = [];
    playRandomGame({ seed: 3, players: 2, check: false, onState: (s) => states.push(s) });
    const final = states[states.length - 1];
    expect(final.phase.kind).toBe('ended');
    const hint = coachHint({ view: playerView(final, 0), legal: legalActions(final, 0), seed: 1 }, QUICK);
    expect(hint).toEqual({ action: null, reason: null, iterations: 0 });
  });
});

describe('a hint’s reason is about its move (issue 26)', () => {
  const PREFIX: Record<string, string> = {
    sail: 'sail.',
    buildOffice: 'buildOffice',
    collectOffice: 'collectOffice',
    cityTrade: 'cityTrade',
    gmTrade: 'gm.',
    buyMarkers: 'buyMarkers',
    raid: 'raid.',
    endTurn: 'endTurn',
    chooseStart: 'chooseStart',
    bid: 'bid',
    moveGuildMaster: 'guildMaster.',
    acceptTrade: 'answerOffer.accept',
    declineTrade: 'answerOffer.decline',
  };

  it('every hint in whole games names its move’s kind, and a voyage its known destination', () => {
    const kinds = new Set<string>();
    for (const state of statesOfOneGame())
      for (const d of blockingDecisions(state)) {
        const legal = legalActions(state, d.player);
        const hint = coachHint({ view: playerView(state, d.player), legal, seed: 2 }, QUICK);
        if (!hint.action || !hint.reason) continue;
        kinds.add(hint.action.type);
        const prefix = PREFIX[hint.action.type];
        if (prefix) expect(hint.reason.key.startsWith(prefix)).toBe(true);
        else expect(hint.reason).toEqual({ key: 'move', params: { move: hint.action.type } });
        const sail = hint.action.type === 'sail' ? hint.action : null;
        const option = legal
          .flatMap((l) => (l.type === 'sail' ? l.routes : []))
          .find((r) => r.route === sail?.route);
        if (sail && option?.leadsTo != null) expect(hint.reason.params.city).toBe(option.leadsTo);
      }
    expect([...kinds]).toEqual(expect.arrayContaining(['sail', 'bid', 'moveGuildMaster', 'endTurn']));
  }, 60_000);
});
