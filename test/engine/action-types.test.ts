// Issue 22: an action is its rule. The engine's action types, the union that checks actions
// from outside and what legalActions lists are all read off the rule table, so a rule added
// to the table is a whole action type, and a rule filed under another's name does not compile.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ActionSchema, type Action, type ActionOf } from '../../src/engine';
import { ACTION_SHAPES } from '../../src/engine/rules/action-schema';
import type { LegalActionOf, MisfiledIn } from '../../src/engine/rules/action-types';
import { RULES } from '../../src/engine/rules/table';
import { SHAPE_KIT } from '../../src/engine/vocabulary/actions';
import { advancedActionTypes } from '../support/advanced-actions';
import { game } from './advanced/helpers';

const TYPES = Object.keys(RULES);

describe('action types read off the rule table', () => {
  it("each rule's shape checks its own table key as the action's type", () => {
    for (const [type, rule] of Object.entries(RULES)) {
      const shape = rule.shape(SHAPE_KIT) as (typeof ACTION_SHAPES)[number];
      expect(shape.shape.type.value, type).toBe(type);
    }
  });

  it("ActionSchema is the union of the rules' shapes, one per rule, in the table's order", () => {
    expect(ACTION_SHAPES.map((s) => s.shape.type.value)).toEqual(TYPES);
    expect(ActionSchema.options).toHaveLength(TYPES.length);
    expect(ActionSchema.safeParse({ type: 'payTax', player: 1, good: 'fur' }).success).toBe(true);
    // A type no rule has, and a rule's own field malformed, are both refused.
    expect(ActionSchema.safeParse({ type: 'hoistFlag', player: 1 }).success).toBe(false);
    expect(ActionSchema.safeParse({ type: 'payTax', player: 1, good: 'gold' }).success).toBe(false);
    expect(ActionSchema.safeParse({ type: 'payTax', player: 7, good: 'fur' }).success).toBe(false);
  });

  it('the static types follow the shapes and the options (compile-time, checked by tsc)', () => {
    expectTypeOf<ActionOf<'payTax'>>().toEqualTypeOf<{
      type: 'payTax';
      player: number;
      good: 'ore' | 'fur' | 'amber' | 'salt';
    }>();
    expectTypeOf<LegalActionOf<'endTurn'>>().toEqualTypeOf<{ type: 'endTurn' }>();
    expectTypeOf<Action['type']>().toEqualTypeOf<keyof typeof RULES>();
  });

  it('a rule filed under another action’s key is reported; rightly filed ones are not (tsc)', () => {
    type Swapped = { payTax: typeof RULES.bid; bid: typeof RULES.bid };
    const reported: MisfiledIn<Swapped> = 'payTax';
    // @ts-expect-error bid's rule is filed under 'bid': MisfiledIn does not report it
    const notReported: MisfiledIn<Swapped> = 'bid';
    expectTypeOf<MisfiledIn<typeof RULES>>().toBeNever();
    expect([reported, notReported]).toEqual(['payTax', 'bid']);
  });

  it('K-70 … K-73: the advanced actions read off the table are the eight of the advanced rules', () => {
    expect(advancedActionTypes(game({})).sort()).toEqual(
      [
        'startSwap',
        'payTax',
        'lookAtRoutes',
        'challenge',
        'declineConflict',
        'conflictBid',
        'demandGoods',
        'pushLoser',
      ].sort(),
    );
  });
});
