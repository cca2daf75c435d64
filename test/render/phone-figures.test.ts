// The phone companion is complete (issue 13): every figure a player needs to decide is in its
// drawn text, read back from the drawing and compared with the public view: per city its route
// values (face down "?"), goods, offices (whose, by letter) with their goods, and the pieces
// there (the guild master, cogs and raid markers, by letter); the guild master's city and
// track; whose turn and what is awaited; each player's DP. For the fixtures and every other
// state of a random game, with controls that drop one figure and that compare with another view.
import { describe, expect, it } from 'vitest';
import { GAME_END_STEPS, GOODS, publicView, type GameState, type PublicView } from '../../src/engine/index';
import { cityName, t } from '../../src/i18n/index';
import { drawPhoneBoard } from '../../src/render/index';
import { blockingWaits, decisionLabel, phaseLabel } from '../../src/render/panel/labels';
import { recordText, type DrawnText } from './drawn-text';
import { BOARD_FIXTURES, midGameState } from './fixtures';
import { eachState, randomStates } from './random-states';

/** The city table's columns, by their left edges in the phone image (draw-phone.ts's COL). */
const COLUMNS = { routes: 176, goods: 252, offices: 436, pieces: 660, end: 820 } as const;

const centreY = (d: DrawnText) => (d.box[1] + d.box[3]) / 2;
const letter = (view: PublicView, player: number) => t(`color.letter.${view.players[player].color}`);

/** In reading order: line by line (a jump of more than 12 px starts a line), left to right. */
function reading(texts: DrawnText[]): string[] {
  const byY = [...texts].sort((a, b) => centreY(a) - centreY(b));
  const lines: DrawnText[][] = [];
  for (const d of byY) {
    const line = lines[lines.length - 1];
    if (line && centreY(d) - centreY(line[0]) <= 12) line.push(d);
    else lines.push([d]);
  }
  return lines.flatMap((line) => line.sort((a, b) => a.box[0] - b.box[0]).map((d) => d.text));
}

/** What a city's row must say, column by column, from the public view. */
function expectedCity(
  view: PublicView,
  city: number,
): Record<'routes' | 'goods' | 'offices' | 'pieces', string[]> {
  const c = view.cities[city];
  const counts = (goods: PublicView['cities'][number]['goods']) =>
    GOODS.filter((g) => goods[g] > 0).map((g) => String(goods[g]));
  return {
    routes: c.squares.map((sq) => (sq.faceUp && sq.value !== null ? String(sq.value) : '?')),
    goods: counts(c.goods),
    offices: c.offices.flatMap((o) => [letter(view, o.owner), ...counts(o.goods)]),
    pieces: [
      ...(view.guildMaster.city === city ? [t('board.piece.guildMaster')] : []),
      ...c.cogs.map((p) => letter(view, p)),
      ...c.raids.map((p) => letter(view, p)),
    ],
  };
}

/** Every figure the view has that the drawn text lacks, named; empty when the image is complete. */
function missingFigures(view: PublicView, drawn: DrawnText[]): string[] {
  const missing: string[] = [];
  const texts = drawn.map((d) => d.text);
  const need = (text: string, what: string) => {
    if (!texts.includes(text)) missing.push(`${what}: "${text}"`);
  };
  // The header: the guild master's city and track, the phase (whose turn), what is awaited.
  need(t('board.guildMasterIn', { city: cityName(view.guildMaster.city) }), "guild master's city");
  need(
    t('board.progress', { steps: Math.min(view.guildMaster.steps, GAME_END_STEPS), end: GAME_END_STEPS }),
    "guild master's track",
  );
  if (view.phase.kind !== 'ended') need(phaseLabel('en', view), 'phase');
  const waits = blockingWaits(view);
  if (waits.length > 0) {
    const decision = decisionLabel('en', waits[0].decision, view);
    need(
      waits.length === 1
        ? t('board.waitingFor', { player: view.players[waits[0].player].name, decision })
        : decision,
      'awaited',
    );
  }
  // Each player's DP, in the player's own row (the row's centre within a few px of the name's).
  for (const player of view.players) {
    const name = drawn.find((d) => d.text === player.name);
    const dp = t('board.dp', { dp: player.dp });
    if (!name) missing.push(`name: "${player.name}"`);
    else if (!drawn.some((d) => d.text === dp && Math.abs(centreY(d) - centreY(name)) < 6))
      missing.push(`${player.name}'s DP: "${dp}"`);
  }
  // The city table: each text below the table's head belongs to the city whose name is nearest.
  const head = drawn.find((d) => d.text === t('phone.column.city'));
  const foot = drawn.find((d) => d.text === t('phone.market'));
  const names = view.cities.map((c) =>
    drawn.find((d) => d.text === t('board.city', { number: c.id, city: cityName(c.id) })),
  );
  if (!head || !foot || names.some((n) => !n)) return [...missing, 'the city table'];
  const rows = drawn.filter((d) => d.box[1] > head.box[3] && d.box[3] < foot.box[1]);
  view.cities.forEach((c, city) => {
    const mine = rows.filter((d) => {
      const dy = (n: DrawnText | undefined) => Math.abs(centreY(d) - centreY(n as DrawnText));
      return names.every((n) => dy(names[city]) <= dy(n));
    });
    const expected = expectedCity(view, city);
    const edges = [COLUMNS.routes, COLUMNS.goods, COLUMNS.offices, COLUMNS.pieces, COLUMNS.end];
    (['routes', 'goods', 'offices', 'pieces'] as const).forEach((column, i) => {
      const inColumn = mine.filter((d) => d.box[0] >= edges[i] && d.box[0] < edges[i + 1]);
      const got = reading(inColumn);
      if (got.join(' ') !== expected[column].join(' '))
        missing.push(
          `${cityName(city)} ${column}: drawn [${got.join(' ')}], view [${expected[column].join(' ')}]`,
        );
    });
  });
  return missing;
}

