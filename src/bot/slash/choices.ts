// The choices a slash subcommand offers: every concrete action legalActions lists for the
// player, of the subcommand's kinds, each with a label in the player's words (its entry's,
// actions/entries/) and its short code (action-codec) as the value. Built from legalActions
// only, so a listed choice is always one the engine accepts.
import {
  expand,
  legalActions,
  type Action,
  type ActionType,
  type GameState,
  type LegalAction,
} from '../../engine/index';
import { encodeMove, type Move } from '../action-codec';
import type { ActionEntry } from '../actions/entry';
import { entryOf } from '../actions/table';

export interface SlashChoice {
  label: string;
  code: string;
  action: Action;
}

/** How many concrete actions of one kind are listed at most (bids and city trades multiply). */
const PER_KIND = 400;

export function slashChoices(
  state: GameState,
  player: number,
  types: readonly LegalAction['type'][],
  locale: string,
): SlashChoice[] {
  const out: SlashChoice[] = [];
  for (const legal of legalOf(state, player, types)) {
    for (const action of expand(legal, player, PER_KIND)) {
      const move = withoutPlayer(action);
      out.push({ label: labelOf(state, legal, action, locale), code: encodeMove(move), action });
    }
  }
  return out;
}

function legalOf(state: GameState, player: number, types: readonly LegalAction['type'][]) {
  return legalActions(state, player).filter((l) => types.includes(l.type));
}

function withoutPlayer(action: Action): Move {
  const { player: _player, ...move } = action;
  return move as Move;
}

/** The choice's words, from its action's entry; an action no subcommand offers shows its code. */
function labelOf(state: GameState, legal: LegalAction, action: Action, locale: string): string {
  // expand() turns a listing into actions of its own type, so legal and action share one entry.
  const { slash } = entryOf(action.type) as ActionEntry<ActionType>;
  return slash ? slash.label(state, legal, action, locale) : encodeMove(withoutPlayer(action));
}
