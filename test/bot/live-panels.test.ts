// Issue 38: panels that are out of date look out of date. The pure parts: what decision a
// panel asks (same-decision.ts), when End turn one move old still ends the turn, and what the
// bot does with the panels it holds when the game moves on (live-panels.ts), against a REST
// stand-in that records each edit by interaction token.
import pino from 'pino';
import { Routes } from 'discord.js';
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../src/engine/index';
import { parseComponentId } from '../../src/bot/custom-id';
import { button, buttonRows } from '../../src/bot/panel/components';
import { LivePanels, outdated, TOKEN_LIFETIME_MS, type PanelWriter } from '../../src/bot/live-panels';
import { decisionKey, endsSameTurn } from '../../src/bot/same-decision';
import { buildPanel, type Panel } from '../../src/bot/panel/panel';
import type { BotContext } from '../../src/bot/context';
import type { GameRecord } from '../../src/store/index';
import { t } from '../../src/i18n/index';
import { atTurn, fresh, startedGame } from '../engine/helpers';

/** Player 0's turn, before any move, at state version `version`. */
function turnOfRed(version = 10): GameState {
  return { ...atTurn(startedGame(2), 0), version };
}

function recordOf(state: GameState, actions: Partial<Action>[], extra: Partial<GameRecord> = {}): GameRecord {
  return {
    id: 'g1',
    status: 'playing',
    channelId: 'thread-1',
    settings: { players: 2 },
    seats: [],
    state,
    actions,
    ...extra,
  } as unknown as GameRecord;
}

const END_TURN: Action = { type: 'endTurn', player: 0 };
const sail = { type: 'sail', player: 0 } as Partial<Action>;

describe('End turn on a panel one move old (issue 38)', () => {
  it('ends the turn when the move in between was the player’s own move in this turn', () => {
    expect(endsSameTurn(recordOf(turnOfRed(), [sail]), 0, 9, END_TURN)).toBe(true);
  });

  it('ends the turn when the move in between was a trade or setting of anyone’s', () => {
    const decline = { type: 'declineTrade', player: 1 } as Partial<Action>;
    expect(endsSameTurn(recordOf(turnOfRed(), [decline]), 0, 9, END_TURN)).toBe(true);
  });

  it('is refused as stale two moves old, for any other action, or when the panel was current', () => {
    const record = recordOf(turnOfRed(), [sail]);
    expect(endsSameTurn(record, 0, 8, END_TURN)).toBe(false);
    expect(endsSameTurn(record, 0, 10, END_TURN)).toBe(false);
    expect(endsSameTurn(record, 0, 9, { type: 'collectOffice', player: 0 } as Action)).toBe(false);
    expect(endsSameTurn(record, 0, 9, null)).toBe(false);
  });

  it('is refused when it is not the clicker’s turn, or the move in between began or undid it', () => {
    // Another player's turn now.
    expect(
      endsSameTurn(recordOf({ ...atTurn(startedGame(2), 1), version: 10 }, [sail]), 0, 9, END_TURN),
    ).toBe(false);
    // The move in between was the other player's turn action (only trades and settings keep it).
    const theirs = { type: 'sail', player: 1 } as Partial<Action>;
    expect(endsSameTurn(recordOf(turnOfRed(), [theirs]), 0, 9, END_TURN)).toBe(false);
    // A take-back since the last action: the version step put an earlier position back.
    const undone = recordOf(turnOfRed(), [sail], {
      takenBack: [{ step: 2, player: 0, type: 'sail' }],
    } as never);
    expect(endsSameTurn(undone, 0, 9, END_TURN)).toBe(false);
    // Control: a take-back before the last action does not count.
    const earlier = recordOf(turnOfRed(), [sail], {
      takenBack: [{ step: 1, player: 0, type: 'bid' }],
    } as never);
    expect(endsSameTurn(earlier, 0, 9, END_TURN)).toBe(true);
  });
});

describe('the decision a panel asks (issue 38)', () => {
  it('is the same while a start pick is still open, and none once it is made', () => {
    const state = fresh(2);
    const after = { ...state, version: state.version + 1 };
    expect(decisionKey(state, 0)).not.toBeNull();
    expect(decisionKey(after, 0)).toBe(decisionKey(state, 0));
    const picked = structuredClone(state);
    if (picked.phase.kind !== 'startChoice') throw new Error('not the start');
    picked.phase.picks[0] = 3;
    expect(decisionKey(picked, 0)).toBeNull();
  });

  it('differs once the turn passes to another player', () => {
    const red = turnOfRed();
    expect(decisionKey(red, 0)).not.toBeNull();
    expect(decisionKey(red, 1)).toBeNull();
    expect(decisionKey({ ...atTurn(red, 1) }, 0)).toBeNull();
  });
});

interface Edit {
  route: string;
  body: { content: string; components: Panel['components'] };
}

function keeper(now: () => number) {
  const edits: Edit[] = [];
  const ctx = {
    logger: pino({ level: 'silent' }),
    client: {
      rest: {
        patch: (route: string, options: { body: Edit['body'] }) => {
          edits.push({ route, body: options.body });
          return Promise.resolve({});
        },
      },
    },
  } as unknown as BotContext;
  return { panels: new LivePanels(() => ctx, now), edits };
}

