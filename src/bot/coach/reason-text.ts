// A coach's reason (src/ai/coach/reason.ts: a key and what it names) said in the player's
// language: cities by name, goods and markers as the panels write them.
import type { Reason } from '../../ai/index';
import { chitName, cityName, goodName, goodsText, markerLabel, t } from '../../i18n/index';
import { entryOf } from '../actions/table';

/** The reason as one sentence; `name` gives a seat's display name (escaped where it must be). */
export function reasonText(reason: Reason, name: (seat: number) => string, locale: string): string {
  const p = reason.params;
  const params: Record<string, string | number> = {};
  if (p.city !== undefined) params.city = cityName(p.city, locale);
  if (p.target !== undefined) params.target = cityName(p.target, locale);
  if (p.give) params.give = goodsText(p.give, locale);
  if (p.receive) params.receive = goodsText(p.receive, locale);
  if (p.goods) params.goods = goodsText(p.goods, locale);
  if (p.good) params.good = goodName(p.good, locale);
  if (p.chit) params.chit = chitName(p.chit, locale);
  if (p.markers) params.markers = markerLabel(p.markers);
  if (p.marker !== undefined) params.marker = p.marker;
  if (p.steps !== undefined) params.steps = p.steps;
  if (p.victim !== undefined) params.victim = name(p.victim);
  if (p.count !== undefined) params.count = p.count;
  if (p.vp !== undefined) params.vp = p.vp;
  // The moves without a reason of their own are named by their action entry's coachName.
  if (p.move) params.move = t(entryOf(p.move).coachName ?? 'coach.move.unnamed', params, locale);
  return t(`coach.reason.${reason.key}`, params, locale);
}
