// The advanced game through the local Discord (K-70 … K-73): /kogge new with the four rules,
// a lobby that says which are on, and a whole game played through the panels, every tax,
// start swap, conflict window, secret bid, demand and push answered by clicks; then the
// whole thread scanned as a spectator sees it (K-60): no hidden holding or face-down route
// value in any public text, alt text or image. (This seeded game starts no conflict; the
// secret bid's own scan and control are in advanced-prompts.test.ts, K-72.)
import { AttachmentBuilder } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicView, type GameState } from '../../src/engine/index';
import { renderBoard } from '../../src/render/index';
import { openBotTable, openGame, type BotTable, WAIT } from './harness';
import { TablePlayers } from './players';
import { gameIdIn, privateLines, scanImages, scanTexts, statesOf } from './secret-scan';

describe('the advanced game on Discord', () => {
  let table: BotTable;
  let thread: string;
  beforeAll(async () => {
    table = await openBotTable(['alice', 'bob', 'eve']);
  });
  afterAll(() => table.stop());

  const spectator = () => table.user('eve').sees(thread);

  it('opens with the chosen rules named in the lobby and plays to the final post', async () => {
    const opened = await openGame(
      table,
      'alice',
      ['bob'],
      'taxes:true offices:true conflicts:true memory:true',
    );
    thread = opened.thread;
    const shown =
      table
        .user('bob')
        .sees(thread)
        .find((m) => m.id === opened.lobby.id) ?? opened.lobby;
    expect(shown.content).toMatch(/Advanced rules: taxes, trading with offices, conflicts and memory/);
    const players = new TablePlayers(table, thread, ['alice', 'bob'], 5);
    // Midway both look at their hands, so their private lines (face-down routes they know)
    // are in the thread's ephemerals for the scan below to look for.
    await players.playUntil(40);
    for (const name of ['alice', 'bob'])
      await (await table.user(name).click(players.latestPost(), 'My hand')).reply(WAIT);
    const final = await players.playToEnd();
    expect(final.content).toMatch(/Game over/);
  }, 300_000);

  it('K-60: no hand line, face-down route value or hidden holding in any public text or alt text', () => {
    const secrets = privateLines(table, thread);
    expect(secrets.some((s) => s.startsWith('Face-down routes you know'))).toBe(true);
    expect(scanTexts(spectator(), secrets)).toEqual([]);
  });

  it('K-60: every public board image is the board drawn from the public view (no face-down value, no holding)', async () => {
    const { states, record } = await statesOf(table.databaseFile, gameIdIn(spectator()));
    expect(record.settings.rules).toEqual(['taxes', 'offices', 'conflicts', 'memory']);
    // Memory (K-73) kept routes face down through the game, so the images had secrets to keep.
    expect(states.filter((st) => faceDownIn(st) !== undefined).length).toBeGreaterThan(states.length / 2);
    // The replay reached the game's end, so every image's state is known.
    expect(publicView(states[states.length - 1]).phase.kind).toBe('ended');
    expect(await scanImages(spectator(), states, record.locale)).toEqual([]);
  }, 120_000);

  it('control: a face-down route value planted in a public text or image is caught', async () => {
    const known = privateLines(table, thread).find((s) => s.startsWith('Face-down routes you know'));
    const channel = await table.bot.client.channels.fetch(thread);
    if (!known || !channel?.isSendable()) throw new Error('no face-down line or no thread');
    const text = await channel.send({ content: `Psst: ${known}` });
    expect(scanTexts(spectator(), privateLines(table, thread)).map((f) => f.messageId)).toContain(text.id);
    await text.delete();

    // The board of a state with a face-down route, drawn with that route's value shown.
    const { states, record } = await statesOf(table.databaseFile, gameIdIn(spectator()));
    const version = states.findIndex((s) => faceDownIn(s) !== undefined);
    const state = states[version];
    const at = faceDownIn(state);
    if (!at) throw new Error('no face-down route in the game');
    const view = publicView(state);
    // Drawn as if turned up: the board draws a face-down marker's back, never its number.
    view.cities[at.city].squares[at.square] = { value: at.value, faceUp: true };
    const leaky = await renderBoard(view, { locale: record.locale, label: gameIdIn(spectator()) });
    const file = new AttachmentBuilder(leaky.data, {
      name: `kogge-board-${version}.png`,
      description: leaky.description,
    });
    const image = await channel.send({ files: [file] });
    expect((await scanImages(spectator(), states, record.locale, 1)).map((f) => f.messageId)).toContain(
      image.id,
    );
    await image.delete();
  }, 120_000);
});

/** The first face-down route square of a state, with its hidden value (K-73: memory). */
function faceDownIn(state: GameState): { city: number; square: number; value: number } | undefined {
  for (const [city, c] of state.cities.entries())
    for (const [square, s] of c.squares.entries()) if (!s.faceUp) return { city, square, value: s.value };
  return undefined;
}
