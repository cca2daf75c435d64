// Issue 22: the bot's action table covers every action type of the engine. The mapped type
// makes a missing entry a compile error (the @ts-expect-error below is checked by tsc); at
// run time each entry's code round-trips a sample action of its type, its catalogue keys
// and its rules topic exist, the entries of one subcommand agree on its option, and each
// panel section name belongs to one entry.
import { describe, expect, it } from 'vitest';
import { ActionSchema, type Action, type ActionOf, type ActionType } from '../../../src/engine/index';
import { en } from '../../../src/i18n/index';
import { decodeMove, encodeMove, type Move } from '../../../src/bot/action-codec';
import type { ActionEntries, ActionEntry } from '../../../src/bot/actions/entry';
import { ACTION_ENTRIES, ENTRY_LIST } from '../../../src/bot/actions/table';
import { ACTION_SUBCOMMANDS } from '../../../src/bot/slash/action-subcommands';
import { RULE_TOPICS } from '../../../src/bot/rule-topics';

// Compile-time: a table without one action's entry is not an ActionEntries.
const { pushLoser: _left, ...withoutOne } = ACTION_ENTRIES;
// @ts-expect-error pushLoser's entry is missing
const _incomplete: ActionEntries = withoutOne;

// Compile-time: an entry must say what it shows on the panel, a prompt and detail sections or
// null, so a new decision cannot be left without its panel section by forgetting it.
const { prompt: _prompt, ...withoutPrompt } = ACTION_ENTRIES.payTax;
// @ts-expect-error payTax's entry has no prompt
const _noPrompt: ActionEntry<'payTax'> = withoutPrompt;
const { sections: _sections, ...withoutSections } = ACTION_ENTRIES.sail;
// @ts-expect-error sail's entry has no sections
const _noSections: ActionEntry<'sail'> = withoutSections;

const none = { ore: 0, fur: 0, amber: 0, salt: 0 };

/** The panel's own section names, looked at before the entries' (panel/panel.ts). */
const PANEL_SECTIONS = ['main', 'offer', 'offers'];

/** Section names listed by more than one entry, or taken by the panel itself. */
function sectionClashes(entries: readonly ActionEntry<ActionType>[]): string[] {
  const names = [...PANEL_SECTIONS, ...entries.flatMap((e) => Object.keys(e.sections ?? {}))];
  return names.filter((name, i) => names.indexOf(name) !== i);
}

/** One sample per action type, typed like the table, so a new action needs a sample too. */
const SAMPLES: { [T in ActionType]: ActionOf<T> } = {
  chooseStart: { type: 'chooseStart', player: 1, marker: 4 },
  bid: { type: 'bid', player: 2, markers: [8, 5, 0] },
  moveGuildMaster: { type: 'moveGuildMaster', player: 0, steps: 2 },
  sail: { type: 'sail', player: 3, route: 1, payment: [{ good: 'amber' }, { marker: 7 }] },
  collectOffice: { type: 'collectOffice', player: 0 },
  buildOffice: { type: 'buildOffice', player: 1 },
  gmTrade: { type: 'gmTrade', player: 0, trade: { kind: 'bonusChit', good: 'salt', chit: 'moveTwo' } },
  buyMarkers: { type: 'buyMarkers', player: 2, pair: 3, good: 'fur' },
  cityTrade: { type: 'cityTrade', player: 1, give: { ...none, ore: 2 }, receive: { ...none, salt: 1 } },
  changeRoute: { type: 'changeRoute', player: 0, square: 1, marker: 6 },
  raid: { type: 'raid', player: 1, target: { kind: 'cog', victim: 3 } },
  endTurn: { type: 'endTurn', player: 2 },
  splitGoods: { type: 'splitGoods', player: 3, pile: { ...none, fur: 1, amber: 2 } },
  takePile: { type: 'takePile', player: 0, pile: 1 },
  moveRaider: { type: 'moveRaider', player: 1, square: 0 },
  offerTrade: {
    type: 'offerTrade',
    player: 0,
    to: 2,
    give: { goods: { ...none, ore: 1 }, markers: [3] },
    receive: { goods: { ...none, amber: 1 }, markers: [] },
    office: { city: 5, slot: 1 },
  },
  acceptTrade: { type: 'acceptTrade', player: 1, offer: 12 },
  declineTrade: { type: 'declineTrade', player: 1, offer: 3 },
  withdrawTrade: { type: 'withdrawTrade', player: 0, offer: 7 },
  setAutoCollect: { type: 'setAutoCollect', player: 2, on: false },
  startSwap: { type: 'startSwap', player: 1, swap: { square: 0, marker: 2 } },
  payTax: { type: 'payTax', player: 3, good: 'ore' },
  lookAtRoutes: { type: 'lookAtRoutes', player: 0, payment: [{ marker: 1 }] },
  challenge: { type: 'challenge', player: 1, opponent: 2 },
  declineConflict: { type: 'declineConflict', player: 2 },
  conflictBid: { type: 'conflictBid', player: 0, markers: [] },
  demandGoods: { type: 'demandGoods', player: 1, goods: { ...none, fur: 2, salt: 1 } },
  pushLoser: { type: 'pushLoser', player: 0, square: null },
};

