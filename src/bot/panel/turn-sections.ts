// Sections for a turn's actions that need details: the route and payment of a move, the
// guild master's trades, the market, the city-trade builder, route changes and raid targets.
// Each is a detail section of its action entry (actions/entries/), opened by its button; the
// panel adds the Back button.
import { ButtonStyle, type APISelectMenuOption } from 'discord.js';
import {
  GOODS,
  GOOD_VP,
  payments,
  type Good,
  type Goods,
  type LegalAction,
  type Payment,
  noGoods,
  markerGood,
} from '../../engine/index';
import { chitName, cityName, goodName, goodsText, markerLabel, plural, sayIn, t } from '../../i18n/index';
import { labelNamesOf } from '../text';
import { button, buttonRows, select, selectRows, type Button } from './components';
import type { Body, PanelContext, SectionContext } from './panel-context';
import { lettered, raidChoices, routeText, sailChoices, squareChoices } from './map-choices';

type Of<T extends LegalAction['type']> = Extract<LegalAction, { type: T }>;

export function backButton(ctx: PanelContext): Button {
  return button(ctx, t('panel.back', {}, ctx.locale), 'nav', ['main']);
}

function cogCity(ctx: PanelContext): number {
  return ctx.state.players[ctx.player].cog ?? 0;
}

export function sailSection(ctx: SectionContext, l: Of<'sail'>): Body {
  // Both routes may lead to one city, or both lie face down: the letters on the panel's board
  // tell the buttons apart (issue 38).
  const choices = sailChoices(ctx.state, ctx.player, l);
  const buttons = l.routes.map((r, i) => {
    const label = lettered(choices[i].letter, routeText(r, ctx.locale), ctx.locale);
    const routeArg = r.route === 'secret' ? 's' : String(r.route);
    return r.cost === 0
      ? button(
          ctx,
          label,
          'do',
          [ctx.encode({ type: 'sail', route: r.route, payment: [] })],
          ButtonStyle.Primary,
        )
      : button(ctx, label, 'nav', ['pay', routeArg], ButtonStyle.Primary);
  });
  return {
    lines: [t('panel.sail', { city: cityName(cogCity(ctx), ctx.locale) }, ctx.locale)],
    rows: buttonRows(buttons),
    choices,
  };
}

/** Every way to pay, cheapest in victory points first; Discord shows at most 25 per select. */
export function paySection(ctx: SectionContext, l: Of<'sail'>, routeArg: string | undefined): Body | null {
  const route = l?.routes.find((r) => String(r.route === 'secret' ? 's' : r.route) === routeArg);
  if (!route) return null;
  const worth = (p: Payment[]) => p.reduce((n, u) => n + ('good' in u ? GOOD_VP[u.good] : 0.5), 0);
  const ways = payments(l.payWith, route.cost)
    .sort((a, b) => worth(a) - worth(b))
    .slice(0, 50);
  const options: APISelectMenuOption[] = ways.map((payment) => ({
    label: payment
      .map((u) =>
        'good' in u ? goodName(u.good, ctx.locale) : t('pay.marker', { value: u.marker }, ctx.locale),
      )
      .join(' + '),
    value: ctx.encode({ type: 'sail', route: route.route, payment }),
  }));
  return {
    lines: [t('panel.pay', { cost: route.cost }, ctx.locale)],
    rows: selectRows(ctx, t('select.pay', {}, ctx.locale), 'do', [], options, 2),
  };
}

export function gmSection(ctx: SectionContext, l: Of<'gmTrade'>): Body {
  const say = sayIn(ctx.locale);
  const options = l.trades.map((trade) => {
    let label: string;
    if (trade.kind === 'raidMarker') label = say('gm.raidMarker', { value: trade.value });
    else if (trade.kind === 'bonusChit')
      label = say('gm.bonusChit', {
        good: goodName(trade.good, ctx.locale),
        chit: chitName(trade.chit, ctx.locale),
      });
    else if (trade.kind === 'goodForMarker')
      label = say('gm.goodForMarker', { good: goodName(trade.good, ctx.locale), value: trade.value });
    else
      label = say('gm.markerForGood', {
        value: trade.value,
        good: goodName(markerGood(trade.value), ctx.locale),
      });
    return { label, value: ctx.encode({ type: 'gmTrade', trade }) };
  });
  return {
    lines: [say('panel.gmTrade')],
    rows: selectRows(ctx, say('select.gmTrade'), 'do', [], options, 2),
  };
}

export function buySection(ctx: SectionContext, l: Of<'buyMarkers'>): Body {
  const all = l.pairs.flatMap((pair) => {
    const markers = ctx.state.market[pair] ?? [];
    return l.goods.map((good) => ({
      label: t('option.buy', { markers: markerLabel(markers), good: goodName(good, ctx.locale) }, ctx.locale),
      value: ctx.encode({ type: 'buyMarkers', pair, good }),
    }));
  });
  // Two pairs of the same values buy the same: one option for both (issue 24).
  const options = all.filter((o, i) => all.findIndex((p) => p.label === o.label) === i);
  return {
    lines: [t('panel.buyMarkers', {}, ctx.locale)],
    rows: [select(ctx, t('select.buyMarkers', {}, ctx.locale), 'do', [], options)],
  };
}

