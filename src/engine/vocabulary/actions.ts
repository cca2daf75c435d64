// Actions: a discriminated union on `type`, checked with zod at the boundary (a slash
// option, a button's payload, a stored replay). Every action names the player taking it.
import { z } from 'zod';
import { GOODS } from './constants';
import { RouteChoiceSchema } from './route-choice';
import { ADVANCED_ACTION_SCHEMAS, OfficeRefSchema } from './advanced-schemas';
import { ChitSchema, GoodsSchema, HoldingsSchema, MarkerValueSchema, PlayerIndexSchema } from './state';

const player = PlayerIndexSchema;
export const GoodSchema = z.enum(GOODS);

/** One unit of a movement cost (K-31): a good or a route marker, paid to the reserve. */
export const PaymentSchema = z.union([
  z.object({ good: GoodSchema }).strict(),
  z.object({ marker: MarkerValueSchema }).strict(),
]);
export type Payment = z.infer<typeof PaymentSchema>;

export const GmTradeSchema = z.discriminatedUnion('kind', [
  /** K-41a: three identical markers for the second raid marker. */
  z.object({ kind: z.literal('raidMarker'), value: MarkerValueSchema }),
  /** K-41b: six identical goods for a bonus chit. */
  z.object({ kind: z.literal('bonusChit'), good: GoodSchema, chit: ChitSchema }),
  /** K-41c: one good for a marker of its colour. */
  z.object({ kind: z.literal('goodForMarker'), good: GoodSchema, value: MarkerValueSchema }),
  /** K-41d: one marker for a good of its colour. */
  z.object({ kind: z.literal('markerForGood'), value: MarkerValueSchema }),
]);
export type GmTrade = z.infer<typeof GmTradeSchema>;

export { RouteChoiceSchema, type RouteChoice } from './route-choice';

export const ActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chooseStart'), player, marker: MarkerValueSchema }),
  z.object({ type: z.literal('bid'), player, markers: z.array(MarkerValueSchema).min(1).max(90) }),
  z.object({ type: z.literal('moveGuildMaster'), player, steps: z.union([z.literal(1), z.literal(2)]) }),
  z.object({
    type: z.literal('sail'),
    player,
    route: RouteChoiceSchema,
    payment: z.array(PaymentSchema).max(3),
  }),
  z.object({ type: z.literal('collectOffice'), player }),
  z.object({ type: z.literal('buildOffice'), player }),
  z.object({ type: z.literal('gmTrade'), player, trade: GmTradeSchema }),
  /** K-42: one good for a whole market pair. */
  z.object({ type: z.literal('buyMarkers'), player, pair: z.number().int().min(0).max(3), good: GoodSchema }),
  z.object({ type: z.literal('cityTrade'), player, give: GoodsSchema, receive: GoodsSchema }),
  z.object({
    type: z.literal('changeRoute'),
    player,
    square: z.union([z.literal(0), z.literal(1)]),
    marker: MarkerValueSchema,
  }),
  z.object({
    type: z.literal('raid'),
    player,
    target: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('cog'), victim: PlayerIndexSchema }),
      z.object({ kind: z.literal('city') }),
    ]),
  }),
  z.object({ type: z.literal('endTurn'), player }),
  /** K-45a: the victim names one pile; the other pile is the rest. */
  z.object({ type: z.literal('splitGoods'), player, pile: GoodsSchema }),
  z.object({ type: z.literal('takePile'), player, pile: z.union([z.literal(0), z.literal(1)]) }),
  z.object({ type: z.literal('moveRaider'), player, square: z.union([z.literal(0), z.literal(1)]) }),
  z.object({
    type: z.literal('offerTrade'),
    player,
    to: PlayerIndexSchema,
    give: HoldingsSchema,
    receive: HoldingsSchema,
    /** K-71: trade with `to`'s office in this city instead of their cog. */
    office: OfficeRefSchema.optional(),
  }),
  z.object({ type: z.literal('acceptTrade'), player, offer: z.number().int().min(1) }),
  z.object({ type: z.literal('declineTrade'), player, offer: z.number().int().min(1) }),
  z.object({ type: z.literal('withdrawTrade'), player, offer: z.number().int().min(1) }),
  z.object({ type: z.literal('setAutoCollect'), player, on: z.boolean() }),
  ...ADVANCED_ACTION_SCHEMAS,
]);
export type Action = z.infer<typeof ActionSchema>;
export type ActionType = Action['type'];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
