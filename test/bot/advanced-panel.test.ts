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
import { addToDraft, draftArgs, offerDraft } from '../../src/bot/panel/offer-sections';
import { BLUE, GREEN, RED, addOffice, setGoods } from '../engine/helpers';
import { game, turnWithCogs } from '../engine/advanced/helpers';
import { advancedStates, isAdvancedPrompt } from './advanced-states';

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

const promptStates = () => advancedStates([51, 52, 53], isAdvancedPrompt);

describe('the panel for the advanced prompts', () => {
  it('offers the owner of each prompt choices that the engine accepts', () => {
    const kinds = new Set<string>();
    for (const state of promptStates()) {
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
    const state = promptStates().find(
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

describe('K-71: the offer builder with offices', () => {
  /** Red's turn in Stralsund (6), alone there but for Blue's office with 2 amber; Red holds 1 salt. */
  function atOffice(rules = { officeTrading: true }): GameState {
    let s = game(rules, 3, 1, [1, 3, 5]);
    s.order = [RED, GREEN, BLUE];
    s = turnWithCogs(s, RED, { [RED]: 6, [GREEN]: 0, [BLUE]: 2 });
    s = addOffice(s, 6, BLUE, { amber: 2 });
    return setGoods(s, RED, { salt: 1 });
  }
  const panelAt = (state: GameState, args?: string[]) =>
    buildPanel({ state, player: RED, locale: 'en', gameId: 'g1', version: state.version }, args);
  const navs = (panel: Panel) =>
    panel.components.flatMap((row) =>
      (row.components as { custom_id: string }[]).flatMap((c) => {
        const id = parseComponentId(c.custom_id);
        return id?.kind === 'nav' ? [id.args[0]] : [];
      }),
    );
  const options = (panel: Panel, builder: string) =>
    panel.components
      .flatMap((row) => row.components as { custom_id: string; options?: { label: string }[] }[])
      .find((c) => parseComponentId(c.custom_id)?.args[0] === builder)
      ?.options?.map((o) => o.label);

  it('K-71 the offer button shows when only an office could be traded with, and not without the rule', () => {
    expect(navs(panelAt(atOffice()))).toContain('offer');
    expect(navs(panelAt(atOffice({ officeTrading: false })))).not.toContain('offer');
  });

  it("K-71.1 the builder asks only for the office's goods and sends an offer the engine accepts", () => {
    const state = atOffice();
    const first = panelAt(state, ['offer']);
    expect(first.content).toContain("another player's office here");
    expect(options(first, 'ogive')?.filter((l) => !l.startsWith('route marker'))).toEqual(['1 salt']);
    // The office holds amber only: no other good can be asked of it; markers come from Blue's hand.
    expect(options(first, 'oask')?.filter((l) => !l.startsWith('route marker'))).toEqual(['1 amber']);
    let draft = addToDraft(offerDraft(['o0']), 'receive', 'ga');
    draft = addToDraft(draft, 'give', 'gs');
    const built = panelAt(state, ['offer', ...draftArgs(draft)]);
    expect(built.content).toContain("To Blue's office in Stralsund: you give 1 salt");
    expect(options(built, 'oask')?.filter((l) => !l.startsWith('route marker'))).toEqual(['1 amber']);
    const sent = codes(built).filter((c) => c.startsWith('ot.'));
    expect(sent).toHaveLength(1);
    const result = apply(state, decodeMove(sent[0], RED));
    if (!result.ok) throw new Error(result.error.code);
    expect(result.state.offers[0]).toMatchObject({ from: RED, to: BLUE, office: { city: 6, slot: 0 } });
    // Blue reads it as an offer to the office.
    const blue = buildPanel({ state: result.state, player: BLUE, locale: 'en', gameId: 'g1', version: 1 }, [
      'offers',
    ]);
    expect(blue.content).toContain('#1 from Red to your office in Stralsund: you get 1 salt');
    expect(blue.content).toMatch(/to your office in Stralsund: .*you give 1 amber/);
  });

  it('K-71 the builder never offers more of a good than the office holds', () => {
    const state = atOffice();
    let draft = addToDraft(offerDraft(['o0']), 'receive', 'ga');
    draft = addToDraft(draft, 'receive', 'ga');
    const full = panelAt(state, ['offer', ...draftArgs(draft)]);
    expect(options(full, 'oask')?.filter((l) => !l.startsWith('route marker'))).toEqual([]);
    for (const code of codes(full).filter((c) => c.startsWith('ot.')))
      expect(apply(state, decodeMove(code, RED)).ok).toBe(true);
  });
});
