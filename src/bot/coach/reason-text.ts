// A coach's reason (src/ai/coach/reason.ts: a key and what it names) said in the player's
// language: cities by name, goods and markers as the panels write them. The reason's data holds
// every name its sentence demands (typed where it is made), so here each is put into words.
import type { Holdings } from '../../engine/index';
import type { Reason } from '../../ai/index';
import {
  chitName,
  cityName,
  goodName,
  goodsText,
  markerLabel,
  plural,
  t,
  tStored,
  type Params,
} from '../../i18n/index';

/** The reason as one sentence; `name` gives a seat's display name (escaped where it must be). */
export function reasonText(reason: Reason, name: (seat: number) => string, locale: string): string {
  const p = reason.params;
  const params: Record<string, Params[string]> = {};
  if (p.city !== undefined) params.city = cityName(p.city, locale);
  if (p.target !== undefined) params.target = cityName(p.target, locale);
  if (p.give) params.give = goodsText(p.give, locale);
  if (p.receive) params.receive = goodsText(p.receive, locale);
  if (p.goods) params.goods = goodsText(p.goods, locale);
  if (p.rest) params.rest = goodsText(p.rest, locale);
  if (p.good) params.good = goodName(p.good, locale);
  if (p.chit) params.chit = chitName(p.chit, locale);
  if (p.markers) params.markers = markerLabel(p.markers);
  if (p.marker !== undefined) params.marker = p.marker;
  if (p.steps !== undefined) params.steps = p.steps;
  if (p.player !== undefined) params.player = name(p.player);
  if (p.count !== undefined) params.count = p.count;
  if (p.vp !== undefined) params.vp = p.vp;
  if (p.side !== undefined) params.side = t(`side.${p.side}`, {}, locale);
  if (p.offer) params.offer = holdingsText(p.offer, locale);
  if (p.ask) params.ask = holdingsText(p.ask, locale);
  // The moves without a reason of their own are named by their own sentence (coach.move.…).
  if (p.move) params.move = tStored(`coach.move.${p.move}`, params, locale);
  return tStored(`coach.reason.${reason.key}`, params, locale);
}

/** An offer's side: its goods, then its markers ("2 fur, markers 3+5"); "nothing" when empty. */
function holdingsText(holdings: Holdings, locale: string): string {
  const parts: string[] = [];
  if (Object.values(holdings.goods).some((n) => n > 0)) parts.push(goodsText(holdings.goods, locale));
  if (holdings.markers.length > 0)
    parts.push(
      plural(
        'hand.offer.markers',
        holdings.markers.length,
        { markers: markerLabel(holdings.markers) },
        locale,
      ),
    );
  return parts.length > 0 ? parts.join(', ') : t('goods.nothing', {}, locale);
}
