// Issue 38: the action panel's choices lettered on the seat's board, each letter where its
// button's choice lies: a route's letter on its square and, where the seat knows where it
// leads, on its arrow too; a city's beside its pin; a cog's beside the cog. Only places
// the choices name, and the choices come from the seat's own legal actions.
import type { SharedView } from '../../engine/view';
import type { Ctx } from '../draw/context';
import { cityPoint } from '../map/projection';
import type { MapChoice } from '../options';
import { THEME } from '../theme';
import { PIN_RADIUS } from './city-frame';
import type { FleetSpots } from './fleet';
import type { Rect } from './harbour-layout';
import { BADGE, badgeBox, besidePoint, letterBadge, outline, ring, squareRect } from './marks';
import { optionArrow, routePoint } from './routes';

const HIGHLIGHT = { colour: THEME.highlight, width: 4 };

/** Where each lettered place was drawn (board units), for the tests that read the letters back. */
export interface DrawnLetter {
  letter: string;
  x: number;
  y: number;
}

export function choiceLetters(
  ctx: Ctx,
  view: SharedView,
  choices: readonly MapChoice[],
  spots: FleetSpots,
): DrawnLetter[] {
  const drawn: DrawnLetter[] = [];
  const placed: Rect[] = [];
  arrows(ctx, choices);
  for (const choice of choices) {
    if (choice.kind === 'route' || choice.kind === 'square') {
      const r = squareRect(choice.city, choice.square);
      outline(ctx, r, 3, HIGHLIGHT, 4);
      // On the square's outer top corner, clear of its figure and of the other square.
      const x = choice.square === 0 ? r.x : r.x + r.w;
      letterBadge(ctx, choice.letter, x, r.y, 'small');
      drawn.push({ letter: choice.letter, x, y: r.y });
    } else if (choice.kind === 'city') {
      const p = cityPoint(choice.city);
      ring(ctx, p.x, p.y, PIN_RADIUS + 4, HIGHLIGHT);
      const c = besidePoint(p, PIN_RADIUS + BADGE.big.radius + 8, spots.plates, placed);
      placed.push(badgeBox(c));
      letterBadge(ctx, choice.letter, c.x, c.y, 'big');
      drawn.push({ letter: choice.letter, ...c });
    } else if (choice.kind === 'cog') {
      const cog = spots.cogs.get(choice.player) ?? { ...cityPoint(choice.city), size: 36 };
      ring(ctx, cog.x, cog.y - 2, cog.size * 0.62, HIGHLIGHT);
      const c = { x: cog.x + cog.size * 0.5, y: cog.y - cog.size * 0.72 };
      letterBadge(ctx, choice.letter, c.x, c.y, 'small');
      drawn.push({ letter: choice.letter, ...c });
    }
  }
  drawn.push(...arrowLetters(ctx, choices));
  return drawn;
}

/** Routes whose end the seat knows: one arrow each, the secret passage dashed. */
function arrows(ctx: Ctx, choices: readonly MapChoice[]): void {
  for (const c of choices) {
    if (c.kind === 'passage') optionArrow(ctx, c.city, c.to, true);
    else if (c.kind === 'route' && c.to !== null && c.to !== c.city) optionArrow(ctx, c.city, c.to);
  }
}

/** The letters on the arrows' middles; routes with the same ends share one badge ("A B"). */
function arrowLetters(ctx: Ctx, choices: readonly MapChoice[]): DrawnLetter[] {
  const byArrow = new Map<string, { from: number; to: number; letters: string[] }>();
  for (const c of choices) {
    const to = c.kind === 'passage' ? c.to : c.kind === 'route' ? c.to : null;
    if (to === null || to === c.city) continue;
    const key = `${c.city}>${to}`;
    const arrow = byArrow.get(key) ?? { from: c.city, to, letters: [] };
    arrow.letters.push(c.letter);
    byArrow.set(key, arrow);
  }
  return [...byArrow.values()].flatMap(({ from, to, letters }) => {
    const p = routePoint(from, to, 0.5);
    letterBadge(ctx, letters.join(' '), p.x, p.y, 'big');
    return letters.map((letter) => ({ letter, ...p }));
  });
}
