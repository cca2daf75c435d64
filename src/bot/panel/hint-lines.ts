// First-game hints (issue 24): while a game has them on, a panel carries one short line on
// what the choice in front of the player means, for someone who has never read the rules.
import type { LegalAction } from '../../engine/index';
import { t, type MessageKey } from '../../i18n/index';
import type { GameRecord } from '../../store/index';
import type { PanelContext } from './panel-context';

/** Whether a game's panels carry hints: on unless the game was opened with hints off. */
export function hintsOn(record: Pick<GameRecord, 'settings'> | null | undefined): boolean {
  return record?.settings.hints !== false;
}

/** The hint for what the panel asks now, or null when there is nothing to explain. */
export function hintLine(ctx: PanelContext, legal: readonly LegalAction[], section: string): string | null {
  const key = hintKey(ctx, legal, section);
  return key ? t(key, {}, ctx.locale) : null;
}

function hintKey(ctx: PanelContext, legal: readonly LegalAction[], section: string): MessageKey | null {
  const types = new Set(legal.map((l) => l.type));
  if (types.has('chooseStart')) return 'hint.start';
  if (types.has('bid')) return 'hint.bid';
  if (types.has('moveGuildMaster')) return 'hint.guildMaster';
  if (section === 'sail') {
    const sail = legal.find((l) => l.type === 'sail');
    const faceDown = sail?.type === 'sail' && sail.routes.some((r) => r.leadsTo === null);
    return faceDown ? 'hint.faceDown' : 'hint.sail';
  }
  if (section === 'main' && ctx.state.phase.kind === 'turn' && types.has('endTurn')) return 'hint.points';
  return null;
}
