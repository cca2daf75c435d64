// A click is answered by editing the message it came from only when that message is of the
// kind its id belongs on (issue 20). A panel's id ("nav", "pick", "do") edits the clicker's
// own ephemeral panel: arriving on the public turn post, it would turn that post into the
// clicker's private panel, their holdings in public. So whatever id arrives, it must sit on
// the message clicked, and the message's kind must fit the id's; otherwise the click is
// answered with a sentence and changes nothing.
import { MessageFlags, type MessageComponentInteraction } from 'discord.js';

/** Answered by editing the clicker's ephemeral action panel. */
const PANEL_KINDS: ReadonlySet<string> = new Set(['nav', 'pick', 'do']);
/** Answered by editing the public lobby message. */
const LOBBY_KINDS: ReadonlySet<string> = new Set(['join', 'leave', 'start', 'computer']);

export function onRightMessage(
  interaction: MessageComponentInteraction,
  kind: string,
  args: readonly string[] = [],
): boolean {
  // Discord sends the clicked message as it stands: an id not on it was not clicked there.
  if (!interaction.message.resolveComponent(interaction.customId)) return false;
  const ephemeral = interaction.message.flags.has(MessageFlags.Ephemeral);
  if (PANEL_KINDS.has(kind)) return ephemeral;
  if (LOBBY_KINDS.has(kind)) return !ephemeral;
  // A replay's step buttons edit the viewer in place: only the clicker's own ephemeral one.
  if (kind === 'replay' && args.length > 0) return ephemeral;
  // Issue 21: "↩ Take back" sits in the asker's panel; "Accept" and "Refuse" on the public request.
  if (kind === 'tb') return args[0] === 'ask' ? ephemeral : !ephemeral;
  // The rest ("Act", "My hand", "📱 Phone board", "⏯ Replay") answer with a new ephemeral message.
  return true;
}
