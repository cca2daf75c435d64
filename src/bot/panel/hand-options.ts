// A multi-select of a hand of route markers (bids, K-22; conflict bids, N-77): identical
// markers are separate pieces a bid may use together, so each gets its own option, told
// apart by "1 of 2", "2 of 2" rather than two options that read the same (issue 24).
import { t } from '../../i18n/index';
import type { PanelContext } from './panel-context';

/** Options for the hand's marker values, highest first; a value's `.i` is its place in that order. */
export function handOptions(
  ctx: PanelContext,
  values: readonly number[],
): { label: string; value: string }[] {
  const hand = [...values].sort((a, b) => b - a);
  const count = (v: number) => hand.filter((x) => x === v).length;
  return hand.map((v, i) => {
    const nth = hand.slice(0, i).filter((x) => x === v).length + 1;
    const label =
      count(v) === 1
        ? t('option.marker', { value: v }, ctx.locale)
        : t('option.marker.nth', { value: v, nth, count: count(v) }, ctx.locale);
    return { label, value: `${v}.${i}` };
  });
}