const drawnPhone = (view: PublicView) => recordText(() => drawPhoneBoard(view));

describe('render: the phone companion carries every figure a player needs (issue 13)', () => {
  for (const [name, fixture] of Object.entries(BOARD_FIXTURES)) {
    it(`${name}: goods per city and office, route values, cogs, guild master, turn, awaited decision, DP`, () => {
      const view = publicView(fixture());
      expect(missingFigures(view, drawnPhone(view))).toEqual([]);
    });
  }

  const GAMES = {
    'random game 77 (4 players)': { seed: 77, players: 4 },
    'random advanced game 78 (3 players, every advanced rule)': {
      seed: 78,
      players: 3,
      options: { taxes: true, officeTrading: true, conflicts: true, memory: true },
    },
  };
  for (const [name, game] of Object.entries(GAMES)) {
    it(`every state of ${name} has them all too`, async () => {
      const found = new Set<string>();
      const states = randomStates({ ...game, check: false });
      expect(states.length).toBeGreaterThan(100);
      await eachState(states, (state: GameState) => {
        const view = publicView(state);
        for (const fault of missingFigures(view, drawnPhone(view))) found.add(`v${state.version}: ${fault}`);
      });
      expect([...found].slice(0, 10)).toEqual([]);
    }, 180_000);
  }
});

describe('render: the phone completeness check can fail', () => {
  const view = publicView(midGameState());
  const drawn = drawnPhone(view);

  it("a dropped figure (Reval's 5 fur) is caught", () => {
    const reval = drawn.find((d) => d.text === '3 Reval') as DrawnText;
    const five = drawn.findIndex(
      (d) => d.text === '5' && d.box[0] >= COLUMNS.goods && Math.abs(centreY(d) - centreY(reval)) < 20,
    );
    expect(five).toBeGreaterThan(-1);
    const dropped = drawn.filter((_, i) => i !== five);
    expect(missingFigures(view, dropped)).toEqual(['Reval goods: drawn [2 1], view [2 5 1]']);
  });

  it('a dropped DP, a dropped cog letter and a dropped guild master line are caught', () => {
    const without = (text: string) => drawn.filter((d) => d.text !== text);
    expect(missingFigures(view, without('3 DP')).join()).toMatch(/DP: "3 DP"/);
    expect(missingFigures(view, without('Guild master in Stralsund'))).toEqual([
      'guild master\'s city: "Guild master in Stralsund"',
    ]);
    const dirkCog = drawn.findIndex((d) => d.text === letter(view, 3) && d.box[0] >= COLUMNS.pieces);
    expect(
      missingFigures(
        view,
        drawn.filter((_, i) => i !== dirkCog),
      ).join(),
    ).toMatch(/pieces/);
  });

  it('the drawing of another state does not pass for this view (one more ore in Stockholm)', () => {
    const other = midGameState();
    other.cities[1].goods.ore += 1;
    expect(missingFigures(publicView(other), drawn)).toEqual(['Stockholm goods: drawn [7], view [8]']);
  });
});
