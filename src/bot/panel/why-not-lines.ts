// The main panel's "why not" lines (issue 24): each action of the turn the panel does not
// offer, with the engine's own refusal (whyNot), actions with the same reason on one line.
import { officeCost, whyNot, GOODS, type Blocked } from '../../engine/index';
import { cityName, errorText, goodsText, joinNames, plural, t } from '../../i18n/index';
import { rulesLine, typeHelpTopic } from '../actions/rule-help';
import type { RuleTopic } from '../rule-topics';
import { namesOf } from '../text';
import type { PanelContext } from './panel-context';

export function whyNotLines(ctx: PanelContext): string[] {
  const blocked = whyNot(ctx.state, ctx.player).filter((b) => !pointless(ctx, b));
  if (blocked.length === 0) return [];
  // Issue 22: a reason by the rules ends with the line naming its /kogge rules topic, as a
  // refused move's answer does (rule-help.ts); actions share a line only if both agree.
  const byReason = new Map<string, { reason: string; topic: RuleTopic | null; actions: string[] }>();
  for (const b of blocked) {
    const reason = reasonText(ctx, b);
    const topic = typeHelpTopic(b.type, b.error);
    const key = `${reason}\n${topic ?? ''}`;
    const group = byReason.get(key) ?? { reason, topic, actions: [] };
    byReason.set(key, { ...group, actions: [...group.actions, actionName(ctx, b)] });
  }
  const lines = [...byReason.values()].flatMap(({ reason, topic, actions }) => [
    t('whyNot.line', { actions: actions.join(', '), reason }, ctx.locale),
    ...(topic ? [rulesLine(topic, ctx.locale)] : []),
  ]);
  return [t('whyNot.title', {}, ctx.locale), ...lines];
}

/**
 * Issue 38: an action that is no choice here at all, not one blocked for now: collecting office
 * goods where the player has no office (only an office of theirs could ever hold any).
 */
function pointless(ctx: PanelContext, b: Blocked): boolean {
  if (b.type !== 'collectOffice') return false;
  return !ctx.state.cities[cogCity(ctx)].offices.some((o) => o.owner === ctx.player);
}

function cogCity(ctx: PanelContext): number {
  return ctx.state.players[ctx.player].cog ?? 0;
}

function actionName(ctx: PanelContext, b: Blocked): string {
  return t(`whyNot.action.${b.type}`, { city: cityName(cogCity(ctx), ctx.locale) }, ctx.locale);
}

function reasonText(ctx: PanelContext, b: Blocked): string {
  if (b.type === 'buildOffice' && b.error.code === 'CANNOT_AFFORD') return officeWant(ctx);
  return errorText(b.error, namesOf(ctx.state), ctx.locale);
}

/** K-40: "needs 1 ore, 1 amber and 1 salt and a 4-marker; you have no amber". */
export function officeWant(ctx: PanelContext): string {
  const city = cogCity(ctx);
  const cost = officeCost(ctx.state, city);
  const me = ctx.state.players[ctx.player];
  const missing = GOODS.filter((g) => me.goods[g] < cost.goods[g]).map((g) =>
    t('whyNot.lack.good', { good: t(`good.${g}`, {}, ctx.locale) }, ctx.locale),
  );
  const held = me.markers[city];
  if (held < cost.markers)
    missing.push(
      t(held === 0 ? 'whyNot.lack.marker.none' : 'whyNot.lack.marker.onlyOne', { marker: city }, ctx.locale),
    );
  return t(
    'whyNot.officeCost',
    {
      goods: goodsText(cost.goods, ctx.locale),
      markers: plural('whyNot.officeMarkers', cost.markers, { marker: city }, ctx.locale),
      missing: joinNames(missing, ctx.locale),
    },
    ctx.locale,
  );
}
