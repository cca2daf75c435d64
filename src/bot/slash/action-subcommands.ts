// The /kogge subcommands that take a game action, gathered from the action entries: each
// entry names its subcommand and option, so an action joins one (or opens a new one) in its
// own entry. Subcommands come in the order they first appear in the table, each with the
// action types it offers, in the table's order.
import type { ActionType } from '../../engine/index';
import type { ActionSubcommandName } from '../actions/entry';
import { ACTION_ENTRIES } from '../actions/table';
import { actionSubcommand, type ActionSubcommand } from './action-command';

interface Gathered {
  name: ActionSubcommandName;
  option: string | null;
  types: ActionType[];
}

function gather(): Gathered[] {
  const byName = new Map<ActionSubcommandName, Gathered>();
  for (const [type, entry] of Object.entries(ACTION_ENTRIES) as [
    ActionType,
    (typeof ACTION_ENTRIES)[ActionType],
  ][]) {
    if (!entry.slash) continue;
    const { name, option } = entry.slash;
    const found = byName.get(name) ?? { name, option, types: [] };
    found.types.push(type);
    byName.set(name, found);
  }
  return [...byName.values()];
}

/** The game's actions at the top of /kogge, each with autocomplete from legalActions. */
export const ACTION_SUBCOMMANDS: readonly ActionSubcommand[] = gather().map((g) =>
  actionSubcommand(g.name, g.option, g.types),
);
