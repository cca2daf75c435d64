// The action panel for the advanced game's prompts (K-70 … K-73): whoever owes a start swap,
// a tax, a conflict decision, a bid, a demand or a push gets a panel whose every choice the
// engine accepts; the paid look has its button and section; a conflict bid shows only in the
// bidder's own panel (N-77).
import { describe, expect, it } from 'vitest';
import { apply, blockingDecisions, type GameState } from '../../src/engine/index';
import { playRandomGame } from '../../src/ai/index';
import { decodeMove } from '../../src/bot/action-codec';
import { parseComponentId } from '../../src/bot/custom-id';
import { buildPanel, type Panel } from '../../src/bot/panel/panel';

const ALL = { taxes: true, officeTrading: true, conflicts: true, memory: true };

/** Every action code a panel offers directly: 'do' buttons and the options of 'do' selects. */
function codes(panel: Panel): string[] {
  const out: string[] = [];
  for (const row of panel.components) {
    for (const c of row.components as { custom_id: string; options?: { value: string }[] }[]) {
      const id = parseComponentId(c.custom_id);
      if (id?.kind !== 'do') continue;
      if (c.options) out.push(...c.options.map((o) => o.value));
      else out.push(id.args[0] ?? '');
    }
  }
  return out;
}

function advancedStates(): GameState[] {
  const out: GameState[] = [];
  for (const seed of [51, 52, 53]) {
    playRandomGame({
      seed,
      players: 3,
      options: ALL,
      check: false,
      onState: (s) => {
        if (s.phase.kind === 'startSwap' || s.phase.kind === 'taxes' || s.phase.kind === 'conflict')
          out.push(s);
      },
    });
  }
  return out;
}

describe('the panel for the advanced prompts', () => {
  it('offers the owner of each prompt choices that the engine accepts', () => {
    const kinds = new Set<string>();
    for (const state of advancedStates()) {
      for (const { player, decision } of blockingDecisions(state)) {
        const panel = buildPanel({ state, player, locale: 'en', gameId: 'g1', version: state.version });
        const offered = codes(panel);
        expect(offered.length).toBeGreaterThan(0);
        for (const code of offered) {
          const result = apply(state, decodeMove(code, player));
          expect(result.ok ? 'accepted' : `${code} → ${result.error.code}`).toBe('accepted');
        }
        expect(panel.content).not.toMatch(/[{}]|undefined/);
        kinds.add(decision);
      }
    }
    for (const decision of ['startSwap', 'tax', 'challenge', 'conflictBid', 'conflictDemand', 'conflictPush'])
      expect(kinds).toContain(decision);
  });

  it('N-77 a chosen bid shows in the bidder panel and in nobody else', () => {
    const state = advancedStates().find(
      (s) =>
        s.phase.kind === 'conflict' &&
        s.phase.conflict.stage === 'bids' &&
        s.phase.conflict.bids.some(Boolean),
    );
    expect(state).toBeDefined();
    if (!state || state.phase.kind !== 'conflict') return;
    const c = state.phase.conflict;
    const bidder = c.bids[0] ? (c.challenger as number) : (c.defender as number);
    const other = bidder === c.challenger ? (c.defender as number) : (c.challenger as number);
    const panelOf = (p: number) =>
      buildPanel({ state, player: p, locale: 'en', gameId: 'g1', version: state.version });
    const bidCodes = (p: number) => codes(panelOf(p)).filter((code) => code.startsWith('cb.'));
    expect(bidCodes(bidder)).toEqual([]);
    expect(bidCodes(other).length).toBeGreaterThan(0);
  });

  it('K-73.8 the turn panel has a look button whose section pays with any one unit held', () => {
    let found = 0;
    for (const seed of [61, 62]) {
      playRandomGame({
        seed,
        players: 2,
        options: { memory: true },
        check: false,
        onState: (state) => {
          if (state.phase.kind !== 'turn' || found > 5) return;
          const player = state.phase.turn.player;
          const main = buildPanel({ state, player, locale: 'en', gameId: 'g1', version: state.version });
          const hasLook = main.components.some((row) =>
            (row.components as { custom_id: string }[]).some(
              (c) => parseComponentId(c.custom_id)?.args[0] === 'look',
            ),
          );
          if (!hasLook) return;
          found += 1;
          const look = buildPanel({ state, player, locale: 'en', gameId: 'g1', version: state.version }, [
            'look',
          ]);
          const offered = codes(look);
          expect(offered.length).toBeGreaterThan(0);
          for (const code of offered) expect(apply(state, decodeMove(code, player)).ok).toBe(true);
        },
      });
    }
    expect(found).toBeGreaterThan(0);
  });
});
