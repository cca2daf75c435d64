// Issue 38: no placeholder reaches a player. `/kogge move`'s autocomplete and its "Done:" reply
// showed a literal `{side}` (sailLabel passed no `side`), and French and Italian league results
// a literal `${g.computer}`. A sentence's parameters are now part of its type (translate.ts,
// read from the English text; test/i18n/translate.test.ts holds the control that a missing one
// does not compile). Here, at run time: every key of every catalogue filled with the names its
// English text demands, then the real call sites (the slash choices and their "Done:" reply,
// every panel and the section one click away, the log, the coach's reasons for every move, the
// final post) over whole games, in every language: nothing shows `{name}` or `${…}`.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/ai/index';
import { reasonFor } from '../../src/ai/coach/reason';
import {
  expand,
  legalActions,
  publicView,
  type Action,
  type ActionType,
  type GameState,
} from '../../src/engine/index';
import {
  addCatalogue,
  CATALOGUES,
  en,
  formatLog,
  PSEUDO_LOCALE,
  pluralStored,
  t,
  tStored,
  type Catalogue,
  type MessageKey,
  type PluralKey,
} from '../../src/i18n/index';
import { parseComponentId } from '../../src/bot/custom-id';
import { buildPanel, type Panel } from '../../src/bot/panel/panel';
import { slashChoices } from '../../src/bot/slash/choices';
import { reasonText } from '../../src/bot/coach/reason-text';
import { endLines } from '../../src/bot/end-lines';
import { RULES } from '../../src/engine/rules/table';
import type { GameRecord } from '../../src/store/index';

const LOCALES = ['en', ...Object.keys(CATALOGUES), PSEUDO_LOCALE];

