// First-game hints (issue 24): in a person's first games, or while they have asked for hints,
// a panel carries one short line on what the choice in front of them means, for someone who
// has never read the rules.
import type { LegalAction } from '../../engine/index';
import { t, type PlainKey } from '../../i18n/index';
import { FIRST_GAMES, type GameRecord } from '../../store/index';
import type { PanelContext } from './panel-context';

export interface HintInputs {
  /** The table's setting: false where the host turned hints off, and in every league game. */
  table: GameRecord['settings']['hints'];
  /** The person's own word (/kogge settings hints); absent: they never said. */
  user: boolean | undefined;
  /** How many games the person finished (counted up to FIRST_GAMES). */
  finished: number;
}

/**
 * Whether this person's panel in this game carries hints. Their own word wins either way;
 * without it, hints come in their first FIRST_GAMES games at a table that has them.
 */
export function hintsFor({ table, user, finished }: HintInputs): boolean {
  if (user !== undefined) return user;
  if (table === false) return false;
  return finished < FIRST_GAMES;
}

/** The hint for what the panel asks now, or null when there is nothing to explain. */
export function hintLine(ctx: PanelContext, legal: readonly LegalAction[], section: string): string | null {
  const key = hintKey(ctx, legal, section);
  return key ? t(key, {}, ctx.locale) : null;
}

function hintKey(ctx: PanelContext, legal: readonly LegalAction[], section: string): PlainKey | null {
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
