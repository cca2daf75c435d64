// Every action's shape in one zod union, for what comes from outside (a click, a command, a
// stored replay): built from the rules' own shapes (rules/<rule>.ts, `shape`) with the kit of
// shared parts, in the table's order. Apart from the rules so that what only plays them (the
// computer players' worker) loads no zod.
import { z } from 'zod';
import { SHAPE_KIT } from '../vocabulary/actions';
import type { Action, ActionType } from './action-types';
import { RULES } from './table';

/** An action's zod object, as far as the union needs to know it: its `type` and `player`. */
type Shape = z.ZodObject<{ type: z.ZodLiteral<ActionType>; player: z.ZodNumber }>;

/** Each action type's zod object, in the table's order. */
export const ACTION_SHAPES = Object.values(RULES).map((rule) => rule.shape(SHAPE_KIT) as unknown as Shape);

/** Any action, checked: the discriminated union of the rules' shapes on `type`. */
export const ActionSchema = z.discriminatedUnion(
  'type',
  ACTION_SHAPES as [Shape, ...Shape[]],
) as unknown as z.ZodType<Action> & { readonly options: readonly Shape[] };
