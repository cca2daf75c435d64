// Issue 22 with issue 28: a new post announced and its id noted in the store's post note
// (store/post-notes.ts), not by saving the game's record again. Every load folds the note in,
// the next save writes it into the record and removes it, and nothing it said is lost or
// brought back stale: a record in hand from before the note keeps the note's post when saved,
// a saver that saw the note keeps its own change, and a note a kill left after its save is
// not folded again. On SQLite and on PostgreSQL where PG_TEST_URL is set.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Database, KeyvGameStore, type GameRecord, type StoreTarget } from '../../src/store/index';
import { testDatabases } from './databases';
import { storedGame } from './stored-game';

const OLD_POST = { messageId: '100', owner: 'p0' };
const NEW_POST = { messageId: '200', owner: 'p1' };

describe.each(testDatabases())('the store’s post note (issue 22, $name)', (database) => {
  let target: StoreTarget;
  let store: KeyvGameStore;
  let db: Database;
  beforeEach(() => {
    target = database.fresh();
    store = KeyvGameStore.open(target);
    db = Database.open(target);
  });
  afterEach(async () => {
    await store.close();
    await db.close();
  });
  afterAll(() => database.cleanup());

  /** A game saved with its old post showing its state, and its state moved on by one action. */
  async function acted(): Promise<GameRecord> {
    const first = (await store.saveIfVersion(storedGame('a1'), -1))!;
    const shown = first.state!.version;
    const messages = { ...first.messages, post: OLD_POST, shown };
    const posted = (await store.saveIfVersion({ ...first, messages }, first.version))!;
    const state = { ...posted.state!, version: shown + 1 };
    return (await store.saveIfVersion({ ...posted, state }, posted.version))!;
  }

  /** The new post announced, sent and noted as bot/publish.ts does, and its mark cleared. */
  async function postedNew(record: GameRecord): Promise<GameRecord> {
    const sending = { owner: NEW_POST.owner, after: OLD_POST.messageId };
    const shown = record.messages.shown;
    const announced = await store.notePost(record, { post: record.messages.post, shown, sending });
    const noted = await store.notePost(announced, { post: NEW_POST, shown: record.state!.version });
    await store.notePosted(record.id, record.state!.version);
    return noted;
  }

  const stored = async () => {
    const loaded = await store.load('a1');
    if (!loaded.ok) throw new Error('no stored game');
    return loaded.record;
  };
  const storedText = () => db.text('games:a1');
  const noteText = () => db.text('post-notes:a1');

  it('folds a noted new post into the next load, without saving the record', async () => {
    const record = await acted();
    const textBefore = await storedText();
    await postedNew(record);
    expect(await storedText()).toBe(textBefore);
    const loaded = await stored();
    expect(loaded.version).toBe(record.version);
    expect(loaded.messages.post).toEqual(NEW_POST);
    expect(loaded.messages.shown).toBe(record.state!.version);
    expect(loaded.messages.sending).toBeUndefined();
    expect(await store.listUnposted()).toEqual([]);
  });

  it('announcing a new post marks the game, and a load says a post is on its way', async () => {
    const record = await acted();
    await store.notePosted('a1', record.state!.version);
    expect(await store.listUnposted()).toEqual([]);
    const sending = { owner: NEW_POST.owner, after: OLD_POST.messageId };
    await store.notePost(record, { post: OLD_POST, shown: record.messages.shown, sending });
    expect(await store.listUnposted()).toEqual(['a1']);
    expect((await stored()).messages.sending).toEqual(sending);
  });

  it('the next save writes the note into the record and removes it', async () => {
    const record = await acted();
    const noted = await postedNew(record);
    const saved = (await store.saveIfVersion({ ...noted, hostId: 'u2' }, noted.version))!;
    expect(saved.messages.post).toEqual(NEW_POST);
    expect(await noteText()).toBeUndefined();
    expect(await storedText()).toContain(NEW_POST.messageId);
    expect((await stored()).messages.post).toEqual(NEW_POST);
  });

  it('a save of a record in hand from before the note keeps the note’s post (control: that record names the old one)', async () => {
    const inHand = await acted();
    await postedNew(inHand);
    // Control: the record in hand does not know the new post; only the note does.
    expect(inHand.messages.post).toEqual(OLD_POST);
    const saved = (await store.saveIfVersion({ ...inHand, hostId: 'u2' }, inHand.version))!;
    expect(saved.messages.post).toEqual(NEW_POST);
    expect(saved.messages.shown).toBe(inHand.state!.version);
    expect((await stored()).messages.post).toEqual(NEW_POST);
  });

  it('a saver that saw the note keeps its own change (an abandon forgetting `shown`)', async () => {
    await postedNew(await acted());
    const seen = await stored();
    const messages = { ...seen.messages, shown: undefined };
    const saved = (await store.saveIfVersion({ ...seen, status: 'abandoned', messages }, seen.version))!;
    expect(saved.messages.shown).toBeUndefined();
    expect(saved.messages.post).toEqual(NEW_POST);
    expect((await stored()).messages.shown).toBeUndefined();
  });

  it('a note left by a kill between its save and its removal is not folded again; control: a newer one is', async () => {
    await postedNew(await acted());
    const left = (await noteText())!;
    const seen = await stored();
    const messages = { ...seen.messages, shown: undefined };
    await store.saveIfVersion({ ...seen, status: 'abandoned', messages }, seen.version);
    // The kill: the removed note back as it was.
    await db.keyv('post-notes').set('a1', JSON.parse(left).value);
    expect(await noteText()).toBe(left);
    expect((await stored()).messages.shown).toBeUndefined();
    // Control: a note written after that save is newer, and folded in.
    const now = await stored();
    await store.notePost(now, { post: NEW_POST, shown: 7 });
    expect((await stored()).messages.shown).toBe(7);
  });

  it('removing a note needs its text as read: a newer note stays, and the next save writes it in', async () => {
    const record = await acted();
    const noted = await postedNew(record);
    // A save that read the first note, then a newer note written before its removal.
    const read = (await noteText())!;
    await store.notePost(noted, { post: { messageId: '300', owner: 'p0' }, shown: 9 });
    expect(await db.remove('post-notes:a1', read)).toBe(false);
    await store.saveIfVersion({ ...noted, hostId: 'u2' }, noted.version);
    expect(await noteText()).toBeUndefined();
    expect((await stored()).messages.post?.messageId).toBe('300');
  });

  it('withPostNote brings a record in hand up to the note; one that includes it comes back as it is', async () => {
    const record = await acted();
    const noted = await postedNew(record);
    expect((await store.withPostNote(record)).messages.post).toEqual(NEW_POST);
    expect(await store.withPostNote(noted)).toBe(noted);
  });

  it('a save forgetting a `shown` only the note had (an abandon) marks the game; control: keeping it does not', async () => {
    /** A game whose only post is noted in the note alone (its record never said `shown`). */
    async function notedOnly(id: string): Promise<GameRecord> {
      const first = (await store.saveIfVersion(storedGame(id), -1))!;
      await store.notePost(first, { post: NEW_POST, shown: first.state!.version });
      await store.notePosted(id, first.state!.version);
      const loaded = await store.load(id);
      if (!loaded.ok) throw new Error('no stored game');
      return loaded.record;
    }
    const kept = await notedOnly('a2');
    await store.saveIfVersion({ ...kept, status: 'abandoned' }, kept.version);
    expect(await store.listUnposted()).toEqual([]);
    const seen = await notedOnly('a1');
    const messages = { ...seen.messages, shown: undefined };
    await store.saveIfVersion({ ...seen, status: 'abandoned', messages }, seen.version);
    expect(await store.listUnposted()).toEqual(['a1']);
  });

  it('an unreadable note is not folded in, and the game loads as saved', async () => {
    const record = await acted();
    await db.keyv('post-notes').set('a1', { token: 'x', post: 'not a post' });
    const loaded = await stored();
    expect(loaded.messages.post).toEqual(record.messages.post);
    expect(loaded.messages.note).toBeUndefined();
  });

  it('a new lobby’s id noted (open-game.ts) is folded in and written by the next save; a later note without one keeps it', async () => {
    const lobby = { ...storedGame('a1'), status: 'lobby' as const, state: null };
    const first = (await store.saveIfVersion(
      { ...lobby, messages: { ...lobby.messages, lobby: null } },
      -1,
    ))!;
    await store.notePost(first, { post: null, lobby: '300' });
    expect((await stored()).messages.lobby).toBe('300');
    const joined = (await store.saveIfVersion(first, first.version))!;
    expect(joined.messages.lobby).toBe('300');
    // Control: the first board post's note says nothing of the lobby, and the lobby's id stays.
    await store.notePost(joined, { post: NEW_POST, shown: 0 });
    expect((await stored()).messages).toMatchObject({ lobby: '300', post: NEW_POST });
  });
});
