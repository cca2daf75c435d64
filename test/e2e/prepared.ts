// Positions prepared for an end-to-end test: a game opened through Discord as usual, then its
// stored state (Keyv SQLite) replaced by one built with the engine's test helpers, and the bot
// restarted, so its start-up repair posts the board of the prepared state. From there on the
// players act only through what the messages show them.
import { invariantBreaks } from '../../src/ai/index';
import type { GameState } from '../../src/engine/index';
import type { SeenMessage } from '../../src/local-discord';
import { KeyvGameStore } from '../../src/store/index';
import { ok } from '../engine/helpers';
import { customIds, type BotTable, WAIT } from './harness';
import { gameIdIn } from './secret-scan';

/** Every player picks the start office `picks[i]`; a Memory game's start swaps keep both routes. */
export function pastStart(state: GameState, picks: number[]): GameState {
  let s = state;
  for (let p = 0; p < s.players.length; p++) s = ok(s, { type: 'chooseStart', player: p, marker: picks[p] });
  while (s.phase.kind === 'startSwap')
    s = ok(s, { type: 'startSwap', player: s.order[s.phase.next], swap: null });
  return s;
}

/**
 * Replaces the game's stored state by `edit(state)` (which must keep the box's totals) and
 * restarts the bot; returns the prepared state and the public post that shows it.
 */
export async function preparePosition(
  table: BotTable,
  thread: string,
  viewer: string,
  edit: (state: GameState) => GameState,
): Promise<{ gameId: string; state: GameState; post: SeenMessage }> {
  const gameId = gameIdIn(table.user(viewer).sees(thread));
  const store = KeyvGameStore.open(table.databaseFile);
  let state: GameState | null = null;
  try {
    // The bot may still be saving its post's id after the last click: read again until the
    // version check lets the prepared state in.
    for (let attempt = 0; attempt < 40 && !state; attempt++) {
      const loaded = await store.load(gameId);
      if (!loaded.ok || !loaded.record.state) throw new Error(`game ${gameId} not stored`);
      const { record } = loaded;
      const prepared = edit(structuredClone(record.state as GameState));
      const breaks = invariantBreaks(prepared);
      if (breaks.length > 0) throw new Error(`prepared state breaks invariants: ${breaks.join('; ')}`);
      // A version above every board posted so far, so the repaired post is recognisably new.
      prepared.version = Math.max(prepared.version, (record.state as GameState).version + 1);
      if (await store.saveIfVersion({ ...record, state: prepared }, record.version)) state = prepared;
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await store.close();
  }
  if (!state) throw new Error('the bot kept saving the game');
  const version = state.version;
  await table.restart();
  await table.bot.repaired;
  const post = await table.discord.waitForMessage(
    (m) =>
      m.channelId === thread &&
      !m.ephemeralFor &&
      m.attachments.some((a) => a.filename === `kogge-board-${version}.png`),
    WAIT,
  );
  return { gameId, state, post };
}

/** The stored state now (after the players' clicks). */
export async function storedState(table: BotTable, gameId: string): Promise<GameState> {
  const store = KeyvGameStore.open(table.databaseFile);
  try {
    const loaded = await store.load(gameId);
    if (!loaded.ok || !loaded.record.state) throw new Error(`game ${gameId} not stored`);
    return loaded.record.state;
  } finally {
    await store.close();
  }
}

/** The one control on `panel` whose custom id matches `pattern` (a test fails clearly if none). */
export function control(panel: SeenMessage, pattern: RegExp) {
  const found = customIds(panel).find((c) => pattern.test(c.id));
  if (!found) throw new Error(`no ${pattern} on: ${panel.content}`);
  return found;
}

/** Every text a user can read in a message: content, embeds, alt texts, component labels. */
export function readableTexts(m: SeenMessage): string[] {
  const embeds = m.embeds.flatMap((e) => [
    e.title ?? '',
    e.description ?? '',
    e.footer?.text ?? '',
    ...(e.fields ?? []).flatMap((f) => [f.name, f.value]),
  ]);
  const components = customIds(m).flatMap((c) => [c.label ?? '', ...(c.options ?? []).map((o) => o.label)]);
  return [m.content, ...embeds, ...m.attachments.map((a) => a.description ?? ''), ...components].filter(
    Boolean,
  );
}

/** The ids of the messages among `seen` that show any of `secrets`. */
export function leaksIn(seen: SeenMessage[], secrets: string[]): string[] {
  return seen
    .filter((m) => readableTexts(m).some((text) => secrets.some((s) => text.includes(s))))
    .map((m) => m.id);
}
