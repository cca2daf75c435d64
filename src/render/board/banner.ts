// At game end a ribbon across the sea names the winner(s) and why the game ended.
import type { PublicView } from '../../engine/index';
import { centredText, type Ctx } from '../draw/context';
import { MAP } from '../layout';
import { THEME } from '../theme';

export function gameOverBanner(ctx: Ctx, view: PublicView): void {
  if (view.phase.kind !== 'ended') return;
  const names = view.phase.winners.map((w) => view.players[w].name);
  const title = names.length > 1 ? `${names.join(' & ')} share the win` : `${names[0] ?? 'Nobody'} wins!`;
  const why = view.phase.reason === 'developmentPoints' ? '5 development points' : 'the guild master reached the end';
  const y = MAP.y + 268;
  ctx.fillStyle = 'rgba(29,39,51,0.86)';
  ctx.fillRect(MAP.x, y, MAP.w, 84);
  centredText(ctx, title, MAP.x + MAP.w / 2, y + 32, 32, THEME.highlight);
  centredText(ctx, `Game over: ${why}`, MAP.x + MAP.w / 2, y + 64, 18, THEME.panelText, false);
}
