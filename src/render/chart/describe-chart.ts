// The chart's alt text (Discord's attachment description, read out by screen readers): what
// it shows and where each player ended.
import { t } from '../../i18n/index';
import { DESCRIPTION_MAX } from '../describe';
import type { ScoreChart } from './draw-score-chart';

export function describeScoreChart(chart: ScoreChart, locale = 'en'): string {
  const scores = chart.players
    .map((p) =>
      t('chart.description.player', { player: p.name, vp: p.vp.at(-1) ?? 0, dp: p.dp.at(-1) ?? 0 }, locale),
    )
    .join('; ');
  return t('chart.description', { scores }, locale).slice(0, DESCRIPTION_MAX);
}
