// Short words for the phase and the decisions the game waits for, as the panel shows them and
// the images' descriptions say them.
import {
  VARIANT_OPTIONS,
  isBlocking,
  type DecisionKind,
  type PendingDecision,
  type SharedView,
  type RaidView,
} from '../../engine/view';
import { cityName, joinNames, plural, t } from '../../i18n/index';

/** "Round 6", or "Setup" before the first round. */
export function roundLabel(locale: string, view: SharedView): string {
  return view.round > 0 ? t('board.round', { round: view.round }, locale) : t('board.setup', {}, locale);
}

/**
 * K-70 … K-73: the advanced rules this game plays with, in the lobby's words and order (`short`:
 * the one-word names of /kogge new's options, for the images); none for the base game. Public:
 * everyone at the table agreed to them.
 */
export function advancedRules(locale: string, view: SharedView, short = false): string[] {
  return Object.values(VARIANT_OPTIONS)
    .filter((option) => view.options[option])
    .map((option) => t(short ? `board.rule.${option}` : `rule.${option}`, {}, locale));
}

/** The decisions the game is held up by: an open trade offer waits without stopping play. */
export function blockingWaits(view: SharedView): PendingDecision[] {
  return view.awaiting.filter(isBlocking);
}

/** What a decision asks for; a turn whose sailing is over awaits only the actions. */
export function decisionLabel(locale: string, kind: DecisionKind, view: SharedView): string {
  if (kind === 'turn' && view.phase.kind === 'turn' && view.phase.acting)
    return t('decision.turn.acting', {}, locale);
  return t(`decision.${kind}`, {}, locale);
}

/** The phase in words; `name` may shorten players' names to make the line fit. */
export function phaseLabel(
  locale: string,
  view: SharedView,
  name: (player: string) => string = (n) => n,
): string {
  const phase = view.phase;
  switch (phase.kind) {
    case 'startChoice':
    case 'bidding':
    case 'guildMaster':
    case 'ended':
    case 'startSwap':
      return t(`phase.${phase.kind}`, {}, locale);
    case 'taxes':
    case 'conflict':
      return t(`phase.${phase.kind}`, { city: cityName(phase.city, locale) }, locale);
    case 'turn': {
      const player = name(view.players[phase.player].name);
      if (phase.raid) return raidLabel(locale, view, phase.raid, name);
      if (phase.acting) return t('phase.turn.acting', { player }, locale);
      return phase.moves === 0
        ? t('phase.turn', { player }, locale)
        : plural('phase.turn.moves', phase.moves, { player }, locale);
    }
  }
}

function raidLabel(locale: string, view: SharedView, raid: RaidView, name: (n: string) => string): string {
  const raider = name(view.players[raid.raider].name);
  const target = raid.victim === null ? cityName(raid.city, locale) : name(view.players[raid.victim].name);
  if (!raid.pileSizes) return t('phase.raid', { raider, target }, locale);
  return t(
    'phase.raid.piles',
    { raider, target, first: raid.pileSizes[0], second: raid.pileSizes[1] },
    locale,
  );
}

/** At game end: who won, and why the game ended ("Cleo wins! · the guild master reached the end"). */
export function endTitle(locale: string, view: SharedView, cut: (name: string) => string = (n) => n): string {
  if (view.phase.kind !== 'ended') return '';
  const names = view.phase.winners.map((w) => cut(view.players[w].name));
  const who =
    names.length > 1
      ? t('board.banner.shared', { players: joinNames(names, locale) }, locale)
      : t('board.banner.wins', { player: names[0] }, locale);
  const why = t(
    view.phase.reason === 'developmentPoints' ? 'board.banner.developmentPoints' : 'board.banner.guildMaster',
    {},
    locale,
  );
  return t('board.endTitle', { who, why }, locale);
}
