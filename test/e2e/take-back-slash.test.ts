// Issue 21: a keyboard player may take back a safe action too. The answer to a typed action
// that drew and showed nothing carries "↩ Take back", which asks the others as the panel's
// button does; the answer to one that drew or showed something does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLASH_ACTIONS } from '../../commands/kogge/slash';
import { parseComponentId } from '../../src/bot/custom-id';
import { slashChoices } from '../../src/bot/slash/choices';
import { applyAction, canTakeBack, type GameState } from '../../src/engine/index';
import type { SeenMessage } from '../../src/local-discord';
import type { GameRecord } from '../../src/store/index';
import { customIds, openBotTable, openGame, type BotTable, WAIT } from './harness';
import { TablePlayers } from './players';
import { gameIdIn, statesOf } from './secret-scan';

const TAKE_BACK = '↩ Take back';
const hasTakeBack = (answer: SeenMessage) =>
  customIds(answer).some((c) => parseComponentId(c.id)?.kind === 'tb');

interface Typed {
  player: number;
  line: string;
}

/** A typed action of a seated person that the engine says may be taken back (or may not). */
function typedAction(state: GameState, seats: number[], safe: boolean): Typed | null {
  for (const player of seats)
    for (const command of SLASH_ACTIONS) {
      if (!command.option) continue;
      for (const choice of slashChoices(state, player, command.types, 'en').slice(0, 60)) {
        const result = applyAction(state, choice.action);
        if (!result.ok) continue;
        if (canTakeBack(state, choice.action, result.state, result.events) !== safe) continue;
        return { player, line: `/kogge ${command.name} ${command.option}:${choice.code}` };
      }
    }
  return null;
}

describe('a take-back from a typed action’s answer (issue 21)', () => {
  let table: BotTable;
  let thread: string;
  let gameId: string;
  let players: TablePlayers;
  const names = ['alice', 'bob'];

  const seatName = (record: GameRecord, player: number) => {
    const seat = record.seats[player];
    return names.find((n) => seat?.kind === 'human' && table.user(n).id === seat.userId) ?? '';
  };

  /** Plays on by button until a typed action of the wanted kind is possible; runs it. */
  const typeOne = async (safe: boolean): Promise<{ name: string; answer: SeenMessage }> => {
    for (let tries = 0; tries < 80; tries++) {
      const { record } = await statesOf(table.databaseFile, gameId);
      const state = record.state as GameState;
      const found = typedAction(state, [0, 1], safe);
      if (found) {
        const name = seatName(record, found.player);
        const answer = await (await table.user(name).slash(found.line, { in: thread })).reply(WAIT);
        return { name, answer };
      }
      await players.playUntil(players.actions + 1);
    }
    throw new Error(`no typed action with safe=${safe} came up`);
  };

  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'eve'], ['tavern'], 212);
    ({ thread } = await openGame(table, 'alice', ['bob']));
    gameId = gameIdIn(table.user('eve').sees(thread));
    players = new TablePlayers(table, thread, names, 22);
  }, 120_000);
  afterAll(() => table.stop());

  it('a safe typed action answers with "↩ Take back", and the click asks the others in the thread', async () => {
    const { name, answer } = await typeOne(true);
    expect(answer.content).toMatch(/^Done/);
    expect(hasTakeBack(answer)).toBe(true);
    const asked = await (await table.user(name).click(answer, TAKE_BACK)).reply(WAIT);
    expect(asked.content).toMatch(/^Asked: the other players accept or refuse/);
    const request = await table.discord.waitForMessage(
      (m) =>
        m.channelId === thread && !m.ephemeralFor && /asks to take back their last action/.test(m.content),
      { ...WAIT, in: thread },
    );
    expect(request.content).toMatch(/asks to take back/);
  }, 300_000);

  it('control: a typed action that drew or showed something answers without it', async () => {
    const { answer } = await typeOne(false);
    expect(answer.content).toMatch(/^Done/);
    expect(hasTakeBack(answer)).toBe(false);
  }, 300_000);
});
