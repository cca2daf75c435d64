// Issue 38, a first game that teaches, end to end through the local Discord in English: a
// newcomer presses the welcome's "Learn to play (tutorial)", gets their panel at step 1 at once,
// and plays the scripted round by the panels' own buttons and menus, each panel saying the step;
// the bot restarts in the middle and the tutorial goes on exactly (the computer players' scripted
// moves included); /kogge tutorial again shows the same game; after the round the game is an
// ordinary one, with hints. A newcomer who opens a game is offered the tutorial, and its button
// opens it.
import { InteractionResponseType } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeenMessage } from '../../src/local-discord';
import { parseComponentId } from '../../src/bot/custom-id';
import { TUTORIALS, PERSON } from '../../src/bot/tutorial/script';
import { blockingDecisions, defaultAction, type Action, type GameState } from '../../src/engine/index';
import { t } from '../../src/i18n/index';
import type { GameRecord } from '../../src/store/index';
import { controlFor, pathTo } from '../support/panel-path';
import { storedGame, untilStored } from './computer-table';
import { customIds, openBotTable, threadOf, WAIT, type BotTable } from './harness';

const SCRIPT = TUTORIALS.firstRound;
const isWelcome = (m: SeenMessage) => customIds(m).some((c) => parseComponentId(c.id)?.kind === 'welcome');
const stepLine = (n: number) => `**Tutorial, step ${n} of 7:**`;
const versionOf = (m: SeenMessage) =>
  Math.max(...customIds(m).map((c) => parseComponentId(c.id)?.version ?? -1));

