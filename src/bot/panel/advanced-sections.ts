// Sections for the advanced game's prompts (K-70 … K-73): the start swap, the tax, the paid
// look, the conflict window, the secret bid, the demand and the push. Every panel is the
// player's own ephemeral message, so a conflict bid is seen by its bidder alone (N-77).
// Each is its action entry's `prompt` (actions/entries/).
import { ButtonStyle } from 'discord.js';
import { GOODS, type Goods, type LegalAction } from '../../engine/index';
import {
  cityName,
  goodName,
  goodsText,
  markerLabel,
  tStored,
  type MessageKey,
  type ParamsArg,
} from '../../i18n/index';
import { labelNamesOf, markerValues } from '../text';
import { button, buttonRows, select, selectRows } from './components';
import type { Body, PanelContext, SectionContext } from './panel-context';
import { handOptions } from './hand-options';
import { forcedChoices, forcedCity, forcedText, lettered, squareChoices } from './map-choices';

type Of<T extends LegalAction['type']> = Extract<LegalAction, { type: T }>;

function say<K extends MessageKey>(ctx: PanelContext, key: K, ...params: ParamsArg<K>): string {
  return tStored(key, params[0], ctx.locale);
}

export function startSwapPrompt(ctx: SectionContext, l: Of<'startSwap'>): Body {
  const choices = squareChoices(l.city, l.squares);
  const options = [
    { label: say(ctx, 'option.keepRoutes'), value: ctx.encode({ type: 'startSwap', swap: null }) },
    ...l.squares.flatMap((square, i) =>
      l.markers.map((marker) => ({
        label: lettered(choices[i].letter, say(ctx, 'option.swapRoute', { value: marker }), ctx.locale),
        value: ctx.encode({ type: 'startSwap', swap: { square, marker } }),
      })),
    ),
  ];
  return {
    lines: [say(ctx, 'panel.startSwap', { city: cityName(l.city, ctx.locale) })],
    rows: [select(ctx, say(ctx, 'select.startSwap'), 'do', [], options)],
    choices,
  };
}

export function payTaxPrompt(ctx: SectionContext, l: Of<'payTax'>): Body {
  const city = ctx.state.phase.kind === 'taxes' ? ctx.state.phase.city : 0;
  const buttons = l.goods.map((good) =>
    button(
      ctx,
      goodName(good, ctx.locale),
      'do',
      [ctx.encode({ type: 'payTax', good })],
      ButtonStyle.Primary,
    ),
  );
  return {
    lines: [say(ctx, 'panel.payTax', { city: cityName(city, ctx.locale) })],
    rows: buttonRows(buttons),
  };
}

export function lookPrompt(ctx: SectionContext, l: Of<'lookAtRoutes'>): Body {
  const units = [
    ...GOODS.filter((g) => l.payWith.goods[g] > 0).map((good) => ({
      label: goodName(good, ctx.locale),
      value: ctx.encode({ type: 'lookAtRoutes', payment: [{ good }] }),
    })),
    ...[...new Set(markerValues(l.payWith.markers))].map((marker) => ({
      label: say(ctx, 'option.marker', { value: marker }),
      value: ctx.encode({ type: 'lookAtRoutes', payment: [{ marker }] }),
    })),
  ];
  return { lines: [say(ctx, 'panel.look')], rows: [select(ctx, say(ctx, 'select.look'), 'do', [], units)] };
}

export function conflictWindowPrompt(ctx: SectionContext): Body {
  const legal = ctx.state.phase.kind === 'conflict' ? ctx.state.phase.conflict : null;
  const name = labelNamesOf(ctx.state);
  const city = legal ? cityName(legal.city, ctx.locale) : '';
  const opponents = legal
    ? legal.active === ctx.player
      ? ctx.state.players.flatMap((p, i) => (i !== ctx.player && p.cog === legal.city ? [i] : []))
      : [legal.active]
    : [];
  const buttons = [
    ...opponents.map((o) =>
      button(
        ctx,
        say(ctx, 'button.challenge', { player: name(o) }),
        'do',
        [ctx.encode({ type: 'challenge', opponent: o })],
        ButtonStyle.Danger,
      ),
    ),
    button(ctx, say(ctx, 'button.noConflict'), 'do', [ctx.encode({ type: 'declineConflict' })]),
  ];
  return { lines: [say(ctx, 'panel.conflictWindow', { city })], rows: buttonRows(buttons) };
}

/** N-77: a multi-select of the hand, then the bid; the empty bid is a button of its own. */
export function conflictBidPrompt(ctx: SectionContext, l: Of<'conflictBid'>, chosen: string): Body {
  const options = handOptions(ctx, markerValues(l.hand));
  const lines = [say(ctx, 'panel.conflictBid')];
  const rows =
    options.length > 0
      ? [select(ctx, say(ctx, 'select.bid'), 'pick', ['bid'], options, { min: 1, max: options.length })]
      : [];
  const markers = chosen.split('').filter(Boolean).map(Number);
  const buttons = [
    button(ctx, say(ctx, 'button.emptyBid'), 'do', [ctx.encode({ type: 'conflictBid', markers: [] })]),
  ];
  if (markers.length > 0) {
    lines.push(say(ctx, 'panel.bid.chosen', { markers: markerLabel(markers) }));
    buttons.unshift(
      button(
        ctx,
        say(ctx, 'button.bid', { markers: markerLabel(markers) }),
        'do',
        [ctx.encode({ type: 'conflictBid', markers })],
        ButtonStyle.Success,
      ),
    );
  }
  return { lines, rows: [...rows, ...buttonRows(buttons)] };
}

/** K-72.10: every demand of three goods, then of two and one (34 in two selects). */
export function demandPrompt(ctx: SectionContext): Body {
  const options = [3, 2, 1].flatMap((total) =>
    demandsOf(total).map((goods) => ({
      label: goodsText(goods, ctx.locale),
      value: ctx.encode({ type: 'demandGoods', goods }),
    })),
  );
  return {
    lines: [say(ctx, 'panel.demand')],
    rows: selectRows(ctx, say(ctx, 'select.demand'), 'do', [], options, 2),
  };
}

/** Every way to name exactly `total` goods, most valuable kinds first. */
function demandsOf(total: number): Goods[] {
  const kinds = ['salt', 'amber', 'fur', 'ore'] as const;
  const out: Goods[] = [];
  const walk = (i: number, left: number, acc: Goods): void => {
    if (i === kinds.length) {
      if (left === 0) out.push({ ...acc });
      return;
    }
    for (let n = left; n >= 0; n--) walk(i + 1, left - n, { ...acc, [kinds[i]]: n });
  };
  walk(0, total, { ore: 0, fur: 0, amber: 0, salt: 0 });
  return out;
}

export function pushPrompt(ctx: SectionContext, l: Of<'pushLoser'>): Body {
  const choices = forcedChoices(forcedCity(ctx.state), l.squares);
  const buttons = [
    ...l.squares.map((s, i) =>
      button(
        ctx,
        lettered(choices[i].letter, forcedText(s.leadsTo, ctx.locale), ctx.locale),
        'do',
        [ctx.encode({ type: 'pushLoser', square: s.square })],
        ButtonStyle.Primary,
      ),
    ),
    button(ctx, say(ctx, 'button.noPush'), 'do', [ctx.encode({ type: 'pushLoser', square: null })]),
  ];
  return { lines: [say(ctx, 'panel.push')], rows: buttonRows(buttons), choices };
}
