// The final post's result: who won, the scores numbered by place, and (issue 37) how the
// league ranked the game where its missed-deadline rule's forfeits changed the order.
import type { GameState, PublicView } from '../engine/index';
import { joinNames, plural, t } from '../i18n/index';
import { placingsFromEnd, placingsFromForfeit, type Placing } from '../league/index';
import { standInCounts, type GameRecord } from '../store/index';
import { nameText } from './name-text';

/** The lines under "Game over": the winners, each seat's score by place, the league's order. */
export function endLines(record: GameRecord, state: GameState, view: PublicView): string[] {
  const locale = record.locale;
  if (view.phase.kind !== 'ended') return [];
  const name = (p: number) => nameText(view.players[p].name);
  const winners = joinNames(view.phase.winners.map(name), locale);
  const result = t(
    view.phase.winners.length > 1 ? 'post.ended.shared' : 'post.ended.one',
    { players: winners },
    locale,
  );
  const places = placeBySeat(placingsFromEnd(state) ?? []);
  const scores = [...view.phase.scores].sort(
    (a, b) => (places[a.player] ?? 0) - (places[b.player] ?? 0) || b.vp - a.vp || a.player - b.player,
  );
  return [
    t('post.ended', { result }, locale),
    ...scores.map((s) =>
      t(
        'post.score',
        {
          // K-51: equal VP share the win, and a place: tied winners are numbered alike (1, 1, 3).
          rank: places[s.player] ?? 0,
          player: name(s.player),
          vp: s.vp,
          dp: s.dp,
          offices: plural('post.score.offices', s.offices, {}, locale),
          chits: plural('post.score.chits', s.chits, {}, locale),
        },
        locale,
      ),
    ),
    ...leagueOrder(record, state, name),
    ...standInLines(record, name),
  ];
}

/**
 * Issue 38: the seats a computer player played for their person (handed over, or by a league's
 * missed-deadline rule), each with how many of the seat's decisions it made.
 */
function standInLines(record: GameRecord, name: (p: number) => string): string[] {
  return standInCounts(record)
    .filter((c) => c.decisions > 0)
    .map((c) => plural('post.standIn', c.decisions, { player: name(c.seat), total: c.of }, record.locale));
}

/**
 * Issue 37: a league game some seats forfeited is ranked with them last (the result the
 * league records); where that differs from the game's own order, the post says so.
 */
function leagueOrder(record: GameRecord, state: GameState, name: (p: number) => string): string[] {
  const forfeits = new Set(record.forfeits ?? []);
  if (!record.league || forfeits.size === 0) return [];
  const game = placeBySeat(placingsFromEnd(state) ?? []);
  const league = placeBySeat(placingsFromForfeit(state, forfeits));
  if (league.every((place, seat) => place === game[seat])) return [];
  const locale = record.locale;
  const order = league
    .map((place, seat) => ({ place, seat }))
    .sort((a, b) => a.place - b.place || a.seat - b.seat)
    .map(({ place, seat }) =>
      t(
        forfeits.has(seat) ? 'post.league.placeForfeited' : 'post.league.place',
        { rank: place, player: name(seat) },
        locale,
      ),
    );
  return [t('post.league.ranked', { places: order.join(', ') }, locale)];
}

function placeBySeat(placings: readonly Placing[]): number[] {
  const places: number[] = [];
  for (const p of placings) places[p.seat] = p.place;
  return places;
}