const ENGINE_TYPES = ActionSchema.options.map((o) => o.shape.type.value);

/** Whether `entry` writes the sample into one code of at most 100 characters and reads it back. */
function roundTrips(entry: ActionEntry<ActionType>, sample: Action): boolean {
  const { player, ...move } = sample;
  const code = entry.encode(move);
  const [kind, ...parts] = code.split('.');
  return (
    code.length <= 100 &&
    kind === entry.code &&
    JSON.stringify(entry.decode(parts, player)) === JSON.stringify(sample)
  );
}

describe('the action entries (issue 22)', () => {
  it('has one entry for every action type of the engine, and no other', () => {
    expect(Object.keys(ACTION_ENTRIES).sort()).toEqual([...ENGINE_TYPES].sort());
  });

  it('each sample is an action the engine reads (its zod schema)', () => {
    for (const sample of Object.values(SAMPLES))
      expect(ActionSchema.safeParse(sample).success, sample.type).toBe(true);
  });

  it("each entry's code round-trips a sample of its type, directly and through the codec", () => {
    for (const type of ENGINE_TYPES) {
      const sample = SAMPLES[type];
      expect(roundTrips(ACTION_ENTRIES[type] as ActionEntry<ActionType>, sample), type).toBe(true);
      const { player, ...move } = sample;
      expect(decodeMove(encodeMove(move as Move), player), type).toEqual(sample);
    }
  });

  it('the round-trip check catches a code that loses a field (control)', () => {
    const broken: ActionEntry<'payTax'> = {
      ...ACTION_ENTRIES.payTax,
      decode: (_parts, player) => ({ type: 'payTax', player }),
    };
    expect(roundTrips(broken as ActionEntry<ActionType>, SAMPLES.payTax)).toBe(false);
    const wrongKind: ActionEntry<'endTurn'> = { ...ACTION_ENTRIES.endTurn, code: 'ex' };
    expect(roundTrips(wrongKind as ActionEntry<ActionType>, SAMPLES.endTurn)).toBe(false);
  });

  it('no two entries share a code, so every code finds one entry', () => {
    const codes = ENTRY_LIST.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("no two entries list one detail section, nor one of the panel's own", () => {
    expect(sectionClashes(ENTRY_LIST)).toEqual([]);
    const names = ENTRY_LIST.flatMap((e) => Object.keys(e.sections ?? {})).sort();
    expect(names).toEqual(['buy', 'gm', 'pay', 'raid', 'route', 'sail', 'trade']);
  });

  it('the clash check finds a section listed twice or named like the main panel (control)', () => {
    const twice = { ...ACTION_ENTRIES.raid, sections: { sail: () => null } } as ActionEntry<ActionType>;
    const main = { ...ACTION_ENTRIES.raid, sections: { main: () => null } } as ActionEntry<ActionType>;
    expect(sectionClashes([...ENTRY_LIST, twice])).toEqual(['sail']);
    expect(sectionClashes([main])).toEqual(['main']);
  });

  it('a code of no entry, an inherited name among them, decodes to nothing', () => {
    for (const code of ['', 'zz', '__proto__', 'constructor', 'toString.1', 'x'.repeat(5000), '.'.repeat(99)])
      expect(decodeMove(code, 0), code).toBeNull();
  });

  it("every catalogue key an entry names, its coach's name among them, is in the English catalogue, and its rules topic's too", () => {
    for (const [type, entry] of Object.entries(ACTION_ENTRIES)) {
      expect(entry.keys.length, type).toBeGreaterThan(0);
      for (const key of entry.keys) expect(Object.hasOwn(en, key), `${type}: ${key}`).toBe(true);
      expect(RULE_TOPICS, type).toContain(entry.help);
      expect(Object.hasOwn(en, `rules.${entry.help}.title`), type).toBe(true);
    }
  });

  it('the entries of one subcommand agree on its option; subcommands keep their registered order', () => {
    const options = new Map<string, string | null>();
    for (const entry of ENTRY_LIST) {
      if (!entry.slash) continue;
      const { name, option } = entry.slash;
      if (options.has(name)) expect(option, name).toBe(options.get(name));
      options.set(name, option);
      expect(entry.keys, name).toContain(`slash.${name}`);
    }
    expect(ACTION_SUBCOMMANDS.map((s) => s.name)).toEqual([
      'start',
      'bid',
      'move',
      'build',
      'guild',
      'buy',
      'trade',
      'route',
      'raid',
      'end',
      'tax',
      'conflict',
      'look',
    ]);
    expect(ACTION_SUBCOMMANDS.find((s) => s.name === 'bid')?.types).toEqual(['bid', 'conflictBid']);
  });
});
