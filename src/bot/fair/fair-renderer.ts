// The render workers, handed out fairly: each board or hand image waits its server's and its
// game's turn (fair-gate.ts), so a burst of phone-board clicks in one game delays another
// game's public board by at most one image per worker, not by the whole burst.
import type { PlayerView, PublicView } from '../../engine/index';
import type { DescribedImage, RatingChartImage, ScoreChart, StandingsImage } from '../../render/index';
import type { BoardOptions, Renderer } from '../context';
import { FairGate } from './fair-gate';
import type { JobQueue } from './owner';

/** Images asked for without saying whose they are share one turn. */
const NOBODY = { server: '', game: '' };

export class FairRenderer implements Renderer {
  private readonly gate: FairGate;
  /** Issue 38: a seat's panel board, taking its turn like a hand; only if the inner renderer draws one. */
  readonly seatBoard?: Renderer['seatBoard'];
  /** Issue 21: the final post's chart, taking its turn like a board; only if the inner renderer draws one. */
  readonly chart?: Renderer['chart'];
  /** Issue 23: a league's standings image, taking its turn like a board. */
  readonly standings?: Renderer['standings'];
  /** Issue 23: a member's rating over time, taking its turn like a board. */
  readonly ratingChart?: Renderer['ratingChart'];

  /** `workers`: how many images the renderer draws at once (the pool's size). */
  constructor(
    private readonly inner: Renderer,
    workers: number,
    queue?: JobQueue<{ start: () => void }>,
  ) {
    this.gate = new FairGate(workers, { queue });
    const seat = inner.seatBoard?.bind(inner);
    if (seat)
      this.seatBoard = (view, locale, options = {}) => {
        const { owner = NOBODY, ...drawing } = options;
        return this.gate.run(owner, () => seat(view, locale, drawing));
      };
    const draw = inner.chart?.bind(inner);
    if (draw)
      this.chart = (chart: ScoreChart, locale?: string, owner = NOBODY) =>
        this.gate.run(owner, () => draw(chart, locale));
    const table = inner.standings?.bind(inner);
    if (table)
      this.standings = (image: StandingsImage, locale?: string, owner = NOBODY) =>
        this.gate.run(owner, () => table(image, locale));
    const rating = inner.ratingChart?.bind(inner);
    if (rating)
      this.ratingChart = (chart: RatingChartImage, locale?: string, owner = NOBODY) =>
        this.gate.run(owner, () => rating(chart, locale));
  }

  board(view: PublicView, locale?: string, options: BoardOptions = {}): Promise<DescribedImage> {
    const { owner = NOBODY, ...drawing } = options;
    return this.gate.run(owner, () => this.inner.board(view, locale, drawing));
  }

  hand(view: PlayerView, locale?: string, owner = NOBODY): Promise<DescribedImage> {
    return this.gate.run(owner, () => this.inner.hand(view, locale));
  }

  /** Images waiting for a place at the workers (issue 27: the render backlog). */
  get waiting(): number {
    return this.gate.waiting;
  }
}
