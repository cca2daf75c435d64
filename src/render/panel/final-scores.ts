// At game end the player rows give way to the final table (K-51), best first.
import type { PublicView, Score } from '../../engine/index';
import { textAt, textRight, type Ctx } from '../draw/context';
import { playerBadge } from '../draw/players';
import { PANEL } from '../layout';
import { THEME } from '../theme';
import { fit } from './players';
import { PAD } from './status';

const COLUMNS = [
  { title: 'VP', at: 0, get: (s: Score) => s.vp },
  { title: 'DP', at: 44, get: (s: Score) => s.dp },
  { title: 'offices', at: 98, get: (s: Score) => s.offices },
  { title: 'chits', at: 146, get: (s: Score) => s.chits },
  { title: 'goods', at: 192, get: (s: Score) => s.goodsVp },
];

export function drawFinalScores(ctx: Ctx, view: PublicView, y: number): number {
  if (view.phase.kind !== 'ended') return y;
  const { scores, winners } = view.phase;
  const x = PANEL.x + PAD;
  const colX = PANEL.x + 150;
  textAt(ctx, 'Final score', x, y + 10, 16, THEME.panelMuted);
  for (const c of COLUMNS) textRight(ctx, c.title, colX + c.at + 28, y + 10, 13, THEME.panelMuted);
  y += 30;
  for (const score of [...scores].sort((a, b) => b.vp - a.vp)) {
    const player = view.players[score.player];
    const won = winners.includes(score.player);
    if (won) {
      ctx.fillStyle = THEME.rowActive;
      ctx.fillRect(PANEL.x + 8, y - 15, PANEL.w - 16, 30);
    }
    playerBadge(ctx, player.color, x + 12, y, 22);
    textAt(ctx, fit(ctx, (won ? '★ ' : '') + player.name, colX - x - 36, 17, true), x + 28, y, 17, won ? THEME.highlight : THEME.panelText, true);
    for (const c of COLUMNS) textRight(ctx, String(c.get(score)), colX + c.at + 28, y, c.at === 0 ? 18 : 16, THEME.panelText, c.at === 0);
    y += 32;
  }
  return y + 4;
}
