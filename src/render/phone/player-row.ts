// A player's row on the phone board: order chit, colour, name, offices, chits, bid or VP, DP.
import { type PublicView } from '../../engine/view';
import { textAt, textRight, textStart, type Ctx } from '../draw/context';
import { OFFICE_PIECES, officeIcon, officeOutline, orderChitPlate, playerBadge } from '../draw/players';
import { chitTileWord, cityWord, say } from '../draw/words';
import { blockingWaits } from '../panel/labels';
import { bidText, chitTile, chitTileWidth } from '../panel/players';
import { placing } from '../panel/placing';
import { PLAYER_STYLE, THEME } from '../theme';
import { fitName } from '../draw/names';
import { PAD, PHONE, PLAYER_H } from './layout';

export function playerRow(ctx: Ctx, view: PublicView, index: number, y: number): number {
  const player = view.players[index];
  const cy = y + PLAYER_H / 2;
  const turn = blockingWaits(view).some((a) => a.player === index);
  ctx.fillStyle = turn ? '#fbe9b0' : index % 2 ? '#efe6cf' : THEME.paper;
  ctx.fillRect(0, y, PHONE.w, PLAYER_H);
  ctx.fillStyle = PLAYER_STYLE[player.color].fill;
  ctx.fillRect(0, y, 6, PLAYER_H);
  let x = PAD + 2;
  if (player.orderChit !== null)
    orderChitPlate(
      ctx,
      player.orderChit,
      { x, y: cy, size: 26, font: 18 },
      { plate: THEME.ink, figure: THEME.paper },
    );
  x += 32;
  playerBadge(ctx, player.color, x + 14, cy, 28);
  textRight(ctx, say(ctx, 'board.dp', { dp: player.dp }), PHONE.w - PAD, cy, 22, THEME.ink, true);
  // From the right: DP, then VP at the end, this round's bid, or the cog's city; then chits
  // and offices.
  let right = PHONE.w - PAD - 80;
  const score = placing(view).find((s) => s.player === index);
  if (score)
    right = textStart(ctx, say(ctx, 'hand.vp', { vp: score.vp }), right, cy, 20, THEME.ink, true) - 12;
  else if (bidText(ctx, view, index)) {
    // This round's bid (K-22), public, until the markers go back at production.
    right = textStart(ctx, bidText(ctx, view, index) ?? '', right, cy, 18, THEME.muted) - 12;
  } else if (player.cog !== null) {
    const cog = say(ctx, 'board.cogIn', { city: cityWord(ctx, player.cog) });
    right = textStart(ctx, cog, right, cy, 18, THEME.muted) - 12;
  }
  for (const chit of [...player.chits].reverse())
    right = chitTileLeft(ctx, chitTileWord(ctx, chit), right, cy) - 4;
  // The offices still in the player's supply, as faded outlines (K-5: four each).
  for (let i = player.offices; i < OFFICE_PIECES; i++, right -= 16)
    officeOutline(ctx, right - 8, cy, 14, THEME.muted);
  right = textStart(
    ctx,
    say(ctx, 'board.times', { count: player.offices }),
    right - 4,
    cy,
    18,
    THEME.ink,
    true,
  );
  officeIcon(ctx, player.color, right - 18, cy, 32);
  const nameRoom = right - 40 - (x + 34);
  // Down to 16 px, no further: 7 px at the 360 px a phone shows (phone.test.ts).
  const name = fitName(ctx, player.name, nameRoom, 20, true, 0.8);
  textAt(ctx, name.text, x + 34, cy, name.size, THEME.ink, true);
  return y + PLAYER_H;
}

function chitTileLeft(ctx: Ctx, label: string, right: number, y: number): number {
  const x = right - chitTileWidth(ctx, label, 17);
  chitTile(ctx, label, x, y, 17);
  return x;
}
