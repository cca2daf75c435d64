// The last public log lines, newest at the bottom, filling what room the panel has left.
import type { PublicView } from '../../engine/index';
import { fit, textAt, type Ctx } from '../draw/context';
import { PANEL } from '../layout';
import { formatLog } from '../../i18n/index';
import { THEME } from '../theme';
import { PAD } from './status';
import { localeFor, say } from '../draw/words';

const LINE = 21;

export function drawLog(ctx: Ctx, view: PublicView, y: number): void {
  const room = Math.floor((PANEL.y + PANEL.h - 10 - y - 24) / LINE);
  if (room < 1) return;
  const x = PANEL.x + PAD;
  ctx.fillStyle = 'rgba(255,255,255,0.15)';
  ctx.fillRect(x, y, PANEL.w - 2 * PAD, 1);
  textAt(ctx, say(ctx, 'board.log'), x, y + 14, 15, THEME.panelMuted);
  const name = (i: number) => view.players[i]?.name ?? `#${i}`;
  // A cog's consecutive moves read as one voyage line.
  const lines = formatLog(view.log, name, localeFor(ctx)).slice(-room);
  lines.forEach((line, i) => {
    const newest = i === lines.length - 1;
    textAt(
      ctx,
      fit(ctx, line, PANEL.w - 2 * PAD, 16, false),
      x,
      y + 36 + i * LINE,
      16,
      newest ? THEME.panelText : THEME.panelMuted,
    );
  });
}
