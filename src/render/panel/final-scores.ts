// At game end the player rows give way to the final table (K-51), best first.
import type { PublicView, Score } from '../../engine/view';
import { fit, textAt, textRight, type Ctx } from '../draw/context';
import { playerBadge } from '../draw/players';
import { PANEL } from '../layout';
import { THEME } from '../theme';
import { placing } from './placing';
import { PAD } from './status';
import { say } from '../draw/words';
import type { MessageKey } from '../../i18n/index';
import { fitWithNames } from '../draw/names';

/** Right edges relative to the panel; goods is their VP, the rest are counts (K-51). */
const COLUMNS: { title: MessageKey; right: number; get: (s: Score) => number }[] = [
  { title: 'board.column.vp', right: 162, get: (s) => s.vp },
  { title: 'board.column.dp', right: 190, get: (s) => s.dp },
  { title: 'board.column.offices', right: 236, get: (s) => s.offices },
  { title: 'board.column.chits', right: 272, get: (s) => s.chits },
  { title: 'board.column.raids', right: 306, get: (s) => s.raidsInHand },
  { title: 'board.column.goods', right: 366, get: (s) => s.goodsVp },
];

export function drawFinalScores(ctx: Ctx, view: PublicView, y: number): number {
  if (view.phase.kind !== 'ended') return y;
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
  // The game's own placing (K-50, K-51): a win by 5 DP puts the winner on top whatever the VP.
  for (const score of placing(view)) {
    const player = view.players[score.player];
    const won = score.won;
    if (won) {
      ctx.fillStyle = THEME.rowActive;
      ctx.fillRect(PANEL.x + 8, y - 16, PANEL.w - 16, 32);
    }
    textRight(ctx, say(ctx, 'board.place', { place: score.place }), x + 14, y, 16, THEME.panelMuted, true);
    playerBadge(ctx, player.color, x + 28, y, 22);
    const name = fitWithNames(
      ctx,
      (cut) => (won ? say(ctx, 'board.winner', { player: cut(player.name) }) : cut(player.name)),
      76,
      17,
      true,
    );
    textAt(ctx, name.text, x + 42, y, name.size, won ? THEME.highlight : THEME.panelText, true);
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
  textAt(
    ctx,
    fit(ctx, say(ctx, 'board.finalNote'), PANEL.w - 2 * PAD, 13, false),
    x,
    y,
    13,
    THEME.panelMuted,
  );
  return y + 22;
}