const writer = (token: string, user: string, createdTimestamp = 0): PanelWriter => ({
  applicationId: 'app',
  token,
  createdTimestamp,
  locale: 'en-US',
  user: { id: user },
});

function panelOf(state: GameState, player: number): Panel {
  return buildPanel({ gameId: 'g1', version: state.version, state, player, locale: 'en-US' });
}

const controls = (panel: { components: Panel['components'] }) =>
  panel.components.flatMap((row) => row.components as unknown as Record<string, unknown>[]);

describe('the panels the bot holds (issue 38)', () => {
  it('edits a panel whose decision passed: a line naming the thread, every control disabled, Take back gone', async () => {
    const { panels, edits } = keeper(() => 1000);
    const red = turnOfRed();
    const shown = panelOf(red, 0);
    const withTakeBack: Panel = {
      ...shown,
      components: [
        ...shown.components,
        ...buttonRows([button({ gameId: 'g1', version: 10 }, '↩ Take back', 'tb', ['ask'])]),
      ],
    };
    panels.shown(writer('tok-red', 'u-red'), {
      messageId: 'm1',
      gameId: 'g1',
      player: 0,
      state: red,
      section: ['main'],
      hints: false,
      panel: withTakeBack,
    });
    // Red's turn ends: the next state is Green's turn.
    panels.moved(recordOf({ ...atTurn(red, 1), version: 11 }, [END_TURN]));
    await panels.idle();
    expect(edits).toHaveLength(1);
    expect(edits[0].route).toBe(Routes.webhookMessage('app', 'tok-red', '@original'));
    const body = edits[0].body;
    expect(body.content.split('\n')[0]).toBe(t('panel.outdated', { thread: '<#thread-1>' }));
    expect(controls(body).length).toBeGreaterThan(0);
    expect(controls(body).every((c) => c.disabled === true)).toBe(true);
    expect(controls(body).some((c) => parseComponentId(String(c.custom_id))?.kind === 'tb')).toBe(false);
    // Control: the panel as shown had enabled controls and its Take back.
    expect(controls(withTakeBack).some((c) => c.disabled)).toBe(false);
    expect(outdated(withTakeBack, 'en-US', 'thread-1').components.length).toBe(shown.components.length);
    // Marked once: a later move leaves it alone.
    panels.moved(recordOf({ ...atTurn(red, 1), version: 12 }, [END_TURN]));
    await panels.idle();
    expect(edits).toHaveLength(1);
  });

  it('brings a person’s newest panel up to date while the decision is still theirs; their older one is marked', async () => {
    const { panels, edits } = keeper(() => 1000);
    const start = fresh(2);
    let clock = 0;
    const show = (messageId: string, token: string) => {
      clock += 1;
      panels.shown(writer(token, 'u-red'), {
        messageId,
        gameId: 'g1',
        player: 0,
        state: start,
        section: ['main'],
        hints: false,
        panel: panelOf(start, 0),
      });
    };
    show('older', 'tok-1');
    await new Promise((resolve) => setTimeout(resolve, 2));
    show('newer', 'tok-2');
    // Green picks a start city: Red's pick is still open.
    const next = structuredClone(start);
    if (next.phase.kind !== 'startChoice') throw new Error('not the start');
    next.phase.picks[1] = 5;
    next.version = start.version + 1;
    panels.moved(recordOf(next, [{ type: 'chooseStart', player: 1 } as Partial<Action>]));
    await panels.idle();
    const byToken = new Map(edits.map((e) => [e.route.split('/')[3], e.body]));
    const fresh2 = byToken.get('tok-2');
    expect(fresh2?.content).not.toContain(t('panel.outdated', { thread: '<#thread-1>' }));
    expect(controls(fresh2!).every((c) => !c.disabled)).toBe(true);
    expect(
      controls(fresh2!).every((c) => parseComponentId(String(c.custom_id))?.version === next.version),
    ).toBe(true);
    const stale = byToken.get('tok-1');
    expect(stale?.content.startsWith('⌛')).toBe(true);
    expect(clock).toBe(2);
  });

  it('leaves a panel alone once its token is past Discord’s 15 minutes', async () => {
    let now = 0;
    const { panels, edits } = keeper(() => now);
    const red = turnOfRed();
    panels.shown(writer('tok-old', 'u-red', 0), {
      messageId: 'm1',
      gameId: 'g1',
      player: 0,
      state: red,
      section: ['main'],
      hints: false,
      panel: panelOf(red, 0),
    });
    now = TOKEN_LIFETIME_MS;
    panels.moved(recordOf({ ...atTurn(red, 1), version: 11 }, [END_TURN]));
    await panels.idle();
    expect(edits).toEqual([]);
    // Control: within the token's life the same move is written.
    now = 0;
    panels.shown(writer('tok-new', 'u-red', 0), {
      messageId: 'm2',
      gameId: 'g1',
      player: 0,
      state: red,
      section: ['main'],
      hints: false,
      panel: panelOf(red, 0),
    });
    panels.moved(recordOf({ ...atTurn(red, 1), version: 11 }, [END_TURN]));
    await panels.idle();
    expect(edits.map((e) => e.route)).toEqual([Routes.webhookMessage('app', 'tok-new', '@original')]);
  });
});
