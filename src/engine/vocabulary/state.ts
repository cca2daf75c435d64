// The game state: plain JSON, described by zod schemas so a stored record can be checked
// before it is trusted (src/store parses with GameStateSchema). Types are inferred from the
// schemas so the two never drift apart.
import { z } from 'zod';
import { CHITS, COLORS, SCHEMA_VERSION } from './constants';
import type { PublicEvent } from './events';
import { PlayerIndexSchema, ScoreSchema } from './score';
import { RngStateSchema } from './random-schema';
import { SeedSchema } from './seed-schema';
import { ACTION_KINDS } from './action-kinds';
import {
  ConflictPhaseSchema,
  OfficeRefSchema,
  StartSwapPhaseSchema,
  TaxesPhaseSchema,
} from './advanced-schemas';

export const CityIdSchema = z.number().int().min(0).max(8);
export const MarkerValueSchema = z.number().int().min(0).max(8);
export { PlayerIndexSchema, ScoreSchema, type Score } from './score';

const count = z.number().int().min(0);

export const GoodsSchema = z.object({ ore: count, fur: count, amber: count, salt: count });
export const MarkerCountsSchema = z.array(count).length(9);
export const ChitSchema = z.enum(CHITS);
export const ColorSchema = z.enum(COLORS);

/** Game options, fixed when the game is created (K-60, K-70 … K-73). */
export const GameOptionsSchema = z.object({
  holdings: z.enum(['hidden', 'open']),
  taxes: z.boolean(),
  officeTrading: z.boolean(),
  conflicts: z.boolean(),
  memory: z.boolean(),
});
export type GameOptions = z.infer<typeof GameOptionsSchema>;

/** One of a city's two route-marker squares. `knownBy` lists who knows a face-down value. */
export const RouteSquareSchema = z.object({
  value: MarkerValueSchema,
  faceUp: z.boolean(),
  knownBy: z.array(PlayerIndexSchema),
});
export type RouteSquare = z.infer<typeof RouteSquareSchema>;

export const OfficeSchema = z.object({ owner: PlayerIndexSchema, goods: GoodsSchema });
export type Office = z.infer<typeof OfficeSchema>;

export const CitySchema = z.object({
  goods: GoodsSchema,
  squares: z.tuple([RouteSquareSchema, RouteSquareSchema]),
  offices: z.array(OfficeSchema).max(2),
  /** Owners of the raid markers lying here (K-45). */
  raids: z.array(PlayerIndexSchema),
});
export type City = z.infer<typeof CitySchema>;

export const PlayerSchema = z.object({
  /** The platform's id for this player (a Discord user id, or an AI id). */
  id: z.string().min(1),
  name: z.string().min(1),
  color: ColorSchema,
  /** Null only before the start offices are founded. */
  cog: CityIdSchema.nullable(),
  goods: GoodsSchema,
  markers: MarkerCountsSchema,
  /** Unused raid markers in hand (K-45) and the one set aside for the guild master (K-41a). */
  raidsInHand: z.number().int().min(0).max(2),
  raidSetAside: z.number().int().min(0).max(1),
  chits: z.array(ChitSchema),
  /** K-34 digital default: office goods are taken automatically; a player may turn it off. */
  autoCollect: z.boolean(),
  /** K-80: missed a deadline; cleared by the player's next action. */
  absent: z.boolean(),
});
export type Player = z.infer<typeof PlayerSchema>;

export const BidSchema = z.object({
  player: PlayerIndexSchema,
  /** The markers bid, high first; null for a player who passed (K-22). */
  markers: z.array(MarkerValueSchema).min(1).nullable(),
});
export type Bid = z.infer<typeof BidSchema>;

export const MarketPairSchema = z.tuple([MarkerValueSchema, MarkerValueSchema]).nullable();

export const GuildMasterSchema = z.object({
  city: CityIdSchema,
  /** Where the game-end marker lies (K-11). */
  startCity: CityIdSchema,
  /** Cities passed so far, skipped ones included (K-26). */
  steps: count,
});

/** A raid waiting on someone other than the raider (K-45). */
export const RaidSchema = z.object({
  raider: PlayerIndexSchema,
  city: CityIdSchema,
  target: z.union([
    z.object({ kind: z.literal('cog'), victim: PlayerIndexSchema }),
    z.object({ kind: z.literal('city') }),
  ]),
  stage: z.enum(['split', 'pick', 'destination']),
  /** The victim's split, once made (K-45a). */
  piles: z.tuple([GoodsSchema, GoodsSchema]).nullable(),
  /** Who picks the raider's forced move (K-45). */
  mover: PlayerIndexSchema,
});
export type Raid = z.infer<typeof RaidSchema>;

