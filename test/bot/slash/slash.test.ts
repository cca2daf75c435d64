import { PermissionFlagsBits, PermissionsBitField } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { mayAbandon } from '../../../commands/kogge/abandon';
import { RULE_TOPICS, ruleParams } from '../../../commands/kogge/rules';
import { apply, concreteActions, newGame, type GameState } from '../../../src/engine/index';
import { readChoice } from '../../../src/bot/slash/action-command';
import { slashChoices } from '../../../src/bot/slash/choices';
import { holdingItems, parseHoldings } from '../../../src/bot/slash/holdings-text';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUN, letterWords, runHashes, words } from './word-runs';

const HERE = dirname(fileURLToPath(import.meta.url));

const host = { hostId: 'h' };

describe('/kogge game abandon: who may', () => {
  it('lets the host abandon without any permission', () => {
    expect(mayAbandon(host, 'h', new PermissionsBitField())).toBe(true);
  });
  it('lets a member with Manage Server abandon', () => {
    expect(mayAbandon(host, 'x', new PermissionsBitField(PermissionFlagsBits.ManageGuild))).toBe(true);
  });
  it('refuses anyone else, even with other permissions', () => {
    const others = new PermissionsBitField([
      PermissionFlagsBits.ManageMessages,
      PermissionFlagsBits.SendMessages,
    ]);
    expect(mayAbandon(host, 'x', others)).toBe(false);
    expect(mayAbandon(host, 'x', null)).toBe(false);
  });
});

describe('/kogge offer: goods and markers as typed', () => {
  it('reads counts, goods and markers joined by commas, plus or and', () => {
    expect(parseHoldings('2 ore, fur + marker 3 and m5', 'en')).toEqual({
      goods: { ore: 2, fur: 1, amber: 0, salt: 0 },
      markers: [3, 5],
    });
    expect(parseHoldings('', 'en')).toEqual({ goods: { ore: 0, fur: 0, amber: 0, salt: 0 }, markers: [] });
  });
  it('refuses what is not a good or a marker 0–8', () => {
    expect(parseHoldings('3 unicorns', 'en')).toBeNull();
    expect(parseHoldings('marker 9', 'en')).toBeNull();
  });
});

/** Plays seeded random legal actions, so the choices are checked in many situations. */
function states(seed: number, steps: number): GameState[] {
  const created = newGame({
    seed,
    players: [
      { id: 'a', name: 'Ann' },
      { id: 'b', name: 'Ben' },
      { id: 'c', name: 'Cy' },
    ],
  });
  if (!created.ok) throw new Error(created.error.code);
  let state = created.state;
  const out: GameState[] = [];
  let r = seed;
  for (let i = 0; i < steps && state.phase.kind !== 'ended'; i++) {
    out.push(state);
    const all = [0, 1, 2]
      .flatMap((p) => concreteActions(state, p, 20))
      .filter((a) => a.type !== 'offerTrade');
    r = (r * 1103515245 + 12345) % 2 ** 31;
    const result = apply(state, all[r % all.length]);
    if (result.ok) state = result.state;
  }
  return out;
}

const KINDS = [
  'chooseStart',
  'bid',
  'sail',
  'moveRaider',
  'buildOffice',
  'collectOffice',
  'moveGuildMaster',
  'gmTrade',
  'buyMarkers',
  'cityTrade',
  'changeRoute',
  'raid',
  'splitGoods',
  'takePile',
  'endTurn',
] as const;

