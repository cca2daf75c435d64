// A description of each image for Discord's attachment alt text, read out by screen readers
// to players who cannot see the picture. The board's says only what the board shows (it is
// built from the public view); a hand's is for its one player, as the hand itself is.
import { GAME_END_STEPS, type PlayerView, type SharedView } from '../engine/view';
import { cityName, goodsText, joinNames, plural, t } from '../i18n/index';
import type { BoardOptions, MapChoice } from './options';
import { placing } from './panel/placing';
import { advancedRules, blockingWaits, decisionLabel, phaseLabel, roundLabel } from './panel/labels';

/** Discord's limit for an attachment's description. */
export const DESCRIPTION_MAX = 1024;

export function describeBoard(view: SharedView, locale = 'en', { label }: BoardOptions = {}): string {
  const heading = { game: label ?? '', round: roundLabel(locale, view), phase: phaseLabel(locale, view) };
  const parts = [t(label ? 'alt.board.game' : 'alt.board', heading, locale)];
  const rules = advancedRules(locale, view);
  if (rules.length > 0) parts.push(t('alt.board.rules', { rules: joinNames(rules, locale) }, locale));
  const waiting = blockingWaits(view);
  if (waiting.length > 0) {
    const who = waiting.map((a) =>
      t(
        'board.waitingFor',
        { player: view.players[a.player].name, decision: decisionLabel(locale, a.decision, view) },
        locale,
      ),
    );
    parts.push(t('alt.waiting', { who: who.join(', ') }, locale));
  }
  const steps = Math.min(view.guildMaster.steps, GAME_END_STEPS);
  parts.push(
    t(
      'alt.guildMaster',
      { city: cityName(view.guildMaster.city, locale), steps, end: GAME_END_STEPS },
      locale,
    ),
  );
  parts.push(view.phase.kind === 'ended' ? finalScores(view, locale) : standings(view, locale));
  return cut(parts.join(' '));
}

/**
 * Issue 38: the seat's board (its action panel's image): the board's description, said to be
 * the seat's own, and the letters its choices carry on the map.
 */
export function describeSeatBoard(
  view: PlayerView,
  choices: readonly MapChoice[],
  locale = 'en',
  options: BoardOptions = {},
): string {
  const parts = [t('alt.seatBoard', { player: view.players[view.viewer].name }, locale)];
  const letters = [...new Set(choices.map((c) => c.letter))];
  if (letters.length > 0) parts.push(t('alt.seatBoard.letters', { letters: letters.join(', ') }, locale));
  parts.push(describeBoard(view, locale, options));
  return cut(parts.join(' '));
}

export function describeHand(view: PlayerView, locale = 'en'): string {
  const values = view.hand.markers.flatMap((n, value) => Array<number>(n).fill(value));
  const markers =
    values.length > 0
      ? plural('alt.markers', values.length, { markers: values.join(', ') }, locale)
      : t('alt.noMarkers', {}, locale);
  const params = {
    player: view.players[view.viewer].name,
    markers,
    goods: goodsText(view.hand.goods, locale),
    vp: view.vpNow,
  };
  return cut(t('alt.hand', params, locale));
}

function standings(view: SharedView, locale: string): string {
  // K-80: a seat that missed a deadline is said to be absent, as the board marks it.
  const players = view.order.map((i) => {
    const { name, dp, absent } = view.players[i];
    return t(absent ? 'alt.player.absent' : 'alt.player', { player: name, dp }, locale);
  });
  return t('alt.standings', { players: players.join(', ') }, locale);
}

function finalScores(view: SharedView, locale: string): string {
  if (view.phase.kind !== 'ended') return '';
  // The game's own placing (K-50, K-51): winners first, even when they won by DP.
  const list = placing(view)
    .map((s) => t('alt.score', { player: view.players[s.player].name, vp: s.vp }, locale))
    .join(', ');
  const winners = view.phase.winners.map((w) => view.players[w].name);
  return plural('alt.final', winners.length, { scores: list, winners: joinNames(winners, locale) }, locale);
}

function cut(text: string): string {
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1)}…`;
}
