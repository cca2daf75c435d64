// Words the bot's messages share: names, holdings, the phase line. Every word from src/i18n.
import {
  GOODS,
  blockingDecisions,
  type GameState,
  type Goods,
  type Holdings,
  type PendingDecision,
} from '../engine/index';
import { cityName, goodsText, markerLabel, plural, t } from '../i18n/index';
import { nameText } from './name-text';

export type NameOf = (player: number) => string;

/** Players' names for a message's text: markdown in a name is shown, not applied (name-text.ts). */
export function namesOf(state: GameState): NameOf {
  const plain = labelNamesOf(state);
  return (p) => nameText(plain(p));
}

/** Players' names as they are, for button labels and choices, which show no markdown. */
export function labelNamesOf(state: GameState): NameOf {
  return (p) => state.players[p]?.name ?? `#${p}`;
}

/** Marker values from counts by value: [0,2,0,…] → [1,1]. */
export function markerValues(counts: readonly number[]): number[] {
  const out: number[] = [];
  counts.forEach((n, v) => {
    for (let i = 0; i < n; i++) out.push(v);
  });
  return out;
}

export function markersText(values: readonly number[], locale: string): string {
  return values.length > 0
    ? t('holdings.markers', { markers: markerLabel(values) }, locale)
    : t('holdings.noMarkers', {}, locale);
}

/** "1 ore and markers 8+7", "1 ore", "markers 8+7" or "nothing": what is empty goes unsaid. */
export function holdingsText(h: Holdings, locale: string): string {
  if (h.markers.length === 0) return goodsText(h.goods, locale);
  const markers = markersText(h.markers, locale);
  if (!GOODS.some((g) => h.goods[g] > 0)) return markers;
  return t('holdings.text', { goods: goodsText(h.goods, locale), markers }, locale);
}

/** K-40: an office's price on its button, "1 salt, 1 ore, 1 amber and a 4-marker". */
export function officeCostText(
  cost: { goods: Goods; markers: number; marker: number },
  locale: string,
): string {
  const markers = plural('whyNot.officeMarkers', cost.markers, { marker: cost.marker }, locale);
  return t('cost.office', { goods: goodsText(cost.goods, locale), markers }, locale);
}

export function addGood(goods: Goods, good: (typeof GOODS)[number], n = 1): Goods {
  return { ...goods, [good]: goods[good] + n };
}

/** "Round 3 · Alice's turn" as the header of posts and panels. */
export function headerLine(state: GameState, locale: string): string {
  const phase = phaseText(state, locale);
  return state.round > 0
    ? t('post.header', { round: state.round, phase }, locale)
    : t('post.setup', { phase }, locale);
}

export function phaseText(state: GameState, locale: string): string {
  const phase = state.phase;
  const name = namesOf(state);
  // K-70, K-72: the tax and the conflict name their city.
  if (phase.kind === 'taxes' || phase.kind === 'conflict')
    return t(
      `phase.${phase.kind}`,
      { city: cityName(phase.kind === 'taxes' ? phase.city : phase.conflict.city, locale) },
      locale,
    );
  if (phase.kind !== 'turn') return t(`phase.${phase.kind}`, {}, locale);
  const turn = phase.turn;
  const player = name(turn.player);
  if (turn.raid) {
    const raid = turn.raid;
    const target = raid.target.kind === 'cog' ? name(raid.target.victim) : cityName(raid.city, locale);
    return t('phase.raid', { raider: name(raid.raider), target }, locale);
  }
  if (turn.acting) return t('phase.turn.acting', { player }, locale);
  return turn.moves === 0
    ? t('phase.turn', { player }, locale)
    : plural('phase.turn.moves', turn.moves, { player }, locale);
}

/** What a decision asks; a turn whose sailing is over (`acting`) asks only for the actions. */
export function decisionText(decision: PendingDecision, locale: string, acting = false): string {
  if (decision.decision === 'turn' && acting) return t('decision.turn.acting', {}, locale);
  return t(`decision.${decision.decision}`, {}, locale);
}

/** Who the game waits for, as names (for panels that cannot mention). */
export function waitingText(state: GameState, locale: string): string {
  const name = namesOf(state);
  const acting = state.phase.kind === 'turn' && state.phase.turn.acting;
  return blockingDecisions(state)
    .map((w) =>
      t('post.awaiting', { who: name(w.player), decision: decisionText(w, locale, acting) }, locale),
    )
    .join(', ');
}
