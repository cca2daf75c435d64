// Actions as short codes for component ids and select values (Discord allows 100 characters
// per custom id), e.g. `sl.1.om3` = sail route 1 paying one ore and marker 3. Each action
// type's code is in its entry (actions/entries/); this file finds the entry. Decoding never
// trusts the text: what a code reads as is checked with the engine's zod schema here, so the
// action goes on typed from the codec to the engine (game-service.ts).
import { checkAction, type Action, type ActionType } from '../engine/index';
import type { ActionEntry } from './actions/entry';
import type { Move } from './actions/move';
import { ENTRY_LIST, entryOf } from './actions/table';

export type { Move } from './actions/move';

export function encodeMove(move: Move): string {
  // One entry per type: the entry for move.type takes exactly this move.
  return (entryOf(move.type) as ActionEntry<ActionType>).encode(move);
}

// A Map, not an object: a code such as `__proto__` or `constructor` must find nothing.
const BY_CODE = new Map(ENTRY_LIST.map((entry) => [entry.code, entry]));

/** The action for `player`, or null when the code is not one (the engine checks it is legal). */
export function decodeMove(code: string, player: number): Action | null {
  const checked = checkAction(readMove(code, player));
  return checked.ok ? checked.action : null;
}

/** What a code reads as before its check: its kind, to tell "not this command's" from "malformed". */
export function readMove(code: string, player: number): { type?: unknown } | null {
  const [kind, ...parts] = code.split('.');
  const entry = BY_CODE.get(kind);
  return entry ? (entry.decode(parts, player) as { type?: unknown }) : null;
}
