// A key in the map's empty south-east corner (land, no card there): each good's shape and
// VP, and what a "?" square means. Static, so it lives in the cached layer.
import { GOODS, GOOD_VP } from '../../engine/index';
import { roundRect, textAt, type Ctx, fillAndStroke } from '../draw/context';
import { goodIcon } from '../draw/goods';
import { markerSquare } from '../draw/markers';
import { goodWord, say } from '../draw/words';
import { THEME } from '../theme';

const BOX = { x: 524, y: 590, w: 188, h: 118 };

export function legend(ctx: Ctx): void {
  roundRect(ctx, BOX.x, BOX.y, BOX.w, BOX.h, 8);
  fillAndStroke(ctx, 'rgba(253,250,242,0.8)', THEME.cardEdge, 1);
  textAt(ctx, say(ctx, 'board.legend.title'), BOX.x + 10, BOX.y + 14, 14, THEME.muted, true);
  GOODS.forEach((good, i) => {
    const x = BOX.x + 16 + (i % 2) * 90;
    const y = BOX.y + 38 + Math.floor(i / 2) * 24;
    goodIcon(ctx, good, x, y, 14);
    textAt(
      ctx,
      say(ctx, 'board.legend.good', { good: goodWord(ctx, good), vp: GOOD_VP[good] }),
      x + 12,
      y,
      15,
      THEME.ink,
    );
  });
  markerSquare(ctx, null, BOX.x + 10, BOX.y + 86, 22);
  textAt(ctx, say(ctx, 'board.legend.faceDown'), BOX.x + 38, BOX.y + 97, 14, THEME.ink);
}
