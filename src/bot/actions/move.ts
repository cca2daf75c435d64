// An action as the bot writes it into a button: without its player, since the clicker is the
// player. Apart from entry.ts so that the panel's sections can name it without the table.
import type { ActionOf, ActionType } from '../../engine/index';

/** An action of type T without its player. */
export type MoveOf<T extends ActionType> = Omit<ActionOf<T>, 'player'>;

/** Any action without its player. */
export type Move = { [T in ActionType]: MoveOf<T> }[ActionType];
