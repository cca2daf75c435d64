// Issue 20, "no one can hurt other people's games": /kogge new is capped per channel, per
// host and per host's games against computer players, each refused politely and only to
// the asker, with nothing opened; a burst of /kogge new cannot slip past a cap; a lobby
// nobody starts closes after its hours, also across a restart. Small caps keep it quick.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { t, plural } from '../../src/i18n/index';
import { KeyvGameStore } from '../../src/store/index';
import { openBotTable, threadOf, WAIT, type BotTable } from './harness';
import { ManualClock } from './manual-clock';
import { lobbySentence, lobbyShowing } from './lobby-answers';

const LIMITS = { perChannel: 2, hostedPerPerson: 2, computerGamesPerPerson: 1, lobbyHours: 24 };
const HOUR = 3_600_000;

describe('caps on /kogge new and expiring lobbies (issue 20)', () => {
  let table: BotTable;
  const clock = new ManualClock();
  let erinsLoft = '';
  beforeAll(async () => {
    table = await openBotTable(
      ['owner', 'alice', 'bob', 'carol', 'dave', 'erin'],
      [
        'tavern',
        'harbour',
        'attic',
        'cellar',
        'pier',
        'loft',
        'shed',
        'yard',
        'dock',
        'quay',
        'gate',
        'mill',
        'barn',
        'wharf',
      ],
      1,
      { limits: LIMITS, deadlineClock: clock },
    );
  });
  afterAll(() => table.stop());
  beforeEach(() => clock.reset());

  async function running(): Promise<number> {
    const store = KeyvGameStore.open(table.databaseFile);
    const games = await store.listRunning(table.discord.guildId);
    await store.close();
    return games.length;
  }

  async function gameIn(thread: string): Promise<string> {
    const store = KeyvGameStore.open(table.databaseFile);
    const games = await store.listRunning(table.discord.guildId);
    await store.close();
    return games.find((g) => g.channelId === thread)!.id;
  }

  async function until(test: () => boolean): Promise<void> {
    const end = Date.now() + WAIT.timeoutMs;
    while (!test()) {
      if (Date.now() > end) throw new Error('condition never reached');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function open(name: string, channel: string, options = 'players:2') {
    return (await table.user(name).slash(`/kogge new ${options}`, { in: channel })).reply(WAIT);
  }

  async function abandon(name: string, thread: string) {
    return (await table.user(name).slash('/kogge game abandon', { in: thread })).reply(WAIT);
  }

  it('refuses a third game hosted at once, to the host alone, and opens nothing', async () => {
    const first = threadOf(await open('carol', 'tavern'));
    threadOf(await open('carol', 'harbour'));
    const before = await running();
    const refused = await open('carol', 'attic');
    expect(refused.content).toBe(t('new.tooManyHosted', { count: 2 }));
    expect(refused.ephemeralFor).toBe(table.user('carol').id);
    expect(await running()).toBe(before);
    expect(
      table
        .user('alice')
        .sees('attic')
        .filter((m) => !m.ephemeralFor),
    ).toHaveLength(0);
    // Control: the refusal is the cap's; with one game abandoned carol may open again.
    await abandon('carol', first);
    expect(threadOf(await open('carol', 'attic'))).toMatch(/^\d+$/);
  });

  it('refuses a third running game opened from one channel', async () => {
    threadOf(await open('alice', 'cellar'));
    threadOf(await open('bob', 'cellar'));
    const refused = await open('dave', 'cellar');
    expect(refused.content).toBe(t('new.channelFull', { count: 2 }));
    expect(refused.ephemeralFor).toBe(table.user('dave').id);
    // Control: the same person in another channel is welcome.
    expect(threadOf(await open('dave', 'pier'))).toMatch(/^\d+$/);
  });

  it('refuses a second game alone against computer players, but not a game with people', async () => {
    threadOf(await open('erin', 'pier', 'computers:1 level:heuristic'));
    const refused = await open('erin', 'loft', 'computers:3 level:heuristic');
    expect(refused.content).toBe(t('new.tooManyComputerGames', { count: 1 }));
    expect(refused.ephemeralFor).toBe(table.user('erin').id);
    erinsLoft = threadOf(await open('erin', 'loft', 'players:2 computers:1'));
  });

  it('refuses the computer player that would fill a lobby into a second game alone against them', async () => {
    const lobbyOf = (name: string, thread: string) =>
      table.user(name).waitForMessage((m) => m.channelId === thread && m.components.length > 0, {
        ...WAIT,
        in: thread,
      });
    // erin already has her one game alone against computer players (the test before), and a
    // lobby with a person's seat free.
    const erins = erinsLoft;
    const erinsLobby = await lobbyOf('erin', erins);
    // The click may be deferred on a loaded machine; its sentence then comes as a follow-up.
    const refused = await lobbySentence(
      table,
      'erin',
      await table.user('erin').click(erinsLobby, 'Add computer player'),
    );
    expect(refused.content).toBe(t('new.tooManyComputerGames', { count: 1 }));
    expect(
      table
        .user('erin')
        .sees(erins)
        .find((m) => m.id === erinsLobby.id)!.content,
    ).toBe(erinsLobby.content);
    // Control: dave has no such game, so his lobby takes the computer player.
    const daves = threadOf(await open('dave', 'shed', 'players:2'));
    const davesLobby = await lobbyOf('dave', daves);
    await (await table.user('dave').click(davesLobby, 'Add computer player')).response(WAIT);
    // After a defer the lobby is edited later: wait for the edit rather than read it at once.
    const after = await lobbyShowing(table, davesLobby, /Seats 2\/2/);
    expect(after.content).toMatch(/Seats 2\/2/);
  });

  it('lets exactly the capped number through when one person sends many /kogge new at once', async () => {
    const handles = await Promise.all(
      ['yard', 'dock', 'quay', 'gate', 'mill'].map((channel) =>
        table.user('owner').slash('/kogge new players:2', { in: channel }),
      ),
    );
    const replies = await Promise.all(handles.map((h) => h.reply(WAIT)));
    const opened = replies.filter((r) => /<#\d+>/.test(r.content));
    const refused = replies.filter((r) => r.content === t('new.tooManyHosted', { count: 2 }));
    expect([opened.length, refused.length]).toEqual([2, 3]);
  });

  it('refuses the /kogge game seat hand-over that would make a second game alone against computer players', async () => {
    const startWith = async (host: string, thread: string, guest: string) => {
      const lobby = await table
        .user(host)
        .waitForMessage((m) => m.channelId === thread && m.components.length > 0, { ...WAIT, in: thread });
      await (await table.user(guest).click(lobby, 'Join')).response(WAIT);
      const joined = table
        .user(host)
        .sees(thread)
        .find((m) => m.id === lobby.id)!;
      await (await table.user(host).click(joined, 'Start')).response(WAIT);
    };
    const seatsOf = async (thread: string) => {
      const store = KeyvGameStore.open(table.databaseFile);
      const loaded = await store.load(await gameIn(thread));
      await store.close();
      if (!loaded.ok) throw new Error('no record');
      return loaded.record.seats;
    };
    // erin has her one game alone against computer players; in her lobby with a person's seat
    // free bob takes it, and she starts: a game with people, which the cap does not touch.
    await startWith('erin', erinsLoft, 'bob');
    const before = await seatsOf(erinsLoft);
    const refused = await (
      await table.user('erin').slash('/kogge game seat player:@bob to:heuristic', { in: erinsLoft })
    ).reply(WAIT);
    expect(refused.content).toBe(t('seat.tooManyComputerGames', { host: 'erin', count: 1 }));
    expect(refused.ephemeralFor).toBe(table.user('erin').id);
    expect(await seatsOf(erinsLoft)).toEqual(before);
    // Control: alice has no such game, so the same hand-over in her game is taken.
    const alices = threadOf(await open('alice', 'wharf', 'players:2'));
    await startWith('alice', alices, 'bob');
    const done = await (
      await table.user('alice').slash('/kogge game seat player:@bob to:heuristic', { in: alices })
    ).reply(WAIT);
    expect(done.content).toBe(t('seat.handed.done', { player: 'bob', level: t('seat.level.heuristic') }));
    expect((await seatsOf(alices))[1]).toMatchObject({ standIn: 'heuristic' });
  });

  it('closes a lobby nobody starts after 24 hours, with a notice in its thread, also after a restart', async () => {
    const notice = plural('lobby.expired', 24);
    const thread = threadOf(await open('bob', 'barn'));
    const lobby = await table
      .user('bob')
      .waitForMessage((m) => m.channelId === thread && m.components.length > 0, {
        ...WAIT,
        in: thread,
      });
    await table.restart();
    // Start-up arms every running game's timer again, in the background.
    const id = await gameIn(thread);
    await until(() => clock.pending(id) > 0);
    // Control: an hour before its time the lobby still takes players.
    clock.advance(23 * HOUR);
    await (await table.user('alice').click(lobby, 'Join')).response(WAIT);
    expect(
      table
        .user('alice')
        .sees(thread)
        .some((m) => m.content === notice),
    ).toBe(false);
    clock.advance(HOUR);
    const told = await table.discord.waitForMessage((m) => m.channelId === thread && m.content === notice, {
      ...WAIT,
      in: thread,
    });
    expect(told.ephemeralFor).toBeUndefined();
    const closed = table
      .user('bob')
      .sees(thread)
      .find((m) => m.id === lobby.id)!;
    expect(closed.components).toEqual([]);
    expect(closed.content).toContain(t('lobby.abandoned'));
    const log = await (await table.user('bob').slash('/kogge log', { in: thread })).reply(WAIT);
    expect(log.content).toBe(t('reply.noGame'));
  });
});
