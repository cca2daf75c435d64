// K-46: a trade offer's shape, apart from offer-trade.ts because the offer helpers it uses
// (sample-offers.ts, office-trade.ts) build and read offers too, and import it from here.
import type { ShapeKit } from '../../vocabulary/actions';
import type { ShapeOf } from '../rule';

/** An offer to `to`: what each side gives (goods and markers). */
export const offerTradeShape = ({ z, player, holdings, officeRef }: ShapeKit) =>
  z.object({
    type: z.literal('offerTrade'),
    player,
    to: player,
    give: holdings,
    receive: holdings,
    /** K-71: trade with `to`'s office in this city instead of their cog. */
    office: officeRef.optional(),
  });

export type OfferTrade = ShapeOf<typeof offerTradeShape>;
