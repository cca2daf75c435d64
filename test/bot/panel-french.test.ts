// Issue 25: the action panel in French. French labels run longer than English ones, and the
// panel cuts a label to Discord's limits (80 for a button, 100 for a select option, 150 for
// a placeholder) rather than be refused: over seeded random games every French panel, and
// every section one click away, keeps each label whole (no "…" the English has not) and its
// text within 2000 characters.
import { describe, expect, it } from 'vitest';
import { nextActor, randomAction } from '../../src/ai/index';
import { Dice, apply, newGame, seedRng, type GameState } from '../../src/engine/index';
import { parseComponentId } from '../../src/bot/custom-id';
import { buildPanel, type Panel } from '../../src/bot/panel/panel';
import { addCatalogue } from '../../src/i18n/index';
import { CATALOGUES as catalogues } from '../../src/i18n/catalogues';

interface Control {
  custom_id: string;
  label?: string;
  placeholder?: string;
  options?: { label: string; value: string }[];
}

const controls = (panel: Panel): Control[] =>
  panel.components.flatMap((row) => row.components as unknown as Control[]);

/** Every text a person reads on a panel's controls. */
const texts = (panel: Panel): string[] =>
  controls(panel).flatMap((c) => [
    c.label ?? '',
    c.placeholder ?? '',
    ...(c.options ?? []).map((o) => o.label),
  ]);

/** The main panel and each section its nav buttons lead to. */
function panels(state: GameState, player: number, locale: string): Panel[] {
  const ctx = { gameId: 'test', version: state.version, state, player, locale };
  const main = buildPanel(ctx);
  const sections = controls(main)
    .map((c) => parseComponentId(c.custom_id))
    .filter((id) => id?.kind === 'nav')
    .map((id) => buildPanel(ctx, id?.args ?? []));
  return [main, ...sections];
}

/** What a panel in `locale` cuts or overflows beyond the English one of the same state. */
function faults(state: GameState, player: number, locale = 'fr'): string[] {
  const english = panels(state, player, 'en');
  const found: string[] = [];
  panels(state, player, locale).forEach((panel, i) => {
    if (panel.content.length > 2000) found.push(`content over 2000 (${panel.content.length})`);
    const cuts = texts(panel).filter((t) => t.endsWith('…'));
    if (cuts.length > texts(english[i]).filter((t) => t.endsWith('…')).length)
      found.push(...cuts.map((t) => `cut: ${t}`));
    if (controls(panel).length !== controls(english[i]).length) found.push('another number of controls');
  });
  return found;
}

function* states(seed: number, players: number, limit: number): Generator<GameState> {
  const created = newGame({
    seed,
    players: Array.from({ length: players }, (_, i) => ({ id: `u${i}`, name: `Joueur ${i}` })),
  });
  if (!created.ok) throw new Error('no game');
  let state = created.state;
  const dice = new Dice(seedRng(seed * 7 + 1));
  for (let step = 0; step < limit && state.phase.kind !== 'ended'; step++) {
    yield state;
    const actor = nextActor(state);
    if (actor === null) return;
    const action = randomAction(state, actor, dice);
    if (!action) return;
    const result = apply(state, action);
    if (!result.ok) throw new Error(`random player refused: ${result.error.code}`);
    state = result.state;
  }
}

describe('the action panel in French (issue 25)', () => {
  it.each([
    [4, 2],
    [5, 4],
  ])('keeps every label whole and the text within limits (seed %i, %i players)', (seed, players) => {
    const found = new Set<string>();
    let checked = 0;
    for (const state of states(seed, players, 300)) {
      for (let p = 0; p < players; p++) {
        for (const fault of faults(state, p)) found.add(fault);
        checked += 1;
      }
    }
    expect([...found]).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });

  it('catches a label too long for a select option (control)', () => {
    addCatalogue('fr-XX', { ...catalogues.fr, 'option.city': `{value} · {city} ${'x'.repeat(100)}` });
    const [state] = states(4, 2, 1);
    expect(faults(state, 0, 'fr-XX').some((f) => f.startsWith('cut: '))).toBe(true);
    expect(faults(state, 0, 'fr')).toEqual([]);
  });

  it('speaks French: the start panel asks for « votre ville de départ »', () => {
    const [state] = states(4, 2, 1);
    const [main] = panels(state, 0, 'fr');
    expect(main.content).toContain('Choisissez votre ville de départ en secret');
  });
});