describe('slash choices come from legalActions', () => {
  it('every listed choice, read back by its code or its label, is accepted by the engine', () => {
    let checked = 0;
    for (const state of states(11, 120)) {
      for (const player of [0, 1, 2]) {
        for (const choice of slashChoices(state, player, KINDS, 'en').slice(0, 30)) {
          for (const typed of [choice.code, choice.label]) {
            const read = readChoice(state, player, KINDS, typed, 'en');
            expect(read.choice, typed).not.toBeNull();
            expect(apply(state, read.choice?.action).ok, typed).toBe(true);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});

describe('/kogge rules', () => {
  it('has a title, rule ids and a summary for every topic, within 25 choices', () => {
    expect(RULE_TOPICS.length).toBeLessThanOrEqual(25);
    for (const topic of RULE_TOPICS) {
      const p = ruleParams(topic, 'en');
      expect(p.ids).toMatch(/^K-\d+/);
      expect(p.summary.length).toBeGreaterThan(40);
    }
  });
  it('K-73: the route topic tells of Memory’s face-down swaps and the start swap, and how to make it', () => {
    const route = ruleParams('route', 'en');
    expect(route.ids).toBe('K-43, K-73');
    expect(route.summary).toMatch(/Memory variant face-down markers can be swapped too/);
    expect(route.summary).toMatch(/both markers of their start city/);
    expect(route.summary).toMatch(/\/kogge route/);
  });
  it('K-70 … K-73: every advanced rule /kogge new offers has a topic under its rule id', () => {
    const advanced = { taxes: 'K-70', officeTrading: 'K-71', conflicts: 'K-72', memory: 'K-73' } as const;
    for (const [topic, id] of Object.entries(advanced)) {
      const p = ruleParams(topic as keyof typeof advanced, 'en');
      expect(p.ids.split(', ')[0]).toBe(id);
      expect(p.title).toMatch(/\(advanced\)$/);
    }
    expect(ruleParams('conflicts', 'en').summary).toMatch(/up to three goods/);
    expect(ruleParams('memory', 'en').summary).toMatch(/face down/);
  });
  // The rulebook's runs of eight words, hashed (scripts/rulebook-runs.ts): its text is not ours to ship.
  const book = new Set(readFileSync(join(HERE, 'rulebook-runs.txt'), 'utf8').split('\n').filter(Boolean));
  /** Whether `text` shares a run of eight words with the rulebook. */
  const copiesRulebook = (text: string): boolean => runHashes(text).some((h) => book.has(h));

  it('summarises in our own words: no run of eight words is copied from the rulebook', () => {
    for (const topic of RULE_TOPICS)
      expect(copiesRulebook(ruleParams(topic, 'en').summary), topic).toBe(false);
  });
  it('control: a summary with a rulebook phrase planted in it is caught', () => {
    // Twelve words of the rulebook's section on the route markers' cup, quoted to plant the fault.
    const planted = `${ruleParams('raid', 'en').summary} placed in a cup from which they are drawn at random as`;
    expect(copiesRulebook(planted)).toBe(true);
    expect(words(planted).length).toBeGreaterThan(RUN);
  });
});

describe('/kogge offer: goods and markers as typed in French (issue 25)', () => {
  it('reads the French words and the × counts the French catalogue writes', () => {
    expect(parseHoldings('1 minerai, fourrure ×2 et tuile 3 + Sel x3', 'fr')).toEqual({
      goods: { ore: 1, fur: 2, amber: 0, salt: 3 },
      markers: [3],
    });
    // The English words still read, whatever the locale.
    expect(parseHoldings('2 ore, marker 5', 'fr')).toEqual({
      goods: { ore: 2, fur: 0, amber: 0, salt: 0 },
      markers: [5],
    });
  });

  it('reads back every item the autocomplete suggests in French', () => {
    const items = holdingItems(['ore', 'fur', 'amber', 'salt'], [0, 4, 8], 'fr');
    expect(items).toEqual([
      'minerai ×1',
      'fourrure ×1',
      'ambre ×1',
      'sel ×1',
      'tuile 0',
      'tuile 4',
      'tuile 8',
    ]);
    expect(parseHoldings(items.join(', '), 'fr')).toEqual({
      goods: { ore: 1, fur: 1, amber: 1, salt: 1 },
      markers: [0, 4, 8],
    });
  });

  it('refuses a French word that is no good, and a tile off the board', () => {
    expect(parseHoldings('2 licornes', 'fr')).toBeNull();
    expect(parseHoldings('tuile 9', 'fr')).toBeNull();
    // "et" splits only as a word: "sel" or "minerai" are not cut at their letters.
    expect(parseHoldings('minerai ×2', 'fr')?.goods.ore).toBe(2);
  });
});

describe('/kogge rules in French: our own words too (issue 25)', () => {
  const book = new Set(readFileSync(join(HERE, 'rulebook-runs-fr.txt'), 'utf8').split('\n').filter(Boolean));
  /** Whether `text` shares a run of eight words with the French rulebook. */
  const copiesRulebook = (text: string): boolean => runHashes(text, letterWords).some((h) => book.has(h));

  it('summarises in our own words: no run of eight words is copied from the French rulebook', () => {
    for (const topic of RULE_TOPICS) {
      const { summary } = ruleParams(topic, 'fr');
      expect(summary).not.toBe(ruleParams(topic, 'en').summary);
      expect(copiesRulebook(summary), topic).toBe(false);
    }
  });
  it('control: a summary with a French rulebook phrase planted in it is caught', () => {
    // Eleven words of the rulebook's opening, quoted to plant the fault.
    const planted = `${ruleParams('raid', 'fr').summary} les joueurs devront commercer avec le meilleur profit, ouvrir des comptoirs`;
    expect(copiesRulebook(planted)).toBe(true);
    expect(letterWords('l’échevin de la guilde')).toEqual(['l', 'échevin', 'de', 'la', 'guilde']);
  });
});

describe('/kogge offer: goods and markers as typed in Italian (issue 25)', () => {
  it('reads the Italian words and the × counts the Italian catalogue writes', () => {
    expect(parseHoldings('1 minerale, pelliccia ×2 e segnalino 3 + Sale x3', 'it')).toEqual({
      goods: { ore: 1, fur: 2, amber: 0, salt: 3 },
      markers: [3],
    });
  });

  it('reads back every item the autocomplete suggests in Italian, and the examples the descriptions give', () => {
    const items = holdingItems(['ore', 'fur', 'amber', 'salt'], [0, 4, 8], 'it');
    expect(items).toEqual([
      'minerale ×1',
      'pelliccia ×1',
      'ambra ×1',
      'sale ×1',
      'segnalino 0',
      'segnalino 4',
      'segnalino 8',
    ]);
    expect(parseHoldings(items.join(', '), 'it')).toEqual({
      goods: { ore: 1, fur: 1, amber: 1, salt: 1 },
      markers: [0, 4, 8],
    });
    // slash.offer.give and slash.offer.get: "1 minerale, segnalino 3" and "pelliccia ×2".
    expect(parseHoldings('1 minerale, segnalino 3', 'it')).toEqual({
      goods: { ore: 1, fur: 0, amber: 0, salt: 0 },
      markers: [3],
    });
    expect(parseHoldings('pelliccia ×2', 'it')?.goods.fur).toBe(2);
  });

  it('refuses an Italian word that is no good, and a marker off the board', () => {
    expect(parseHoldings('2 unicorni', 'it')).toBeNull();
    expect(parseHoldings('segnalino 9', 'it')).toBeNull();
    // "e" splits only as a word: "sale" or "minerale" are not cut at their letters.
    expect(parseHoldings('sale ×2', 'it')?.goods.salt).toBe(2);
  });
});

describe('/kogge rules in Italian: our own words too (issue 25)', () => {
  const book = new Set(readFileSync(join(HERE, 'rulebook-runs-it.txt'), 'utf8').split('\n').filter(Boolean));
  /** Whether `text` shares a run of eight words with the Italian rulebook. */
  const copiesRulebook = (text: string): boolean => runHashes(text, letterWords).some((h) => book.has(h));

  it('summarises in our own words: no run of eight words is copied from the Italian rulebook', () => {
    for (const topic of RULE_TOPICS) {
      const { summary } = ruleParams(topic, 'it');
      expect(summary).not.toBe(ruleParams(topic, 'en').summary);
      expect(copiesRulebook(summary), topic).toBe(false);
    }
  });
  it('control: a summary with an Italian rulebook phrase planted in it is caught', () => {
    // Thirteen words of the rulebook's opening, quoted to plant the fault.
    const planted = `${ruleParams('raid', 'it').summary} usando le rotte commerciali i giocatori tentano di scambiare le loro merci, guadagnando`;
    expect(copiesRulebook(planted)).toBe(true);
  });
});
