// Issue 24: a panel never offers two controls that read the same ("→ Stockholm · cost 0"
// twice when both routes lead there): over random games, every panel and each section one
// click away has distinct button labels, and each select distinct option labels.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/ai/index';
import type { GameState } from '../../src/engine/index';
import { parseComponentId } from '../../src/bot/custom-id';
import { buildPanel, type Panel } from '../../src/bot/panel/panel';

interface Control {
  custom_id: string;
  label?: string;
  options?: { label: string }[];
}

const controls = (panel: Panel): Control[] =>
  panel.components.flatMap((row) => row.components as unknown as Control[]);

/** The labels that occur twice in one panel: among its buttons, or within one select. */
export function repeatedLabels(panel: Panel): string[] {
  const twice = (labels: string[]) => labels.filter((l, i) => labels.indexOf(l) !== i);
  const cs = controls(panel);
  return [
    ...twice(cs.filter((c) => !c.options && c.label).map((c) => c.label as string)),
    ...cs.flatMap((c) => twice((c.options ?? []).map((o) => o.label))),
  ];
}

function panelsOf(state: GameState, player: number): Panel[] {
  const ctx = { gameId: 'g', version: state.version, state, player, locale: 'en' };
  const main = buildPanel(ctx);
  const next = controls(main)
    .map((c) => parseComponentId(c.custom_id))
    .filter((id) => id?.kind === 'nav')
    .map((id) => buildPanel(ctx, id?.args));
  return [main, ...next];
}

describe('no panel offers two controls that read the same (issue 24)', () => {
  it.each([
    [21, 2],
    [22, 3],
    [23, 4],
  ])('seed %i, %i players: every panel of every state', (seed, players) => {
    const states: GameState[] = [];
    playRandomGame({ seed, players, check: false, onState: (s) => states.push(s) });
    const found: string[] = [];
    for (const state of states.filter((_, i) => i % 3 === 0))
      for (let p = 0; p < players; p++)
        for (const panel of panelsOf(state, p)) found.push(...repeatedLabels(panel));
    expect([...new Set(found)]).toEqual([]);
  });

  it('K-30: two routes to one city read "A · …" and "B · …", as the panel\'s board letters them (issue 38)', () => {
    const states: GameState[] = [];
    playRandomGame({ seed: 21, players: 2, check: false, onState: (s) => states.push(s) });
    const state = structuredClone(
      states.find(
        (s) => s.phase.kind === 'turn' && s.phase.turn.moves === 0 && !s.phase.turn.acting,
      ) as GameState,
    );
    if (state.phase.kind !== 'turn') throw new Error('no turn');
    const player = state.phase.turn.player;
    const from = state.players[player].cog as number;
    const to = (from + 1) % 9;
    state.cities[from].squares = [
      { value: to, faceUp: true, knownBy: [] },
      { value: to, faceUp: true, knownBy: [] },
    ];
    const sail = buildPanel({ gameId: 'g', version: state.version, state, player, locale: 'en' }, ['sail']);
    const labels = controls(sail).map((c) => c.label);
    const city = `${['Visby', 'Stockholm', 'Åbo', 'Reval', 'Riga', 'Danzig', 'Stralsund', 'Lübeck', 'Copenhagen'][to]} · cost`;
    expect(labels.filter((l) => l?.includes(city)).length).toBe(2);
    expect(repeatedLabels(sail)).toEqual([]);
    expect(labels.some((l) => l?.startsWith(`A · ${city}`))).toBe(true);
    expect(labels.some((l) => l?.startsWith(`B · ${city}`))).toBe(true);
    // No side a player has to guess at any more (issue 38: "left of what?").
    expect(labels.some((l) => /\b(left|right)\b/.test(l ?? ''))).toBe(false);
  });

  it('control: a panel with two buttons of one label is caught', () => {
    const row = {
      components: [
        { custom_id: 'a', label: 'Go' },
        { custom_id: 'b', label: 'Go' },
      ],
    };
    expect(repeatedLabels({ content: '', components: [row] } as unknown as Panel)).toEqual(['Go']);
  });
});
