// Ratings with the Weng-Lin model (openskill, Bradley-Terry "full" pairing): multiplayer
// results with shared places, 2 to 4 players. Only rated games (members only) change a rating.
// Not Plackett-Luce (the library's default): with a shared place it can leave the tied players
// below someone they beat in the same game (issue 37; openskill.js issue #377). Bradley-Terry
// full compares every pair of seats, a shared place as a half win for each, so the better
// place never ends below the worse one from equal skills (test/league/rating-fairness.test.ts).
import { createRequire } from 'node:module';
import type { Skill } from './common-schemas';
import type { RecordedResult } from './result-schema';

type OpenSkill = typeof import('openskill');
type Models = typeof import('openskill/models');
let library: OpenSkill | undefined;
let models: Models | undefined;

/**
 * openskill, loaded at the first rating rather than at start: with ramda and @stdlib it costs
 * the bot about 10 MB of memory (issue 27's budget), and most servers never open a league.
 */
function openskill(): OpenSkill {
  return (library ??= createRequire(import.meta.url)('openskill') as OpenSkill);
}

/**
 * The model every rating uses, with the library's other defaults: a rating is reproduced by
 * `rate(teams, { rank: places, model: bradleyTerryFull })` with openskill alone.
 */
export function ratingModel(): Models['bradleyTerryFull'] {
  return (models ??= createRequire(import.meta.url)('openskill/models') as Models).bradleyTerryFull;
}

/** A new member's skill: the library's defaults (mu 25, sigma 25/3). */
export function newSkill(): Skill {
  return openskill().rating();
}

/**
 * The conservative display rating: mu - 3 sigma (the skill the player has with 99.7 %
 * likelihood), scaled so a new member shows 1500, a range league players know from Elo.
 */
export function displayRating(skill: Skill): number {
  return Math.round(1500 + 20 * openskill().ordinal(skill));
}

export type RatingChange = { gameId: string; userId: string; before: Skill; after: Skill };

/**
 * The members' skills after one rated game, given the skills before it. Places go to the
 * library as ranks, so equal places are a tie and give equal players equal updates. A seat
 * left unrated (issue 37: an assisted seat) is left out: the others are rated among
 * themselves by their places, and a game with fewer than two rated seats changes nothing.
 */
export function rateGame(result: RecordedResult, skills: ReadonlyMap<string, Skill>): RatingChange[] {
  if (!result.rated) return [];
  if (result.seats.some((s) => s.holder.kind !== 'member')) return [];
  const seats = result.seats.flatMap((s) =>
    s.holder.kind === 'member' && s.rated !== false ? [{ userId: s.holder.userId, place: s.place }] : [],
  );
  if (seats.length < 2) return [];
  const before = seats.map(({ userId }) => skills.get(userId) ?? newSkill());
  const after = openskill().rate(
    before.map((skill) => [skill]),
    // Places as ranks (1, 1, 3): the model only compares them, so equal places are a tie.
    { rank: seats.map((s) => s.place), model: ratingModel() },
  );
  return seats.map(({ userId }, i) => ({
    gameId: result.gameId,
    userId,
    before: before[i],
    after: after[i][0],
  }));
}

/** Every member's skill after the results, in their order, starting from `initial`. */
export function rateAll(
  results: readonly RecordedResult[],
  initial: ReadonlyMap<string, Skill>,
): { skills: Map<string, Skill>; changes: RatingChange[] } {
  const skills = new Map(initial);
  const changes: RatingChange[] = [];
  for (const result of results)
    for (const change of rateGame(result, skills)) {
      skills.set(change.userId, change.after);
      changes.push(change);
    }
  return { skills, changes };
}