/** Builder state in the ids: what is given and received so far, and a good being given. */
export function tradeState(args: readonly string[]): { give: Goods; receive: Goods; pending: Good | null } {
  const parse = (text: string | undefined) => {
    const n = (text ?? '').split('-').map(Number);
    return n.length === 4 && n.every((x) => Number.isInteger(x) && x >= 0)
      ? { ore: n[0], fur: n[1], amber: n[2], salt: n[3] }
      : noGoods();
  };
  const pending = GOODS.find((g) => g === args[2]) ?? null;
  return { give: parse(args[0]), receive: parse(args[1]), pending };
}

export const countsText = (g: Goods) => GOODS.map((k) => g[k]).join('-');

/**
 * K-44 city trade, one good at a time: give one good, then take 1 to `ratio` goods of other
 * kinds for it. Every step is a legal unit, so every total offered is a legal trade.
 */
export function tradeSection(ctx: SectionContext, l: Of<'cityTrade'>, args: readonly string[]): Body {
  const say = sayIn(ctx.locale);
  const { give, receive, pending } = tradeState(args);
  const hold = subtract(l.canGive, give);
  const pile = subtract(l.canReceive, receive);
  if (GOODS.some((g) => hold[g] < 0 || pile[g] < 0)) return tradeSection(ctx, l, []);
  const city = cityName(cogCity(ctx), ctx.locale);
  const lines = [plural('panel.cityTrade', l.ratio, { city }, ctx.locale)];
  const given = GOODS.some((g) => give[g] > 0);
  if (given)
    lines.push(
      say('panel.cityTrade.sofar', {
        give: goodsText(give, ctx.locale),
        receive: goodsText(receive, ctx.locale),
      }),
    );
  const rows = [];
  const state = [countsText(give), countsText(receive)];
  if (pending) {
    const options = bundles(pile, pending, l.ratio).map((bundle) => ({
      label: goodsText(bundle, ctx.locale),
      value: countsText(bundle),
    }));
    rows.push(
      select(
        ctx,
        say('select.tradeTake', { good: goodName(pending, ctx.locale) }),
        'pick',
        ['take', ...state, pending],
        options,
      ),
    );
  } else {
    const givable = GOODS.filter((g) => hold[g] > 0 && GOODS.some((r) => r !== g && pile[r] > 0));
    if (givable.length > 0) {
      const options = givable.map((g) => ({
        label: say('option.give', { good: goodName(g, ctx.locale) }),
        value: g,
      }));
      rows.push(select(ctx, say('select.tradeGive'), 'pick', ['give', ...state], options));
    }
  }
  const buttons: Button[] = [];
  if (given && !pending)
    buttons.push(
      button(
        ctx,
        say('button.trade'),
        'do',
        [ctx.encode({ type: 'cityTrade', give, receive })],
        ButtonStyle.Success,
      ),
    );
  if (given || pending) buttons.push(button(ctx, say('button.reset'), 'nav', ['trade']));
  return { lines, rows: [...rows, ...buttonRows(buttons)] };
}

function subtract(a: Goods, b: Goods): Goods {
  return { ore: a.ore - b.ore, fur: a.fur - b.fur, amber: a.amber - b.amber, salt: a.salt - b.salt };
}

/** Multisets of 1 to `ratio` goods out of `pile`, none of kind `given`. */
export function bundles(pile: Goods, given: Good, ratio: number): Goods[] {
  const kinds = GOODS.filter((g) => g !== given && pile[g] > 0);
  const out: Goods[] = [];
  const walk = (from: number, current: Goods, size: number) => {
    if (size > 0) out.push({ ...current });
    if (size === ratio) return;
    for (let i = from; i < kinds.length; i++) {
      const g = kinds[i];
      if (current[g] >= pile[g]) continue;
      walk(i, { ...current, [g]: current[g] + 1 }, size + 1);
    }
  };
  walk(0, noGoods(), 0);
  // The fullest bundles first: usually what a trader wants.
  return out.sort((a, b) => total(b) - total(a)).slice(0, 25);
}

const total = (g: Goods) => g.ore + g.fur + g.amber + g.salt;

export function routeSection(ctx: SectionContext, l: Of<'changeRoute'>): Body {
  const city = cogCity(ctx);
  const squares = ctx.state.cities[city].squares;
  const choices = squareChoices(city, l.squares);
  const options = l.squares.flatMap((square, i) =>
    l.markers.map((marker) => {
      const s = squares[square];
      const current = s.faceUp ? String(s.value) : t('option.faceDown', {}, ctx.locale);
      const text = t('option.changeRoute', { current, value: marker }, ctx.locale);
      return {
        label: lettered(choices[i].letter, text, ctx.locale),
        value: ctx.encode({ type: 'changeRoute', square, marker }),
      };
    }),
  );
  return {
    lines: [t('panel.changeRoute', { city: cityName(city, ctx.locale) }, ctx.locale)],
    rows: [select(ctx, t('select.changeRoute', {}, ctx.locale), 'do', [], options)],
    choices,
  };
}

export function raidSection(ctx: SectionContext, l: Of<'raid'>): Body {
  const city = cityName(cogCity(ctx), ctx.locale);
  const name = labelNamesOf(ctx.state);
  const choices = raidChoices(ctx.state, ctx.player, l);
  const buttons = l.targets.map((target, i) =>
    button(
      ctx,
      lettered(
        choices[i].letter,
        target.kind === 'city'
          ? t('button.raid.city', { city }, ctx.locale)
          : t('button.raid.cog', { player: name(target.victim) }, ctx.locale),
        ctx.locale,
      ),
      'do',
      [ctx.encode({ type: 'raid', target })],
      ButtonStyle.Danger,
    ),
  );
  return { lines: [t('panel.raid', { city }, ctx.locale)], rows: buttonRows(buttons), choices };
}
