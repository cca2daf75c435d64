// Issue 23: a league's name is typed by whoever created it; the lobby's and the posts' "rated"
// lines show it as text, so a hostile name cannot post a heading, a masked link or a mention.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/ai/index';
import type { GameState } from '../../../src/engine/index';
import { lobbyMessage } from '../../../src/bot/lobby-message';
import { postPayload } from '../../../src/bot/post-message';
import { t } from '../../../src/i18n/index';
import { recordOf, STAND_IN_IMAGE } from '../post-fixtures';

const HOSTILE = '# [Cup](https://evil.example) <@123> @everyone **big**';

function someState(): GameState {
  let first: GameState | null = null;
  playRandomGame({ seed: 5, players: 2, check: false, onState: (s) => (first ??= s) });
  if (!first) throw new Error('no state');
  return first;
}

const record = () => recordOf(someState(), { league: { id: 'cup', name: HOSTILE, season: 2 } });

/** Markdown a hostile name would make: a link, a mention pill, bold, @everyone unescaped. */
const UNESCAPED = [/(?<!\\)\[Cup\]\(https:/, /(?<!\\)<@123>/, /(?<!\\)\*\*big/, /(?<!\\)@everyone/];

describe('the rated line of a league game (issue 23)', () => {
  it('the lobby shows a hostile league name as text, its markdown escaped', () => {
    const first = lobbyMessage(record()).content.split('\n')[0];
    expect(first).toContain('\\[Cup\\](');
    for (const pattern of UNESCAPED) expect(first).not.toMatch(pattern);
  });

  it('every board post shows a hostile league name as text, its markdown escaped', () => {
    const line = postPayload(record(), STAND_IN_IMAGE)
      .content.split('\n')
      .find((l) => l.startsWith('🏆'));
    expect(line).toBeDefined();
    for (const pattern of UNESCAPED) expect(line).not.toMatch(pattern);
  });

  it('control: the same line with the name unescaped is caught by the checks', () => {
    const raw = t('league.lobby.rated', { name: HOSTILE, season: 2, opener: '<@1>' }, 'en');
    expect(UNESCAPED.every((pattern) => pattern.test(raw))).toBe(true);
  });
});
