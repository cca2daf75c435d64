// Issue 42, item 2, end to end through the real client: a bid that makes the next bidder pass
// with only repeats left (K-22) shows everyone that player's hidden markers, so it may not be
// taken back. A 4-player game is planted just before such a bid (a random game's own seed and
// actions); the bidder types it. Everyone reads the pass in the thread, the answer carries no
// "↩ Take back", and a forged "↩ Take back" click is refused with the sentence saying why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLASH_ACTIONS } from '../../commands/kogge/slash';
import { componentId, parseComponentId } from '../../src/bot/custom-id';
import { slashChoices } from '../../src/bot/slash/choices';
import { simulatedSeed } from '../../src/ai/index';
import { replay, sameValue, type GameState } from '../../src/engine/index';
import { t } from '../../src/i18n/index';
import type { SeenMessage } from '../../src/local-discord';
import { KeyvGameStore, type GameRecord } from '../../src/store/index';
import { describeGame, gameSpec } from '../../src/verify/index';
import { finishedRecord } from '../verify/finished-game';
import { revealingBid } from '../engine/revealing-bid';
import { customIds, openBotTable, openGame, type BotTable, WAIT } from './harness';
import { forgedButton, plantComponent } from './forged-panel';
import { gameIdIn, statesOf } from './secret-scan';

const NAMES = ['alice', 'bob', 'carol', 'dave'];
const REVEAL = revealingBid();
const GAME = finishedRecord(REVEAL.run, 4);

/** The typed line for `action` of `player`: its subcommand and the choice's code. */
function typedLine(state: GameState, player: number, action: unknown): string {
  for (const command of SLASH_ACTIONS) {
    if (!command.option) continue;
    const choice = slashChoices(state, player, command.types, 'en').find((c) => sameValue(c.action, action));
    if (choice) return `/kogge ${command.name} ${command.option}:${choice.code}`;
  }
  throw new Error('the bid cannot be typed');
}

describe('no take-back after a reveal, end to end (issue 42, K-22)', () => {
  let table: BotTable;
  let thread: string;
  let gameId: string;
  let planted: GameRecord;
  let bidder: string;
  let answer: SeenMessage;

  const stored = async (): Promise<GameRecord> => (await statesOf(table.databaseFile, gameId)).record;

  beforeAll(async () => {
    table = await openBotTable([...NAMES, 'eve'], ['tavern'], 421);
    ({ thread } = await openGame(table, 'alice', NAMES.slice(1)));
    gameId = gameIdIn(table.user('eve').sees(thread));
    // The random game's seed and actions up to the revealing bid, in this game's seats.
    const opened = await stored();
    const settings = { ...opened.settings, holdings: 'hidden' as const, seed: simulatedSeed(REVEAL.run) };
    const actions = GAME.actions.slice(0, REVEAL.index);
    const replayed = replay(gameSpec(describeGame({ ...opened, settings })), actions);
    if (!replayed.ok) throw new Error('the planted game does not replay');
    // Written while the bot idles, then read afresh by a restart, as damaged-record.test.ts does.
    const store = KeyvGameStore.open(table.databaseFile);
    const saved = await store.saveIfVersion(
      { ...opened, settings, actions, state: replayed.state },
      opened.version,
    );
    await store.close();
    if (!saved) throw new Error('not planted');
    planted = saved;
    await table.restart();
    const seat = planted.seats[REVEAL.step.action.player];
    bidder = NAMES.find((n) => seat.kind === 'human' && table.user(n).id === seat.userId) ?? '';
    const line = typedLine(replayed.state, REVEAL.step.action.player, REVEAL.step.action);
    answer = await (await table.user(bidder).slash(line, { in: thread })).reply(WAIT);
  }, 300_000);
  afterAll(() => table.stop());

  it('the bid is made, and every player reads in the thread that the next one passed with only repeats', async () => {
    expect(answer.content).toMatch(/^Done/);
    expect((await stored()).actions).toEqual(GAME.actions.slice(0, REVEAL.index + 1));
    const passed = REVEAL.step.events.find((e) => e.event.type === 'passed')?.event as { player: number };
    const line = t('event.passed.onlyRepeats', { player: planted.seats[passed.player].name }, 'en');
    const seen = await table
      .user('eve')
      .waitForMessage((m) => m.channelId === thread && m.content.includes(line), { ...WAIT, in: thread });
    expect(seen.ephemeralFor).toBeUndefined();
  }, 120_000);

  it('the answer to the bid carries no "↩ Take back"', () => {
    expect(customIds(answer).filter((c) => parseComponentId(c.id)?.kind === 'tb')).toEqual([]);
  });

  it('a forged "↩ Take back" click is refused with the sentence naming why, and changes nothing', async () => {
    const before = await stored();
    const id = componentId({
      game: gameId,
      version: (before.state as GameState).version,
      kind: 'tb',
      args: ['ask'],
    });
    plantComponent(table, answer.id, forgedButton(id, '↩ Take back'));
    const refused = await (await table.user(bidder).click(answer.id, id)).reply(WAIT);
    expect(refused.content).toBe(t('takeBack.seen', {}, 'en'));
    expect(refused.content).toMatch(/the other players have already seen what it caused/);
    const after = await stored();
    expect(after.actions).toEqual(before.actions);
    expect(after.takeBackAsk).toBeUndefined();
    expect(after.messages.notices ?? []).toEqual(before.messages.notices ?? []);
  }, 120_000);
});
