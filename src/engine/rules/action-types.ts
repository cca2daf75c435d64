// The engine's action types, read off the rule table: an action is what its rule's shape
// checks, and what a player may choose is what its rule's options list. Nothing here is
// written per action (issue 22): a rule added to the table is an action type.
import type { Rule } from './rule';
import type { RULES } from './table';

type Rules = typeof RULES;

/** Every action type: the rule table's keys. */
export type ActionType = keyof Rules;

/** A rule's two types: its action and its listing (distributed over a union of types). */
type RuleTypes<T extends ActionType> = T extends ActionType
  ? Rules[T] extends Rule<infer A, infer L>
    ? { action: A; legal: L }
    : never
  : never;

/** The action of one type, as its rule's shape checks it. */
export type ActionOf<T extends ActionType> = RuleTypes<T>['action'];

/** Any action: a discriminated union on `type`; every action names the player taking it. */
export type Action = { [T in ActionType]: ActionOf<T> }[ActionType];

/** What legalActions lists for one type: the choices a UI needs for its buttons. */
export type LegalActionOf<T extends ActionType> = RuleTypes<T>['legal'];

/** A kind of action a player may take now, with the choices a UI needs for its buttons. */
export type LegalAction = { [T in ActionType]: LegalActionOf<T> }[ActionType];

/** The rule of one type, typed by its action and choices. */
export type RuleOf<T extends ActionType> = Rule<ActionOf<T>, LegalActionOf<T>>;

/** The keys of a table whose rule is another action's: a type that must stay empty. */
export type MisfiledIn<R> = {
  [T in keyof R]: R[T] extends Rule<infer A, infer _L> ? (A['type'] extends T ? never : T) : T;
}[keyof R];

type Misfiled = MisfiledIn<Rules>;

/** Compiles only while every rule sits under its own action's type (see Misfiled). */
export const RULES_FILED_BY_TYPE: [Misfiled] extends [never] ? true : Misfiled = true;
