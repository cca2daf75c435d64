// Issue 24, "read every sentence of the catalogue once more for the same faults": each
// sentence changed on that reading, as the code that says it makes it.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/ai/index';
import { legalActions, noGoods, type GameState, type PendingDecision } from '../../src/engine/index';
import { formatEvent, t } from '../../src/i18n/index';
import { decisionText, holdingsText } from '../../src/bot/text';
import { buildPanel } from '../../src/bot/panel/panel';
import { slashChoices } from '../../src/bot/slash/choices';

const names = (p: number) => ['Anna', 'Bert', 'Hinrik'][p];

/** The first state of a random game where a player may build an office, and that player. */
function whereBuildable(): { state: GameState; player: number } {
  let found: { state: GameState; player: number } | null = null;
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    playRandomGame({
      seed,
      players: 3,
      check: false,
      onState: (s) => {
        for (let player = 0; player < 3 && !found; player++)
          if (legalActions(s, player).some((l) => l.type === 'buildOffice')) found = { state: s, player };
      },
    });
    if (found) return found;
  }
  throw new Error('no state with an office to build');
}

describe('sentences reworded on reading the whole catalogue (issue 24)', () => {
  it('K-45: the raid decisions say what the one waited for does (was "move the raider", "split goods")', () => {
    const said = (decision: PendingDecision['decision']) =>
      decisionText({ decision, player: 0 } as PendingDecision, 'en');
    expect(said('raidSplit')).toBe('split your goods');
    expect(said('raidPickPile')).toBe('take a pile');
    expect(said('raidDestination')).toBe("move the raider's cog");
  });

  it('K-45: the split reads as two piles (was "Bert split goods 3/2")', () => {
    expect(formatEvent({ type: 'goodsSplit', victim: 1, sizes: [3, 2] }, names)).toBe(
      'Bert split their goods: 3 and 2',
    );
  });

  it('K-42: markers bought are route markers (was "bought markers 8+3")', () => {
    expect(
      formatEvent({ type: 'markersBought', player: 0, pair: 1, markers: [3, 8], good: 'fur' }, names),
    ).toBe('Anna bought route markers 8+3 for 1 fur');
  });

  it('K-72: a blocked push names the cog, as a blocked raider move does', () => {
    const pushed = { type: 'cogPushed' as const, player: 1, by: 0, from: 6, leadsTo: 0, revealed: false };
    expect(formatEvent({ ...pushed, blocked: true }, names)).toBe(
      "Anna tried to push Bert's cog to Visby: blocked",
    );
  });

  it('holdings say route markers (was "You hold 1 ore and markers 3")', () => {
    expect(holdingsText({ goods: { ...noGoods(), ore: 1 }, markers: [3] }, 'en')).toBe(
      '1 ore and route markers 3',
    );
  });

  it('K-40: the Build office button says its price as the rule does (was "… + 1× marker 4")', () => {
    const { state, player } = whereBuildable();
    const panel = buildPanel({ gameId: 'g', version: state.version, state, player, locale: 'en' });
    const labels = panel.components.flatMap((row) =>
      row.components.map((c) => ('label' in c ? c.label : '')),
    );
    const build = labels.find((l) => l?.startsWith('Build office'));
    expect(build).toMatch(/^Build office \(1 \w+, 1 \w+, 1 \w+ and (a \d-marker|two \d-markers)\)$/);
    expect(build).not.toContain('×');
    const typed = slashChoices(state, player, ['buildOffice'], 'en').map((c) => c.label);
    expect(typed).toContain(build);
  });

  it('K-40: /kogge rules says which goods an office costs, and how many markers', () => {
    const summary = t('rules.offices.summary');
    expect(summary).toContain('the three kinds the city does not produce');
    expect(summary).toContain(
      "one route marker of the city's number (two if an office stands there already)",
    );
  });

  it('open holdings: "everyone sees every player\'s goods" (was "every goods")', () => {
    expect(t('lobby.holdings.open')).toBe(
      "Holdings open: everyone sees every player's goods and route markers.",
    );
  });

  it("K-41: the guild master's raid marker trade names route markers", () => {
    expect(t('gm.raidMarker', { value: 4 })).toBe('three route markers 4 → second raid marker');
  });
});