/** A placeholder left in: a catalogue's `{name}`, or a template literal's `${…}` kept as text. */
const LEFT_OVER = /\{\w+\}|\$\{/;

/** The texts among `texts` that show a placeholder, each with where it came from. */
function leftovers(texts: readonly { where: string; text: string }[]): string[] {
  return texts.filter(({ text }) => LEFT_OVER.test(text)).map(({ where, text }) => `${where}: ${text}`);
}

/** The names a sentence's English text demands: what its type (ParamNames) reads. */
const namesOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
const filledFor = (key: MessageKey) => Object.fromEntries(namesOf(en[key]).map((n) => [n, 'x']));

const FAMILIES = [
  ...new Set(
    (Object.keys(en) as MessageKey[]).flatMap((k) => (k.endsWith('.other') ? [k.slice(0, -6)] : [])),
  ),
] as PluralKey[];

/** Every key (and every plural form a language needs), filled with what its type demands. */
function everyKey(locale: string): { where: string; text: string }[] {
  const keys = (Object.keys(en) as MessageKey[]).map((key) => ({
    where: `${locale} ${key}`,
    text: tStored(key, filledFor(key), locale),
  }));
  const forms = FAMILIES.flatMap((family) =>
    [0, 1, 2, 5, 1_000_000].map((count) => ({
      where: `${locale} ${family} (${count})`,
      text: pluralStored(family, count, filledFor(`${family}.other` as MessageKey), locale),
    })),
  );
  return [...keys, ...forms];
}

describe('issue 38: every key, filled with the parameters its type demands', () => {
  it.each(LOCALES)('%s: no sentence shows a placeholder', (locale) => {
    const all = everyKey(locale);
    expect(all.length).toBeGreaterThan(1000);
    expect(leftovers(all)).toEqual([]);
  });

  it('control: a translation with a name English lacks, or a `${…}` written as text, is caught', () => {
    const planted: Catalogue = {
      'seat.handed.public.own': '{player} hat den Platz {ghost} abgegeben ({level}).',
      'post.standIn.other': 'Un ${g.computer} a pris {count} des {total} décisions de {player}.',
    };
    addCatalogue('xx-planted', planted);
    const found = leftovers(everyKey('xx-planted'));
    expect(found.some((f) => f.startsWith('xx-planted seat.handed.public.own:'))).toBe(true);
    expect(found.some((f) => f.startsWith('xx-planted post.standIn (2)'))).toBe(true);
  });
});

/** States of whole random games: the basic game at 2, 3 and 4 seats and the advanced one. */
function gameStates(): GameState[] {
  const out: GameState[] = [];
  const keep = (every: number) => {
    let i = 0;
    return (s: GameState) => {
      if (i++ % every === 0) out.push(s);
    };
  };
  for (const [seed, players] of [
    [381, 2],
    [382, 3],
    [383, 4],
  ] as const)
    playRandomGame({ seed, players, check: false, onState: keep(9) });
  const advanced = { taxes: true, officeTrading: true, conflicts: true, memory: true };
  for (const seed of [384, 385])
    playRandomGame({ seed, players: 3, options: advanced, check: false, onState: keep(4) });
  return out;
}

interface Control {
  custom_id: string;
  label?: string;
  placeholder?: string;
  options?: { label: string; description?: string }[];
}

const controlsOf = (panel: Panel): Control[] =>
  panel.components.flatMap((row) => row.components as unknown as Control[]);

/** A panel's words: its lines, its buttons, its selects and their options. */
function panelTexts(panel: Panel, where: string): { where: string; text: string }[] {
  return [
    { where, text: panel.content },
    ...controlsOf(panel).flatMap((c) => [
      ...(c.label ? [{ where: `${where} button`, text: c.label }] : []),
      ...(c.placeholder ? [{ where: `${where} select`, text: c.placeholder }] : []),
      ...(c.options ?? []).flatMap((o) => [
        { where: `${where} option`, text: o.label },
        ...(o.description ? [{ where: `${where} option`, text: o.description }] : []),
      ]),
    ]),
  ];
}

/** The main panel and every section one click away, for a seat. */
function panelsOf(state: GameState, player: number, locale: string): { where: string; text: string }[] {
  const ctx = { gameId: 'g', version: state.version, state, player, locale, hints: true, coach: true };
  const main = buildPanel(ctx);
  const next = controlsOf(main)
    .map((c) => parseComponentId(c.custom_id))
    .filter((id) => id?.kind === 'nav')
    .map((id) => buildPanel(ctx, id?.args));
  return [main, ...next].flatMap((p) => panelTexts(p, `${locale} panel ${state.phase.kind}`));
}

const ALL_TYPES = Object.keys(RULES) as ActionType[];

/** The slash choices of every kind, as the autocomplete shows them, and the "Done:" reply to each. */
function slashTexts(state: GameState, player: number, locale: string): { where: string; text: string }[] {
  return slashChoices(state, player, ALL_TYPES, locale).flatMap((c) => [
    { where: `${locale} /kogge ${c.action.type} choice`, text: c.label },
    { where: `${locale} /kogge ${c.action.type} done`, text: t('slash.done', { action: c.label }, locale) },
  ]);
}

/** The coach's reason for every move open to the seat: each move named, each reason said. */
function reasonTexts(state: GameState, player: number, locale: string): { where: string; text: string }[] {
  const legal = legalActions(state, player);
  const names = (p: number) => state.players[p]?.name ?? '?';
  return legal.flatMap((listing) =>
    expand(listing, player, 40).map((action: Action) => ({
      where: `${locale} coach ${action.type}`,
      text: reasonText(reasonFor(state, player, action, legal), names, locale),
    })),
  );
}

describe('issue 38: the real call sites over whole games show no placeholder', () => {
  const states = gameStates();

  it.each(LOCALES)(
    '%s: slash choices and "Done:", panels, the coach and the log',
    (locale) => {
      const texts: { where: string; text: string }[] = [];
      const seen = new Set<ActionType>();
      for (const state of states)
        for (let p = 0; p < state.players.length; p++) {
          if (legalActions(state, p).length === 0) continue;
          const slash = slashTexts(state, p, locale);
          texts.push(...slash, ...panelsOf(state, p, locale), ...reasonTexts(state, p, locale));
          for (const l of legalActions(state, p)) seen.add(l.type);
        }
      const last = states.at(-1) as GameState;
      const names = (p: number) => last.players[p]?.name ?? '?';
      texts.push(
        ...formatLog(publicView(last).log, names, locale).map((text) => ({ where: `${locale} log`, text })),
      );
      // Every kind of move was met, the route choices (sail) among them.
      expect([...seen].sort()).toEqual(
        expect.arrayContaining(['sail', 'moveRaider', 'pushLoser', 'startSwap']),
      );
      expect(texts.filter((x) => x.where.includes('/kogge sail choice')).length).toBeGreaterThan(20);
      expect(leftovers(texts)).toEqual([]);
    },
    240_000,
  );

  it.each(LOCALES)('%s: the final post names the seats a computer player played', (locale) => {
    const game = playRandomGame({ seed: 386, players: 3, check: false });
    const state = game.final;
    const record = {
      locale,
      league: undefined,
      forfeits: [],
      actions: game.actions,
      standIns: [{ seat: 1, level: 'normal', from: 10 }],
    } as unknown as GameRecord;
    const lines = endLines(record, state, publicView(state));
    expect(lines.length).toBeGreaterThan(state.players.length + 1);
    expect(leftovers(lines.map((text) => ({ where: `${locale} end`, text })))).toEqual([]);
  });

  it('control: a route label missing a parameter (as sailLabel once missed {side}) is caught by the same check', () => {
    const state = states.find(
      (s) => slashChoices(s, s.phase.kind === 'turn' ? s.phase.turn.player : 0, ['sail'], 'en').length > 0,
    ) as GameState;
    const player = state.phase.kind === 'turn' ? state.phase.turn.player : 0;
    const fixed = slashTexts(state, player, 'en').filter((x) => x.where.includes('sail'));
    expect(fixed.length).toBeGreaterThan(0);
    expect(leftovers(fixed)).toEqual([]);
    // The route label with its city left out, as the old label left out its side.
    const before = tStored('button.route.open', { cost: 0 });
    const done = t('slash.done', { action: t('slash.label.sail', { route: before, payment: '' }) });
    expect(leftovers([{ where: 'before', text: done }])).toEqual([`before: ${done}`]);
    expect(done).toContain('{city}');
  });
});
