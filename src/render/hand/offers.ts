// The hand's last section: the player's open trade offers (K-46) with their terms, which only
// the two players concerned may see. The hand grows a row per offer.
import { totalGoods, type Holdings, type PlayerView } from '../../engine/view';
import { goodsText } from '../../i18n/index';
import { fit, textAt, type Ctx } from '../draw/context';
import { localeFor, say, sayCount } from '../draw/words';
import { THEME } from '../theme';

const TITLE_H = 34;
const ROW_H = 28;
/** More would make the hand too tall for a phone screen; the rest are counted. */
const MAX_ROWS = 4;

export function offersHeight(view: PlayerView): number {
  const n = view.myOffers.length;
  if (n === 0) return 0;
  return TITLE_H + Math.min(n, MAX_ROWS + (n > MAX_ROWS ? 1 : 0)) * ROW_H + 8;
}

export function drawOffers(ctx: Ctx, view: PlayerView, x: number, y: number, width: number): void {
  const offers = view.myOffers;
  if (offers.length === 0) return;
  textAt(ctx, say(ctx, 'hand.offers'), x, y + 14, 17, THEME.ink, true);
  const name = (i: number) => view.players[i].name;
  offers.slice(0, MAX_ROWS).forEach((offer, i) => {
    // The proposer gives `give` and gets `receive`; the other player the reverse.
    const sent = offer.from === view.viewer;
    const line = sent
      ? say(ctx, 'hand.offer.sent', {
          player: name(offer.to),
          give: holdingsText(ctx, offer.give),
          receive: holdingsText(ctx, offer.receive),
        })
      : say(ctx, 'hand.offer.received', {
          player: name(offer.from),
          give: holdingsText(ctx, offer.receive),
          receive: holdingsText(ctx, offer.give),
        });
    textAt(ctx, fit(ctx, line, width, 16, false), x, y + TITLE_H + 12 + i * ROW_H, 16, THEME.ink);
  });
  if (offers.length > MAX_ROWS) {
    textAt(
      ctx,
      sayCount(ctx, 'hand.offers.more', offers.length - MAX_ROWS),
      x,
      y + TITLE_H + 12 + MAX_ROWS * ROW_H,
      16,
      THEME.muted,
    );
  }
}

/** "2 ore, 1 salt, markers 7+4", or "nothing" for a gift's empty side. */
function holdingsText(ctx: Ctx, holdings: Holdings): string {
  const parts = totalGoods(holdings.goods) > 0 ? [goodsText(holdings.goods, localeFor(ctx))] : [];
  const markers = [...holdings.markers].sort((a, b) => b - a);
  if (markers.length > 0)
    parts.push(sayCount(ctx, 'hand.offer.markers', markers.length, { markers: markers.join('+') }));
  return parts.length > 0 ? parts.join(', ') : say(ctx, 'goods.nothing');
}
