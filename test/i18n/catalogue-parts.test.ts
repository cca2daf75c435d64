// The English catalogue is merged from several files (src/i18n/en.ts); a key written in two of
// them would silently keep only the later sentence, so no two files may share a key.
import { describe, expect, it } from 'vitest';
import { en, sentences } from '../../src/i18n/en';
import { enAdvanced } from '../../src/i18n/en-advanced';
import { enBoard } from '../../src/i18n/en-board';
import { enBot } from '../../src/i18n/en-bot';
import { enConfig } from '../../src/i18n/en-config';
import { enDeadline } from '../../src/i18n/en-deadline';
import { enDeploy } from '../../src/i18n/en-deploy';
import { enLeague } from '../../src/i18n/en-league';
import { enSeasons } from '../../src/i18n/en-seasons';
import { enRounds } from '../../src/i18n/en-rounds';
import { enManage } from '../../src/i18n/en-manage';
import { enErrors } from '../../src/i18n/en-errors';
import { enSeats } from '../../src/i18n/en-seats';
import { enSlash } from '../../src/i18n/en-slash';
import { enTable } from '../../src/i18n/en-table';
import { enTeach } from '../../src/i18n/en-teach';
import { enVerify } from '../../src/i18n/en-verify';
import { enWelcome } from '../../src/i18n/en-welcome';
import { enCoach } from '../../src/i18n/en-coach';
import { enAssist } from '../../src/i18n/en-assist';
import { enTutorial } from '../../src/i18n/en-tutorial';

const PARTS: Record<string, object> = {
  'en.ts': sentences,
  'en-advanced.ts': enAdvanced,
  'en-board.ts': enBoard,
  'en-bot.ts': enBot,
  'en-config.ts': enConfig,
  'en-deadline.ts': enDeadline,
  'en-deploy.ts': enDeploy,
  'en-errors.ts': enErrors,
  'en-league.ts': enLeague,
  'en-seasons.ts': enSeasons,
  'en-rounds.ts': enRounds,
  'en-manage.ts': enManage,
  'en-seats.ts': enSeats,
  'en-slash.ts': enSlash,
  'en-table.ts': enTable,
  'en-teach.ts': enTeach,
  'en-verify.ts': enVerify,
  'en-welcome.ts': enWelcome,
  'en-coach.ts': enCoach,
  'en-assist.ts': enAssist,
  'en-tutorial.ts': enTutorial,
};

/** Each key written in more than one part, with the parts that write it. */
function sharedKeys(parts: Record<string, object>): Record<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const [file, part] of Object.entries(parts))
    for (const key of Object.keys(part)) owners.set(key, [...(owners.get(key) ?? []), file]);
  return Object.fromEntries([...owners].filter(([, files]) => files.length > 1));
}

describe('the English catalogue’s files', () => {
  it('share no key, and the catalogue holds every key of every file', () => {
    expect(sharedKeys(PARTS)).toEqual({});
    const total = Object.values(PARTS).reduce((n, part) => n + Object.keys(part).length, 0);
    expect(Object.keys(en).length).toBe(total);
  });

  it('control: a key written in two files is found', () => {
    const planted = { ...PARTS, 'en-bot.ts': { ...enBot, 'city.0': 'Wisby' } };
    expect(sharedKeys(planted)).toEqual({ 'city.0': ['en.ts', 'en-bot.ts'] });
  });
});
