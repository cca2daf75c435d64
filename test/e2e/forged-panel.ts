// The attack of issue 20 ("nothing private shows where it should not"): a panel's component
// id (it edits the clicker's private panel) planted on the public turn post and clicked
// there. Shared by the test and its control against a weakened check.
import { ComponentType } from 'discord-api-types/v10';
import { componentId, parseComponentId } from '../../src/bot/custom-id';
import type { InteractionHandle, SeenMessage } from '../../src/local-discord';
import { customIds, openBotTable, openGame, WAIT, type BotTable } from './harness';

export interface ForgedClick {
  table: BotTable;
  thread: string;
  /** The public turn post before the attack, as a spectator saw it. */
  before: SeenMessage;
  /** bob's own ephemeral panel, whose id was forged onto the post. */
  panel: SeenMessage;
  /** The forged click, answered. */
  clicked: InteractionHandle;
  /** The post now, as the spectator sees it. */
  now(): SeenMessage;
}

export async function forgePanelClick(kind: 'do' | 'nav'): Promise<ForgedClick> {
  const table = await openBotTable(['alice', 'bob', 'eve']);
  const { thread, board } = await openGame(table, 'alice', ['bob']);
  const bob = table.user('bob');
  const panel = await (await bob.click(board, 'Act')).reply(WAIT);
  const forged =
    kind === 'do' ? customIds(panel).find((c) => parseComponentId(c.id)?.kind === 'do') : navTo(board);
  if (!forged) throw new Error(`no "${kind}" component on bob's panel: ${panel.content}`);
  const before = seenBy(table, 'eve', thread, board.id);
  // The forgery: the panel's component put on the public post, as a hostile client would send it.
  const select = forged.type === ComponentType.StringSelect;
  plantComponent(
    table,
    board.id,
    select
      ? { type: ComponentType.StringSelect, custom_id: forged.id, options: forged.options }
      : forgedButton(forged.id, 'forged'),
  );
  const clicked = select
    ? await bob.select(board.id, forged.id, [forged.options![0].value])
    : await bob.click(board.id, forged.id);
  await clicked.response(WAIT);
  return { table, thread, before, panel, clicked, now: () => seenBy(table, 'eve', thread, board.id) };
}

/** A panel's "back to the main section" button, made up from the post's own "Act" id: ids are easy to forge. */
function navTo(post: SeenMessage): { id: string; type: number; options?: undefined } {
  const act = customIds(post)
    .map((c) => parseComponentId(c.id))
    .find((id) => id?.kind === 'act');
  if (!act) throw new Error('no "Act" on the public post');
  return { id: componentId({ ...act, kind: 'nav', args: ['main'] }), type: ComponentType.Button };
}

function seenBy(table: BotTable, name: string, thread: string, id: string): SeenMessage {
  const found = table
    .user(name)
    .sees(thread)
    .find((m) => m.id === id);
  if (!found) throw new Error(`${name} does not see message ${id}`);
  return found;
}

/** A grey button with `customId`, as a hostile client would add it. */
export function forgedButton(customId: string, label: string): object {
  return { type: ComponentType.Button, style: 2, custom_id: customId, label };
}

/** Puts `component` on the stored message `messageId`, in a row of its own: a forged control. */
export function plantComponent(table: BotTable, messageId: string, component: object): void {
  const stored = table.discord.store.messages.get(messageId);
  if (!stored) throw new Error(`message ${messageId} is not stored`);
  stored.data.components = [
    ...(stored.data.components ?? []),
    { type: ComponentType.ActionRow, components: [component] },
  ] as typeof stored.data.components;
}

/**
 * Puts on a player's own panel a button doing `code` (an action's short code), with the game
 * and version of an id on `source` (the panel itself, or the post where the panel offers nothing).
 */
export function forgeDo(table: BotTable, panel: SeenMessage, code: string, source = panel): string {
  const own = customIds(source)
    .map((c) => parseComponentId(c.id))
    .find((id) => id !== null);
  if (!own) throw new Error(`no control of ours on: ${source.content}`);
  const forged = componentId({ ...own, kind: 'do', args: [code] });
  plantComponent(table, panel.id, forgedButton(forged, 'forged'));
  return forged;
}
