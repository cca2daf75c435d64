// The Italian catalogue (Discord locale 'it'): every key of the English one, gathered from the
// files that mirror en-*.ts, with the terms of it/glossary.ts.
import type { Catalogue } from '../catalogue';
import { itAdvanced } from './advanced';
import { itBoard } from './board';
import { itBot } from './bot';
import { itCoach } from './coach';
import { itAssist } from './assist';
import { itTutorial } from './tutorial';
import { itConfig } from './config';
import { itDeadline } from './deadline';
import { itDeploy } from './deploy';
import { itErrors } from './errors';
import { itLeague } from './league';
import { itSeasons } from './seasons';
import { itRounds } from './rounds';
import { itManage } from './manage';
import { itSeats } from './seats';
import { itSentences } from './sentences';
import { itSlash } from './slash';
import { itTable } from './table';
import { itTeach } from './teach';
import { itVerify } from './verify';
import { itWelcome } from './welcome';

/** In en.ts's order of parts. */
const parts: readonly Catalogue[] = [
  itSentences,
  itErrors,
  itBoard,
  itTable,
  itBot,
  itSlash,
  itAdvanced,
  itSeats,
  itDeadline,
  itDeploy,
  itVerify,
  itLeague,
  itSeasons,
  itRounds,
  itManage,
  itConfig,
  itTeach,
  itWelcome,
  itCoach,
  itAssist,
  itTutorial,
];

export const itCatalogue: Catalogue = withManyForms(Object.assign({}, ...parts) as Catalogue);

/**
 * Italian's plural rules have a third form, 'many', for exact millions (« 1 milione di
 * segnalini »). No count in Kogge comes near (66 goods, 90 route markers), so each family's
 * 'many' is its 'other' unless a part writes one of its own.
 */
function withManyForms(catalogue: Catalogue): Catalogue {
  const out: Record<string, string> = { ...catalogue };
  for (const [key, sentence] of Object.entries(catalogue)) {
    const base = key.endsWith('.other') ? key.slice(0, -'.other'.length) : undefined;
    if (base !== undefined && sentence !== undefined) out[`${base}.many`] ??= sentence;
  }
  return out as Catalogue;
}
