// The parts actions are made of, checked with zod at the boundary (a slash option, a button's
// payload, a stored replay), and the kit each rule builds its action's shape from. The shapes
// themselves live with their rules (`shape` in rules/<rule>.ts, handed this kit so that the
// rule files load no zod: the computer players' worker plays them, issue 26); the union of
// them all is `ActionSchema` (rules/action-schema.ts). Every action names the player taking it.
import { z } from 'zod';
import { GOODS } from './constants';
import { RouteChoiceSchema } from './route-choice';
import { OfficeRefSchema } from './advanced-schemas';
import { ChitSchema, GoodsSchema, HoldingsSchema, MarkerValueSchema, PlayerIndexSchema } from './state';

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

/** What a rule's `shape` is handed: zod, and the parts the actions share. */
export const SHAPE_KIT = {
  z,
  player: PlayerIndexSchema,
  marker: MarkerValueSchema,
  good: GoodSchema,
  goods: GoodsSchema,
  holdings: HoldingsSchema,
  /** One of a city's two route squares (K-30). */
  square: z.union([z.literal(0), z.literal(1)]),
  payment: PaymentSchema,
  gmTrade: GmTradeSchema,
  routeChoice: RouteChoiceSchema,
  officeRef: OfficeRefSchema,
  /** A trade offer's number (K-46). */
  offer: z.number().int().min(1),
};
export type ShapeKit = typeof SHAPE_KIT;
