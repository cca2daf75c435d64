// K-46 trades between players: a builder for an offer (partner, what each side gives), and
// the list of open offers with Accept, Decline and Withdraw.
import { ButtonStyle } from 'discord.js';
import {
  GOODS,
  MARKER_VALUES,
  noGoods,
  type Good,
  type Goods,
  type LegalAction,
  type OfficeRef,
} from '../../engine/index';
import type { Offer } from '../../engine/vocabulary/state';
import { cityName, goodName, sayIn, t } from '../../i18n/index';
import { encodeMove } from '../action-codec';
import { holdingsText, labelNamesOf, markerValues, namesOf } from '../text';
import { button, buttonRows, select, type Button } from './components';
import type { Body, PanelContext } from './panel-context';
import { backButton, countsText, tradeState } from './turn-sections';

type Of<T extends LegalAction['type']> = Extract<LegalAction, { type: T }>;

interface OfferDraft {
  /** Whom the offer goes to: a player's index, or `o<slot>` for an office in the cog's city (K-71). */
  target: string;
  give: { goods: Goods; markers: number[] };
  receive: { goods: Goods; markers: number[] };
}

/** args: target, give goods, give markers, receive goods, receive markers. */
export function offerDraft(args: string[]): OfferDraft {
  const digits = (s: string | undefined) =>
    (s ?? '')
      .split('')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= 0 && n <= 8);
  return {
    target: args[0] ?? '',
    give: { goods: tradeState([args[1] ?? '']).give, markers: digits(args[2]) },
    receive: { goods: tradeState([args[3] ?? '']).give, markers: digits(args[4]) },
  };
}

export function draftArgs(d: OfferDraft): string[] {
  return [
    d.target,
    countsText(d.give.goods),
    d.give.markers.join(''),
    countsText(d.receive.goods),
    d.receive.markers.join(''),
  ];
}

/** Someone an offer can go to: a cog in the city (K-46) or another player's office there (K-71). */
interface Target {
  key: string;
  to: number;
  office: { city: number; slot: 0 | 1; goods: Goods } | null;
}

function targetsOf(l: Of<'offerTrade'>): Target[] {
  return [
    ...l.partners.map((to) => ({ key: String(to), to, office: null })),
    ...l.offices.map((o) => ({
      key: `o${o.slot}`,
      to: o.owner,
      office: { city: o.city, slot: o.slot, goods: o.goods },
    })),
  ];
}

export function offerSection(ctx: PanelContext, legal: LegalAction[], args: string[]): Body | null {
  const l = legal.find((x): x is Of<'offerTrade'> => x.type === 'offerTrade');
  if (!l) return null;
  const say = sayIn(ctx.locale);
  const name = namesOf(ctx.state);
  const targets = targetsOf(l);
  const asked = offerDraft(args);
  const target = targets.find((x) => x.key === asked.target) ?? targets[0];
  if (!target) return null;
  // A draft carried over from another target keeps only what this one allows.
  const d = target.key === asked.target ? asked : offerDraft([target.key]);
  const held = target.office?.goods;
  if (held) for (const g of GOODS) d.receive.goods[g] = Math.min(d.receive.goods[g], held[g]);
  // Option labels show no markdown: the names as they are.
  const label = labelNamesOf(ctx.state);
  const targetName = (x: Target) =>
    x.office
      ? say('option.office', { player: label(x.to), city: cityName(x.office.city, ctx.locale) })
      : label(x.to);
  const rows = [];
  if (targets.length > 1) {
    const options = targets.map((x) => ({ label: targetName(x), value: x.key, default: x === target }));
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
  // K-71: from an office only the goods it holds (not yet asked for), markers from its owner's hand.
  const office = target.office;
  const askGoods = office ? GOODS.filter((g) => office.goods[g] > d.receive.goods[g]) : GOODS;
  const askOptions = [
    ...askGoods.map((g) => ({
      label: say('option.give', { good: goodName(g, ctx.locale) }),
      value: `g${g[0]}`,
    })),
    ...MARKER_VALUES.map((v) => ({ label: say('option.marker', { value: v }), value: `m${v}` })),
  ];
  rows.push(select(ctx, say('select.offerAsk'), 'pick', ['oask', ...draftArgs(d)], askOptions));
  const lines = [say(l.offices.length > 0 ? 'panel.offer.withOffices' : 'panel.offer')];
  const empty = isEmpty(d.give) && isEmpty(d.receive);
  const buttons: Button[] = [];
  if (!empty) {
    const terms = { give: holdingsText(d.give, ctx.locale), receive: holdingsText(d.receive, ctx.locale) };
    lines.push(
      office
        ? say('panel.offer.officeTerms', {
            partner: name(target.to),
            city: cityName(office.city, ctx.locale),
            ...terms,
          })
        : say('panel.offer.terms', { partner: name(target.to), ...terms }),
    );
    const move = {
      type: 'offerTrade' as const,
      to: target.to,
      give: d.give,
      receive: d.receive,
      ...(office ? { office: { city: office.city, slot: office.slot } } : {}),
    };
    buttons.push(button(ctx, say('button.sendOffer'), 'do', [encodeMove(move)], ButtonStyle.Success));
    buttons.push(button(ctx, say('button.reset'), 'nav', ['offer', target.key]));
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
  const say = sayIn(ctx.locale);
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
      o.office
        ? officeOfferLine(ctx, o as Offer & { office: OfficeRef }, incoming)
        : incoming
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

/** K-71: an offer to an office, as its maker and the office's owner read it. */
function officeOfferLine(ctx: PanelContext, o: Offer & { office: OfficeRef }, incoming: boolean): string {
  const name = namesOf(ctx.state);
  const city = cityName(o.office.city, ctx.locale);
  const give = holdingsText(o.give, ctx.locale);
  const receive = holdingsText(o.receive, ctx.locale);
  return incoming
    ? t(
        'panel.offer.officeIn',
        { id: o.id, player: name(o.from), city, receive: give, give: receive },
        ctx.locale,
      )
    : t('panel.offer.officeOut', { id: o.id, player: name(o.to), city, give, receive }, ctx.locale);
}

export const emptyGoods = noGoods;
