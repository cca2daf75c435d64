// The German catalogue (Discord locale 'de'): every key of the English one, gathered from the
// files that mirror en-*.ts, with the terms of de/glossary.ts.
import type { Catalogue } from '../catalogue';
import { deAdvanced } from './advanced';
import { deBoard } from './board';
import { deBot } from './bot';
import { deConfig } from './config';
import { deDeadline } from './deadline';
import { deDeploy } from './deploy';
import { deErrors } from './errors';
import { deLeague } from './league';
import { deSeasons } from './seasons';
import { deRounds } from './rounds';
import { deManage } from './manage';
import { deSeats } from './seats';
import { deSentences } from './sentences';
import { deSlash } from './slash';
import { deTable } from './table';
import { deTeach } from './teach';
import { deVerify } from './verify';
import { deWelcome } from './welcome';
import { deCoach } from './coach';
import { deAssist } from './assist';
import { deTutorial } from './tutorial';

/**
 * Object.assign rather than one literal of spreads, as en.ts does: it keeps the memory this
 * module takes while it loads small, in the bot and in every render worker (issue 8).
 */
export const deCatalogue: Catalogue = Object.assign(
  {},
  deSentences,
  deErrors,
  deBoard,
  deTable,
  deBot,
  deSlash,
  deAdvanced,
  deSeats,
  deDeadline,
  deDeploy,
  deVerify,
  deLeague,
  deSeasons,
  deRounds,
  deManage,
  deConfig,
  deTeach,
  deWelcome,
  deCoach,
  deAssist,
  deTutorial,
) as Catalogue;
