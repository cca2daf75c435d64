// The side panel, top to bottom: status, players (or the final table), market, reserve,
// bonus chits left, log.
import type { SharedView } from '../../engine/view';
import type { Ctx } from '../draw/context';
import { PANEL } from '../layout';
import type { BoardOptions } from '../options';
import { THEME } from '../theme';
import { drawFinalScores } from './final-scores';
import { drawLog } from './log-lines';
import { drawChitSupply, drawMarket, drawReserve } from './market';
import { drawPlayers } from './players';
import { drawStatus } from './status';

export function drawPanel(ctx: Ctx, view: SharedView, options: BoardOptions): void {
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(PANEL.x, PANEL.y, PANEL.w, PANEL.h);
  let y = drawStatus(ctx, view, PANEL.y + 8, options);
  // At game end the final table takes the player rows' place: it is what people look at.
  y = view.phase.kind === 'ended' ? drawFinalScores(ctx, view, y) : drawPlayers(ctx, view, y);
  y = drawMarket(ctx, view, y + 6);
  y = drawReserve(ctx, view, y);
  y = drawChitSupply(ctx, view, y);
  drawLog(ctx, view, y + 4);
}
