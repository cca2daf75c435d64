// Short words for the phase and the decisions the game waits for, as the panel shows them and
// the images' descriptions say them.
import {
  isBlocking,
  type DecisionKind,
  type PendingDecision,
  type PublicView,
  type RaidView,
} from '../../engine/index';
import { cityName, plural, t } from '../../i18n/index';

/** "Round 6", or "Setup" before the first round. */
export function roundLabel(locale: string, view: PublicView): string {
  return view.round > 0 ? t('board.round', { round: view.round }, locale) : t('board.setup', {}, locale);
}

/** The decisions the game is held up by: an open trade offer waits without stopping play. */
export function blockingWaits(view: PublicView): PendingDecision[] {
  return view.awaiting.filter(isBlocking);
}

export function decisionLabel(locale: string, kind: DecisionKind): string {
  return t(`decision.${kind}`, {}, locale);
}

export function phaseLabel(locale: string, view: PublicView): string {
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
      const player = view.players[phase.player].name;
      if (phase.raid) return raidLabel(locale, view, phase.raid);
      if (phase.acting) return t('phase.turn.acting', { player }, locale);
      return phase.moves === 0
        ? t('phase.turn', { player }, locale)
        : plural('phase.turn.moves', phase.moves, { player }, locale);
    }
  }
}

function raidLabel(locale: string, view: PublicView, raid: RaidView): string {
  const raider = view.players[raid.raider].name;
  const target = raid.victim === null ? cityName(raid.city, locale) : view.players[raid.victim].name;
  if (!raid.pileSizes) return t('phase.raid', { raider, target }, locale);
  return t(
    'phase.raid.piles',
    { raider, target, first: raid.pileSizes[0], second: raid.pileSizes[1] },
    locale,
  );
}