export { ACTION_KINDS, type ActionKind } from './action-kinds';

export const TurnSchema = z.object({
  player: PlayerIndexSchema,
  startCity: CityIdSchema,
  /** Moves made this turn, blocked face-down ones included (K-31, K-32). */
  moves: count,
  /** True once an action was taken: movement is over (K-27). */
  acting: z.boolean(),
  actionsUsed: z.array(z.enum(ACTION_KINDS)),
  raid: RaidSchema.nullable(),
});
export type Turn = z.infer<typeof TurnSchema>;

export const PhaseSchema = z.discriminatedUnion('kind', [
  z.object({
    /** K-13: secret, simultaneous start-city choice. */
    kind: z.literal('startChoice'),
    /** Each player's secret pick for this pass (null: not yet picked or not choosing). */
    picks: z.array(MarkerValueSchema.nullable()),
    /** Who must pick in this pass. */
    choosing: z.array(z.boolean()),
    /** Each player's pick in the previous pass, which they may not pick again. */
    previous: z.array(MarkerValueSchema.nullable()),
    /**
     * K-13a: re-picks asked so far; the third is settled by the seeded generator. Records
     * stored before K-13a have none and read as 0.
     */
    repicks: count.default(0),
  }),
  z.object({
    kind: z.literal('bidding'),
    /** Index into `order` of the player who bids next. */
    next: count,
  }),
  z.object({ kind: z.literal('guildMaster') }),
  z.object({ kind: z.literal('turn'), index: count, turn: TurnSchema }),
  z.object({
    kind: z.literal('ended'),
    reason: z.enum(['developmentPoints', 'guildMaster']),
    winners: z.array(PlayerIndexSchema),
    scores: z.array(ScoreSchema),
  }),
  // The advanced rules' prompts (K-70, K-72, K-73).
  StartSwapPhaseSchema,
  TaxesPhaseSchema,
  ConflictPhaseSchema,
]);
export type Phase = z.infer<typeof PhaseSchema>;
export type PhaseKind = Phase['kind'];

export const HoldingsSchema = z.object({ goods: GoodsSchema, markers: z.array(MarkerValueSchema) });
export type Holdings = z.infer<typeof HoldingsSchema>;

/** K-46: an open offer between two cogs in one city. */
export const OfferSchema = z.object({
  id: z.number().int().min(1),
  from: PlayerIndexSchema,
  to: PlayerIndexSchema,
  give: HoldingsSchema,
  receive: HoldingsSchema,
  /** K-71: an offer to `to`'s office there rather than to their cog. */
  office: OfficeRefSchema.optional(),
});
export type Offer = z.infer<typeof OfferSchema>;

/**
 * A logged public event. Events are written only by the engine, so a stored one is checked
 * for its shape (an object with a type) rather than field by field.
 */
const PublicEventSchema = z.custom<PublicEvent>(
  (value) =>
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string',
  { message: 'a logged event needs a type' },
);

export const GameStateSchema = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  /** Bumped by every accepted action; buttons carry it so a stale click is refused. */
  version: count,
  /** 64 hex digits (ChaCha20), or a whole number for a game stored before issue 21. */
  seed: SeedSchema,
  options: GameOptionsSchema,
  round: count,
  players: z.array(PlayerSchema).min(2).max(4),
  /** Turn order: order[0] holds order-of-play chit 1. */
  order: z.array(PlayerIndexSchema),
  cities: z.array(CitySchema).length(9),
  reserve: z.object({ goods: GoodsSchema, markers: MarkerCountsSchema }),
  market: z.array(MarketPairSchema),
  /** This round's bids, in the order they were made. */
  bids: z.array(BidSchema),
  chitSupply: z.record(ChitSchema, count),
  guildMaster: GuildMasterSchema,
  phase: PhaseSchema,
  offers: z.array(OfferSchema),
  nextOfferId: z.number().int().min(1),
  rng: RngStateSchema,
  /** The last public events, for a board's log panel. */
  log: z.array(PublicEventSchema),
});
export type GameState = z.infer<typeof GameStateSchema>;
