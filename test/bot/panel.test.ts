// The panel never offers what the engine would refuse: over seeded random games, every
// action a panel (and each section one click away, builders included) offers is accepted by
// the engine, and every panel fits Discord's limits. A control shows the check catches a
// planted illegal action.
import { describe, expect, it } from 'vitest';
import { nextActor, randomAction } from '../../src/ai/index';
import { Dice, apply, newGame, seedRng, type GameState } from '../../src/engine/index';
import { decodeMove } from '../../src/bot/action-codec';
import { parseComponentId } from '../../src/bot/custom-id';
import { buildPanel, type Panel } from '../../src/bot/panel/panel';
import { picked } from '../../src/bot/handlers/panel';

interface Control {
  custom_id: string;
  type: number;
  label?: string;
  options?: { label: string; value: string }[];
}

const controls = (panel: Panel): Control[] =>
  panel.components.flatMap((row) => row.components as unknown as Control[]);

/** The section a nav button or a builder's select option leads to. */
function nextSections(control: Control): string[][] {
  const id = parseComponentId(control.custom_id);
  if (!id) return [];
  if (id.kind === 'nav') return [id.args];
  if (id.kind !== 'pick') return [];
  // The handler's own step, one option at a time.
  return (control.options ?? []).slice(0, 6).map((o) => picked(id.args, [o.value]));
}

/** Every action code the panel offers, with problems found in its shape. */
function offered(panel: Panel): { codes: string[]; problems: string[] } {
  const problems: string[] = [];
  if (panel.components.length > 5) problems.push('more than 5 rows');
  if (panel.content.length > 2000) problems.push('content over 2000');
  const codes: string[] = [];
  for (const c of controls(panel)) {
    if (c.custom_id.length > 100) problems.push(`custom id over 100: ${c.custom_id}`);
    if (c.label && c.label.length > 80) problems.push(`label over 80: ${c.label}`);
    if ((c.options?.length ?? 0) > 25) problems.push('select over 25 options');
    const id = parseComponentId(c.custom_id);
    if (!id) problems.push(`unreadable id ${c.custom_id}`);
    if (id?.kind !== 'do') continue;
    if (c.options) codes.push(...c.options.map((o) => o.value));
    else codes.push(id.args[0]);
  }
  return { codes, problems };
}

/** What the engine refuses among everything the panels of `player` offer in `state`. */
/** Kinds of action codes offered so far, so the sweep can show it reached every section. */
const offeredKinds = new Set<string>();

function refusals(state: GameState, player: number, plant?: string): string[] {
  const ctx = { gameId: 'test', version: state.version, state, player, locale: 'en' };
  const main = buildPanel(ctx);
  const panels = [
    main,
    ...controls(main)
      .flatMap(nextSections)
      .map((s) => buildPanel(ctx, s)),
  ];
  // Builders two picks deep (give a good, then take goods for it; add to an offer twice).
  let from = 0;
  for (let depth = 0; depth < 2; depth++) {
    const end = panels.length;
    for (const panel of panels.slice(from, end)) {
      for (const c of controls(panel)) {
        if (parseComponentId(c.custom_id)?.kind === 'pick')
          panels.push(...nextSections(c).map((s) => buildPanel(ctx, s)));
      }
    }
    from = end;
  }
  const out: string[] = [];
  for (const panel of panels) {
    const { codes, problems } = offered(panel);
    out.push(...problems);
    for (const code of plant ? [...codes, plant] : codes) {
      offeredKinds.add(code.split('.')[0]);
      const result = apply(state, decodeMove(code, player));
      if (!result.ok) out.push(`${code}: ${result.error.code}`);
    }
  }
  return out;
}

function* states(seed: number, players: number, limit: number): Generator<GameState> {
  const created = newGame({
    seed,
    players: Array.from({ length: players }, (_, i) => ({ id: `u${i}`, name: `P${i}` })),
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

describe('the action panel offers only what the engine accepts', () => {
  it.each([
    [1, 2],
    [2, 3],
    [3, 4],
  ])('every offered action is legal, every panel within limits (seed %i, %i players)', (seed, players) => {
    let checked = 0;
    for (const state of states(seed, players, 400)) {
      for (let p = 0; p < players; p++) {
        expect(refusals(state, p)).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('reached every kind of action a panel can offer, builders included', () => {
    const kinds = [
      'cs',
      'bd',
      'gm',
      'sl',
      'co',
      'bo',
      'gt',
      'bm',
      'ct',
      'cr',
      'rd',
      'sg',
      'tp',
      'mr',
      'et',
      'ot',
      'at',
      'dt',
      'wt',
    ];
    expect([...offeredKinds].sort()).toEqual(expect.arrayContaining(kinds));
  });

  it('control: an illegal action planted among the offered ones is caught', () => {
    const [state] = states(1, 2, 1);
    expect(refusals(state, 0, 'et')).toEqual(['et: WRONG_PHASE']);
  });
});
