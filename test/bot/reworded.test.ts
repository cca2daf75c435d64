// Issue 24, "Names and words": each sentence a new user found odd, as it reads now, made by
// the code that says it (the panel, the hand, the log, the lobby, the post, the ping).
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/ai/index';
import { noGoods, type GameState } from '../../src/engine/index';
import { formatEvent, t } from '../../src/i18n/index';
import { holdingsText, waitingText } from '../../src/bot/text';
import { buildPanel } from '../../src/bot/panel/panel';
import { lobbyMessage } from '../../src/bot/lobby-message';
import { postPayload } from '../../src/bot/post-message';
import { type GameRecord } from '../../src/store/index';
import { recordOf, STAND_IN_IMAGE } from './post-fixtures';

const names = (p: number) => ['Anna', 'Bert', 'Computer 3'][p];

function states(): GameState[] {
  const out: GameState[] = [];
  playRandomGame({ seed: 5, players: 2, check: false, onState: (s) => out.push(s) });
  return out;
}

function record(state: GameState, status: GameRecord['status'] = 'playing', seats = 2): GameRecord {
  const people = state.players.slice(0, seats);
  return recordOf(state, {
    id: 'gword',
    status,
    settings: { players: 2, holdings: 'hidden', seed: 5 },
    seats: people.map((p) => ({ kind: 'human' as const, userId: p.id, name: p.name })),
  });
}

describe('holdings leave out what is empty (was "you give 1 ore; no markers; you get 1 fur; no markers")', () => {
  const ore = { ...noGoods(), ore: 1 };
  it('goods only', () => expect(holdingsText({ goods: ore, markers: [] }, 'en')).toBe('1 ore'));
  it('markers only', () =>
    expect(holdingsText({ goods: noGoods(), markers: [8, 7] }, 'en')).toBe('route markers 8+7'));
  it('both', () =>
    expect(holdingsText({ goods: ore, markers: [3] }, 'en')).toBe('1 ore and route markers 3'));
  it('neither', () => expect(holdingsText({ goods: noGoods(), markers: [] }, 'en')).toBe('nothing'));
  it('the offer builder reads "you give 1 ore; you get 1 fur."', () => {
    const terms = { partner: 'Bert', give: holdingsText({ goods: ore, markers: [] }, 'en') };
    const receive = holdingsText({ goods: { ...noGoods(), fur: 1 }, markers: [] }, 'en');
    expect(t('panel.offer.terms', { ...terms, receive })).toBe('To Bert: you give 1 ore; you get 1 fur.');
  });
});

describe('the panel, the log and the lobby', () => {
  it('the panel says "You hold …" once, without "no markers" (was "You hold 1 ore; no markers")', () => {
    const state = structuredClone(states()[0]);
    state.players[0].goods = { ...noGoods(), ore: 1 };
    state.players[0].markers = state.players[0].markers.map(() => 0);
    const panel = buildPanel({ gameId: 'g', version: state.version, state, player: 0, locale: 'en' });
    expect(panel.content).toContain('You hold 1 ore.');
    expect(panel.content).not.toContain('no markers');
  });

  it('K-22: a pass says why (was "Anna passed (only repeats)", "(no markers)")', () => {
    expect(formatEvent({ type: 'passed', player: 0, reason: 'onlyRepeats' }, names)).toBe(
      'Anna passed: every bid they had was taken',
    );
    expect(formatEvent({ type: 'passed', player: 0, reason: 'noMarkers' }, names)).toBe(
      'Anna passed: no route markers left to bid',
    );
  });

  it('K-45: the raider is sent by cog, from and to (was "Computer 3 sent Bert Stralsund → Visby")', () => {
    const moved = { type: 'raiderMoved' as const, player: 1, by: 2, from: 6, leadsTo: 0, revealed: false };
    expect(formatEvent({ ...moved, blocked: false }, names)).toBe(
      "Computer 3 sent Bert's cog from Stralsund to Visby",
    );
    expect(formatEvent({ ...moved, blocked: true }, names)).toBe(
      "Computer 3 tried to send Bert's cog to Visby: blocked",
    );
  });

  it('a full lobby asks the host to start (was "Press Join to take a seat")', () => {
    const state = states()[0];
    const full = lobbyMessage(record(state, 'lobby', 2)).content;
    expect(full).toContain('Every seat is taken: the host presses Start.');
    expect(full).not.toContain('Press Join');
    const open = lobbyMessage(record(state, 'lobby', 1)).content;
    expect(open).toContain('Press Join to take a seat');
  });
});