describe('the tutorial, end to end (issue 38)', () => {
  let table: BotTable;
  beforeAll(async () => {
    // A short pause before each computer move, so the restart below lands among the scripted ones.
    table = await openBotTable(['anna', 'bernd'], ['tavern'], 1, { welcome: true, computerPauseMs: 150 });
  });
  afterAll(() => table.stop());

  const anna = () => table.user('anna');

  /** Does `action` through the person's live panel, click by click, as the offline panel shows the way. */
  async function follow(panel: SeenMessage, channel: string, gameId: string, action: Action) {
    const record = await storedGame(table, gameId);
    const state = record.state as GameState;
    const ctx = {
      gameId,
      version: state.version,
      state,
      player: PERSON,
      locale: 'en',
      hints: true,
      tutorial: record,
    };
    const path = pathTo(ctx, action);
    if (!path) throw new Error(`no way to ${action.type} in the panel`);
    let live = panel;
    for (const click of path) {
      const customId = controlFor(live, click);
      if (!customId) throw new Error(`no control ${click.kind} ${click.args.join('|')} in: ${live.content}`);
      const shown = live;
      const handle = click.values
        ? await anna().select(live, customId, click.values)
        : await anna().click(live, customId);
      const response = await handle.response(WAIT);
      // Applied: the panel shows the next state (a waiting panel has no controls at all).
      const applied = (m: SeenMessage) =>
        versionOf(m) > state.version || (customIds(m).length === 0 && m.content !== shown.content);
      if (click.kind === 'do')
        live = await anna().waitForMessage((m) => m.id === shown.id && applied(m), { ...WAIT, in: channel });
      else if (response === InteractionResponseType.DeferredMessageUpdate)
        live = await anna().waitForMessage(
          (m) => m.id === shown.id && m.raw.edited_timestamp !== shown.raw.edited_timestamp,
          { ...WAIT, in: channel },
        );
      else
        live =
          anna()
            .sees(channel)
            .find((m) => m.id === shown.id) ?? shown;
    }
    return live;
  }

  /** Presses Act on the thread's newest board post once the stored game awaits the person. */
  async function act(thread: string, gameId: string, until: (record: GameRecord) => boolean) {
    const record = await untilStored(table, gameId, until, 120_000);
    const version = (record.state as GameState).version;
    const post = await table.discord.waitForMessage(
      (m) =>
        m.channelId === thread &&
        !m.ephemeralFor &&
        m.attachments.some((a) => Number(/^kogge-board-(\d+)\./.exec(a.filename)?.[1] ?? -1) >= version),
      { ...WAIT, in: thread },
    );
    expect(post.mentions).toContain(anna().id);
    return (await anna().click(post, 'Act')).reply(WAIT);
  }

  const awaitsPerson = (record: GameRecord) =>
    blockingDecisions(record.state as GameState).some((d) => d.player === PERSON);

  it('plays the scripted round from the welcome button to an ordinary game, through a restart', async () => {
    const welcome = anna().sees('tavern').find(isWelcome)!;
    // One click: the game is opened and started, and the answer is the person's own panel at step 1.
    let panel = await (await anna().click(welcome, 'Learn to play (tutorial)')).reply(WAIT);
    expect(panel.ephemeralFor).toBe(anna().id);
    const thread = threadOf(panel);
    expect(panel.content).toContain(`Your tutorial game is in <#${thread}>`);
    expect(panel.content).toContain(`${stepLine(1)} Choose Lübeck as your start city`);
    expect(panel.content).toContain('Rules: `/kogge rules topic:Start city`');
    const record = await storedGame(table);
    expect(record.settings).toMatchObject({ tutorial: 'firstRound', seed: SCRIPT.seed, players: 4 });
    expect(record.seats.map((s) => s.kind)).toEqual(['human', 'computer', 'computer', 'computer']);
    expect(record.status).toBe('playing');
    const gameId = record.id;

    // Step 1 from the welcome's panel; the computer players then play their scripted steps.
    panel = await follow(panel, 'tavern', gameId, SCRIPT.steps[0].action);
    expect(panel.content).toContain(t('tutorial.waiting', { act: 'Act' }));
    // A restart among the computer players' scripted moves: they go on with the script.
    await table.restart();
    const atBid = await untilStored(table, gameId, (r) => r.actions.length === 7);
    expect(atBid.actions).toEqual(SCRIPT.steps.slice(0, 7).map((s) => s.action));

    // Step 2 from the board's Act: the others' bids are said, and the step is done from the panel.
    panel = await act(thread, gameId, awaitsPerson);
    expect(panel.content).toContain(`${stepLine(2)} Bid your 8-marker alone. The others bid 5, 7 and 3`);
    let index = 7;
    for (const n of [2, 3, 4]) {
      expect(panel.content).toContain(stepLine(n));
      panel = await follow(panel, thread, gameId, SCRIPT.steps[index].action);
      index += 1;
    }
    // /kogge tutorial again: the same game, where it stands (step 5, an office in Stralsund).
    const again = await (await anna().slash('/kogge tutorial', { in: 'tavern' })).reply(WAIT);
    expect(again.content).toContain(`Your tutorial game goes on in <#${thread}>`);
    expect(again.content).toContain(`${stepLine(5)} Build an office in Stralsund`);
    for (const n of [5, 6, 7]) {
      expect(panel.content).toContain(stepLine(n));
      panel = await follow(panel, thread, gameId, SCRIPT.steps[index].action);
      index += 1;
    }
    expect(panel.content).toContain(t('tutorial.done', { hint: 'Hint' }));
    const scripted = await storedGame(table, gameId);
    expect(scripted.actions.slice(0, SCRIPT.steps.length)).toEqual(SCRIPT.steps.map((s) => s.action));

    // The computer players play their own turns, as in any game. Whatever they ask of the person
    // meanwhile (a raid on their cog, say) comes in an ordinary panel, answered with the K-80
    // default; round 2's auction is the person's first own choice, with its first-game hint.
    for (let asked = 0; ; asked++) {
      panel = await act(thread, gameId, awaitsPerson);
      expect(panel.content).not.toContain('**Tutorial');
      const state = (await storedGame(table, gameId)).state as GameState;
      if (state.round === 2 && state.phase.kind === 'bidding') break;
      expect(asked).toBeLessThan(10);
      await follow(panel, thread, gameId, defaultAction(state, PERSON)!);
    }
    expect(panel.content).toContain(t('hint.bid'));
  }, 300_000);

  it('offers a newcomer who opens a game the tutorial, whose button opens it', async () => {
    const bernd = table.user('bernd');
    await (await bernd.slash('/kogge new', { in: 'tavern' })).reply(WAIT);
    // A message of its own after the answer, for Bernd alone.
    const offer = await bernd.waitForMessage(
      (m) => m.ephemeralFor === bernd.id && m.content.includes('/kogge tutorial'),
      { ...WAIT, in: 'tavern' },
    );
    expect(offer.content).toContain('`/kogge tutorial` plays a first round with you');
    const tutorial = await (await bernd.click(offer, 'Start the tutorial')).reply(WAIT);
    expect(tutorial.content).toContain(`${stepLine(1)} Choose Lübeck`);
    const record = await storedGame(table);
    expect(record.hostId).toBe(bernd.id);
    expect(record.settings.tutorial).toBe('firstRound');
  }, 120_000);
});
