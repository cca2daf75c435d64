// The French catalogue (Discord locale 'fr'): one part per English part, merged as en.ts
// merges its own, then set in French typography.
import type { Catalogue } from '../catalogue';
import { frAdvanced } from './advanced';
import { frBoard } from './board';
import { frBot } from './bot';
import { frErrors } from './errors';
import { frSentences } from './sentences';
import { frTable } from './table';
import { frSlash } from './slash';
import { frSeats } from './seats';
import { frDeadline } from './deadline';
import { frDeploy } from './deploy';
import { frVerify } from './verify';
import { frLeague } from './league';
import { frSeasons } from './seasons';
import { frRounds } from './rounds';
import { frManage } from './manage';
import { frConfig } from './config';
import { frTeach } from './teach';
import { frWelcome } from './welcome';
import { frCoach } from './coach';
import { frAssist } from './assist';
import { frTutorial } from './tutorial';

/** In en.ts's order of parts. */
const parts: readonly Catalogue[] = [
  frSentences,
  frErrors,
  frBoard,
  frTable,
  frBot,
  frSlash,
  frAdvanced,
  frSeats,
  frDeadline,
  frDeploy,
  frVerify,
  frLeague,
  frSeasons,
  frRounds,
  frManage,
  frConfig,
  frTeach,
  frWelcome,
  frCoach,
  frAssist,
  frTutorial,
];

export const frCatalogue: Catalogue = typeset(withManyForms(Object.assign({}, ...parts) as Catalogue));

/**
 * French's plural rules have a third form, 'many', for exact millions (« 1 000 000 de
 * tuiles »). No count in Kogge comes near (66 goods, 90 route markers), so each family's
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

/**
 * French sets a space before : ; ! ? and inside « »; a no-break one, so that the sign never
 * starts a line of its own in Discord or in an image. The parts write plain spaces, which
 * read better in the source. A sign that starts a word is not punctuation: « ?user=<nom> »
 * keeps its plain space.
 */
function typeset(catalogue: Catalogue): Catalogue {
  const out: Record<string, string> = {};
  for (const [key, sentence] of Object.entries(catalogue)) {
    if (sentence !== undefined)
      out[key] = sentence.replace(/ ([:;!?»])(?=\s|$|[.,)»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
  }
  return out as Catalogue;
}