describe('what the game waits for, once sailing is over (was "@Anna: sail and act")', () => {
  const acting = () => {
    const found = states().find((s) => s.phase.kind === 'turn' && s.phase.turn.acting && !s.phase.turn.raid);
    if (!found || found.phase.kind !== 'turn') throw new Error('no acting turn');
    return { state: found, player: found.players[found.phase.turn.player] };
  };

  it('the post asks the turn player to act or end the turn', () => {
    const { state, player } = acting();
    const content = postPayload(record(state), STAND_IN_IMAGE).content;
    expect(content).toContain(`<@${player.id}>: act or end the turn`);
    expect(content).not.toContain('sail and act');
  });

  it('a panel waiting on them says the same', () => {
    const { state, player } = acting();
    expect(waitingText(state, 'en')).toBe(`${player.name}: act or end the turn`);
  });

  it('control: before any action it still says sail and act', () => {
    const state = states().find((s) => s.phase.kind === 'turn' && !s.phase.turn.acting && !s.phase.turn.raid);
    if (!state || state.phase.kind !== 'turn') throw new Error('no turn');
    expect(waitingText(state, 'en')).toBe(`${state.players[state.phase.turn.player].name}: sail and act`);
  });
});

describe('the trade ping names the button the offer sits behind (was "Press Act")', () => {
  it('says Act, then the Trade offers button by its label', () => {
    const button = t('act.offers', { count: 1 }).replace(/ \(1\)$/, '');
    expect(button).toBe('Trade offers');
    expect(t('post.offer', { to: '<@1>', from: 'Bert' })).toBe(
      `<@1>: Bert offers you a trade. Press Act, then ${button}, to see it and answer.`,
    );
  });
});

describe('more sentences reworded (issue 24)', () => {
  it('the hand says "Route markers: 8+7", not "Route markers: markers 8+7"', async () => {
    const { handText } = await import('../../src/bot/handlers/hand');
    const { playerView } = await import('../../src/engine/index');
    const state = structuredClone(states()[0]);
    state.players[0].markers = state.players[0].markers.map((_, v) => (v === 8 || v === 7 ? 1 : 0));
    const text = handText(playerView(state, 0), 'en');
    expect(text).toContain('Route markers: 8+7');
    state.players[0].markers = state.players[0].markers.map(() => 0);
    expect(handText(playerView(state, 0), 'en')).toContain('Route markers: none');
  });

  it('K-72: a pushed cog reads like a sent one', () => {
    const pushed = {
      type: 'cogPushed' as const,
      player: 1,
      by: 0,
      from: 6,
      leadsTo: 0,
      revealed: false,
      blocked: false,
    };
    expect(formatEvent(pushed, names)).toBe("Anna pushed Bert's cog from Stralsund to Visby");
  });

  it('K-45: the mover of a raider is told why they choose (was "left → Åbo / right → Riga" alone)', () => {
    const base = states().find((s) => s.phase.kind === 'turn' && !s.phase.turn.raid);
    if (!base || base.phase.kind !== 'turn') throw new Error('no turn');
    const say = (target: { kind: 'cog'; victim: number } | { kind: 'city' }, mover: number) => {
      const state = structuredClone(base);
      if (state.phase.kind !== 'turn') throw new Error('no turn');
      const raider = state.phase.turn.player;
      state.phase.turn.raid = {
        raider,
        city: state.players[raider].cog as number,
        target,
        stage: 'destination',
        piles: null,
        mover,
      };
      return buildPanel({ gameId: 'g', version: state.version, state, player: mover, locale: 'en' }).content;
    };
    const raider = base.phase.turn.player;
    const other = 1 - raider;
    const raiderName = base.players[raider].name;
    expect(say({ kind: 'cog', victim: other }, other)).toContain(
      `${raiderName} raided you, so you choose where their cog goes`,
    );
    expect(say({ kind: 'city' }, other)).toContain(
      'as the next player in seat order you choose where their cog goes',
    );
  });
});
