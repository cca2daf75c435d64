// The advanced game's actions for keyboard players (K-70 … K-73): /kogge tax, conflict, look,
// bid (the conflict's secret bid too) and route (Memory's start swap) list only what
// legalActions lists, each read back by code or label and accepted by the engine.
import { describe, expect, it } from 'vitest';
import { data } from '../../../commands/kogge';
import { SLASH_ACTIONS } from '../../../commands/kogge/slash';
import { apply } from '../../../src/engine/index';
import { advancedActionTypes } from '../../support/advanced-actions';
import { game } from '../../engine/advanced/helpers';
import { errorText } from '../../../src/i18n/index';
import { readChoice } from '../../../src/bot/slash/action-command';
import { slashChoices } from '../../../src/bot/slash/choices';
import { namesOf } from '../../../src/bot/text';
import { advancedStates, isAdvancedPrompt } from '../advanced-states';

// The prompts, every 7th state kept, and each turn's start.
const sampledStates = () =>
  advancedStates(
    [71, 72],
    (s, kept) =>
      isAdvancedPrompt(s) || kept % 7 === 0 || (s.phase.kind === 'turn' && s.phase.turn.moves === 0),
  );

describe('slash subcommands for the advanced game', () => {
  it('every advanced action the engine has is reached by some subcommand', () => {
    const reached = new Set(SLASH_ACTIONS.flatMap((a) => a.types));
    const advanced = advancedActionTypes(game({}));
    expect(advanced.filter((t) => !reached.has(t))).toEqual([]);
  });

  it('stays within Discord’s 25 subcommands', () => {
    // Discord refuses a command with more than 25 options (subcommands and groups): the tools sit in groups.
    expect(data.toJSON().options?.length ?? 0).toBeLessThanOrEqual(25);
  });

  it('K-73.4: /kogge route’s description names Memory’s start swap, every description within 100 characters', () => {
    interface Described {
      name: string;
      description: string;
      options?: Described[];
    }
    const all = (o: Described, path: string): [string, string][] => [
      [path, o.description],
      ...(o.options ?? []).flatMap((c) => all(c, `${path} ${c.name}`)),
    ];
    const json = data.toJSON() as unknown as Described;
    const descriptions = all(json, `/${json.name}`);
    expect(descriptions.length).toBeGreaterThan(20);
    // Discord refuses a command or option description over 100 characters.
    expect(descriptions.filter(([, d]) => d.length < 1 || d.length > 100)).toEqual([]);
    const route = new Map(descriptions).get('/kogge route') ?? '';
    expect(route).toMatch(/Memory/);
    expect(route).toMatch(/swap a start route/);
    expect(new Map(descriptions).get('/kogge route change')).toMatch(/keep both start routes/);
  });

  it('K-70 … K-73: every listed advanced choice, read back by code or label, is accepted, and reads in words', () => {
    const advanced = new Set<string>(advancedActionTypes(game({})));
    const seen = new Set<string>();
    for (const state of sampledStates()) {
      for (const player of [0, 1, 2]) {
        for (const command of SLASH_ACTIONS) {
          for (const choice of slashChoices(state, player, command.types, 'en').slice(0, 30)) {
            if (!advanced.has(choice.action.type)) continue;
            seen.add(choice.action.type);
            expect(choice.label).not.toMatch(/[{}]|undefined/);
            expect(choice.label).not.toBe(choice.code);
            for (const typed of [choice.code, choice.label]) {
              const read = readChoice(state, player, command.types, typed, 'en');
              expect(read.choice, typed).not.toBeNull();
              const result = apply(state, read.choice?.action);
              expect(result.ok ? 'accepted' : `${typed} → ${result.error.code}`).toBe('accepted');
            }
          }
        }
      }
    }
    expect([...seen].sort()).toEqual([...advanced].sort());
  });

  it('K-72.6: typed numbers in a conflict are the secret bid; markers not held get a clear sentence', () => {
    const state = sampledStates().find(
      (s) =>
        s.phase.kind === 'conflict' && s.phase.conflict.stage === 'bids' && s.phase.conflict.bids[0] === null,
    );
    if (!state || state.phase.kind !== 'conflict') throw new Error('no conflict bid reached');
    const bidder = state.phase.conflict.challenger as number;
    const bid = SLASH_ACTIONS.find((a) => a.name === 'bid')!;
    const held = state.players[bidder].markers.findIndex((c) => c > 0);
    if (held >= 0) {
      const read = readChoice(state, bidder, bid.types, String(held), 'en');
      expect(read.choice?.action).toEqual({ type: 'conflictBid', player: bidder, markers: [held] });
      expect(apply(state, read.choice?.action).ok).toBe(true);
    }
    const missing = state.players[bidder].markers.findIndex((c) => c === 0);
    const typed = `${missing} ${missing}`;
    const read = readChoice(state, bidder, bid.types, typed, 'en');
    const result = apply(state, read.choice?.action);
    if (result.ok) throw new Error('accepted markers not held');
    expect(result.error.code).toBe('MARKER_NOT_HELD');
    expect(errorText(result.error, namesOf(state), 'en')).toMatch(/^[A-Z].*\.$/);
  });
});
