// K-46 trades between players: a builder for an offer (partner, what each side gives), and
// the list of open offers with Accept, Decline and Withdraw.
import { ButtonStyle } from 'discord.js';
import { GOODS, MARKER_VALUES, noGoods, type Good, type Goods, type LegalAction } from '../../engine/index';
import { goodName, t } from '../../i18n/index';
import { encodeMove } from '../action-codec';
import { holdingsText, markerValues, namesOf } from '../text';
import { button, buttonRows, select, type Button } from './components';
import type { Body, PanelContext } from './panel';
import { backButton, countsText, tradeState } from './turn-sections';

type Of<T extends LegalAction['type']> = Extract<LegalAction, { type: T }>;

interface OfferDraft {
  to: number;
  give: { goods: Goods; markers: number[] };
  receive: { goods: Goods; markers: number[] };
}

/** args: to, give goods, give markers, receive goods, receive markers. */
export function offerDraft(args: string[], partners: number[]): OfferDraft {
  const to = partners.includes(Number(args[0])) ? Number(args[0]) : partners[0];
  const digits = (s: string | undefined) =>
    (s ?? '')
      .split('')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= 0 && n <= 8);
  return {
    to,
    give: { goods: tradeState([args[1] ?? '']).give, markers: digits(args[2]) },
    receive: { goods: tradeState([args[3] ?? '']).give, markers: digits(args[4]) },
  };
}

export function draftArgs(d: OfferDraft): string[] {
  return [
    String(d.to),
    countsText(d.give.goods),
    d.give.markers.join(''),
    countsText(d.receive.goods),
    d.receive.markers.join(''),
  ];
}

export function offerSection(ctx: PanelContext, legal: LegalAction[], args: string[]): Body | null {
  const l = legal.find((x): x is Of<'offerTrade'> => x.type === 'offerTrade');
  if (!l) return null;
  const say = (key: Parameters<typeof t>[0], params = {}) => t(key, params, ctx.locale);
  const name = namesOf(ctx.state);
  const d = offerDraft(args, l.partners);
  const rows = [];
  if (l.partners.length > 1) {
    const options = l.partners.map((p) => ({ label: name(p), value: String(p), default: p === d.to }));
    rows.push(select(ctx, say('select.partner'), 'pick', ['partner', ...draftArgs(d)], options));
  }
  const spareGoods = GOODS.filter((g) => l.goods[g] > d.give.goods[g]);
  const heldMarkers = markerValues(l.markers);
  const spareMarkers = MARKER_VALUES.filter((v) => count(heldMarkers, v) > count(d.give.markers, v));
  const giveOptions = [
    ...spareGoods.map((g) => ({
      label: say('option.give', { good: goodName(g, ctx.locale) }),
      value: `g${g[0]}`,
    })),
    ...spareMarkers.map((v) => ({ label: say('option.marker', { value: v }), value: `m${v}` })),
  ];
  if (giveOptions.length > 0)
    rows.push(select(ctx, say('select.offerGive'), 'pick', ['ogive', ...draftArgs(d)], giveOptions));
  const askOptions = [
    ...GOODS.map((g) => ({
      label: say('option.give', { good: goodName(g, ctx.locale) }),
      value: `g${g[0]}`,
    })),
    ...MARKER_VALUES.map((v) => ({ label: say('option.marker', { value: v }), value: `m${v}` })),
  ];
  rows.push(select(ctx, say('select.offerAsk'), 'pick', ['oask', ...draftArgs(d)], askOptions));
  const lines = [say('panel.offer')];
  const empty = isEmpty(d.give) && isEmpty(d.receive);
  const buttons: Button[] = [];
  if (!empty) {
    lines.push(
      say('panel.offer.terms', {
        partner: name(d.to),
        give: holdingsText(d.give, ctx.locale),
        receive: holdingsText(d.receive, ctx.locale),
      }),
    );
    buttons.push(
      button(
        ctx,
        say('button.sendOffer'),
        'do',
        [encodeMove({ type: 'offerTrade', ...d })],
        ButtonStyle.Success,
      ),
    );
    buttons.push(button(ctx, say('button.reset'), 'nav', ['offer', String(d.to)]));
  }
  buttons.push(backButton(ctx));
  return { lines, rows: [...rows.slice(0, 4), ...buttonRows(buttons)].slice(0, 5) };
}

/** Adds one unit chosen in the builder ('gf' = one fur, 'm3' = marker 3) to a side. */
export function addToDraft(d: OfferDraft, side: 'give' | 'receive', value: string): OfferDraft {
  const next = structuredClone(d);
  if (value.startsWith('m')) next[side].markers.push(Number(value.slice(1)));
  else {
    const good = GOODS.find((g) => g[0] === value[1]) as Good | undefined;
    if (good) next[side].goods[good] += 1;
  }
  next[side].markers.sort((a, b) => b - a);
  return next;
}

const count = (values: number[], v: number) => values.filter((x) => x === v).length;
const isEmpty = (h: { goods: Goods; markers: number[] }) =>
  GOODS.every((g) => h.goods[g] === 0) && h.markers.length === 0;

export function offersSection(ctx: PanelContext, legal: LegalAction[]): Body | null {
  const say = (key: Parameters<typeof t>[0], params = {}) => t(key, params, ctx.locale);
  const name = namesOf(ctx.state);
  const ids = (type: 'acceptTrade' | 'declineTrade' | 'withdrawTrade') =>
    legal.find((l): l is Of<typeof type> => l.type === type)?.offers ?? [];
  const accept = ids('acceptTrade');
  const decline = ids('declineTrade');
  const withdraw = ids('withdrawTrade');
  const mine = ctx.state.offers.filter((o) => o.from === ctx.player || o.to === ctx.player);
  if (mine.length === 0) return null;
  const lines = [say('panel.offers')];
  const buttons: Button[] = [];
  for (const o of mine) {
    const incoming = o.to === ctx.player;
    lines.push(
      incoming
        ? say('panel.offer.in', {
            id: o.id,
            player: name(o.from),
            receive: holdingsText(o.give, ctx.locale),
            give: holdingsText(o.receive, ctx.locale),
          })
        : say('panel.offer.out', {
            id: o.id,
            player: name(o.to),
            give: holdingsText(o.give, ctx.locale),
            receive: holdingsText(o.receive, ctx.locale),
          }),
    );
    if (accept.includes(o.id))
      buttons.push(
        button(
          ctx,
          say('button.accept', { id: o.id }),
          'do',
          [encodeMove({ type: 'acceptTrade', offer: o.id })],
          ButtonStyle.Success,
        ),
      );
    if (decline.includes(o.id))
      buttons.push(
        button(
          ctx,
          say('button.decline', { id: o.id }),
          'do',
          [encodeMove({ type: 'declineTrade', offer: o.id })],
          ButtonStyle.Danger,
        ),
      );
    if (withdraw.includes(o.id))
      buttons.push(
        button(ctx, say('button.withdraw', { id: o.id }), 'do', [
          encodeMove({ type: 'withdrawTrade', offer: o.id }),
        ]),
      );
  }
  return { lines, rows: buttonRows([...buttons.slice(0, 19), backButton(ctx)]).slice(0, 4) };
}

export const emptyGoods = noGoods;
