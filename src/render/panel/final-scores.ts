// At game end the player rows give way to the final table (K-51), best first.
import type { PublicView, Score } from '../../engine/index';
import { fit, textAt, textRight, type Ctx } from '../draw/context';
import { playerBadge } from '../draw/players';
import { PANEL } from '../layout';
import { THEME } from '../theme';
import { PAD } from './status';
import { say } from '../draw/words';
import type { MessageKey } from '../../i18n/index';

/** Right edges relative to the panel; goods is their VP, the rest are counts (K-51). */
const COLUMNS: { title: MessageKey; right: number; get: (s: Score) => number }[] = [
  { title: 'board.column.vp', right: 176, get: (s) => s.vp },
  { title: 'board.column.dp', right: 206, get: (s) => s.dp },
  { title: 'board.column.offices', right: 254, get: (s) => s.offices },
  { title: 'board.column.chits', right: 290, get: (s) => s.chits },
  { title: 'board.column.raids', right: 326, get: (s) => s.raidsInHand },
  { title: 'board.column.goods', right: 366, get: (s) => s.goodsVp },
];

export function drawFinalScores(ctx: Ctx, view: PublicView, y: number): number {
  if (view.phase.kind !== 'ended') return y;
  const { scores, winners } = view.phase;
  const x = PANEL.x + PAD;
  textAt(ctx, say(ctx, 'board.finalScore'), x, y + 10, 16, THEME.panelMuted);
  // A heading longer than its column (another language's word) is cut, never run into the next.
  COLUMNS.forEach((c, i) => {
    const room = c.right - (i === 0 ? c.right - 40 : COLUMNS[i - 1].right) - 4;
    textRight(
      ctx,
      fit(ctx, say(ctx, c.title), room, 13, false),
      PANEL.x + c.right,
      y + 10,
      13,
      THEME.panelMuted,
    );
  });
  y += 42;
  for (const score of [...scores].sort((a, b) => b.vp - a.vp)) {
    const player = view.players[score.player];
    const won = winners.includes(score.player);
    if (won) {
      ctx.fillStyle = THEME.rowActive;
      ctx.fillRect(PANEL.x + 8, y - 16, PANEL.w - 16, 32);
    }
    playerBadge(ctx, player.color, x + 12, y, 22);
    textAt(
      ctx,
      fit(ctx, won ? say(ctx, 'board.winner', { player: player.name }) : player.name, 104, 17, true),
      x + 28,
      y,
      17,
      won ? THEME.highlight : THEME.panelText,
      true,
    );
    for (const c of COLUMNS)
      textRight(
        ctx,
        String(c.get(score)),
        PANEL.x + c.right,
        y,
        c.title === 'board.column.vp' ? 18 : 16,
        THEME.panelText,
        c.title === 'board.column.vp',
      );
    y += 32;
  }
  textAt(ctx, say(ctx, 'board.finalNote'), x, y, 13, THEME.panelMuted);
  return y + 22;
}
