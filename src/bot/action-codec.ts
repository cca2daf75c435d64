// Actions as short codes for component ids and select values (Discord allows 100 characters
// per custom id), e.g. `sl.1.om3` = sail route 1 paying one ore and marker 3. Decoding never
// trusts the text: the engine checks the action again with its zod schema.
import { CHITS, GOODS, type Action, type Good, type Goods, type Payment } from '../engine/index';

const GOOD_LETTER: Record<Good, string> = { ore: 'o', fur: 'f', amber: 'a', salt: 's' };
const LETTER_GOOD = Object.fromEntries(Object.entries(GOOD_LETTER).map(([g, l]) => [l, g])) as Record<
  string,
  Good
>;

/** An action without its player: the clicker is the player. */
export type Move = Action extends infer A ? (A extends Action ? Omit<A, 'player'> : never) : never;

const counts = (g: Goods) => GOODS.map((k) => g[k]).join('-');
const digits = (values: readonly number[]) => values.join('');

export function encodeMove(move: Move): string {
  switch (move.type) {
    case 'chooseStart':
      return `cs.${move.marker}`;
    case 'bid':
      return `bd.${digits(move.markers)}`;
    case 'moveGuildMaster':
      return `gm.${move.steps}`;
    case 'sail':
      return `sl.${move.route === 'secret' ? 's' : move.route}.${move.payment.map(payCode).join('')}`;
    case 'collectOffice':
      return 'co';
    case 'buildOffice':
      return 'bo';
    case 'endTurn':
      return 'et';
    case 'gmTrade': {
      const t = move.trade;
      if (t.kind === 'raidMarker') return `gt.r${t.value}`;
      if (t.kind === 'bonusChit') return `gt.c${GOOD_LETTER[t.good]}${CHITS.indexOf(t.chit)}`;
      if (t.kind === 'goodForMarker') return `gt.g${GOOD_LETTER[t.good]}${t.value}`;
      return `gt.m${t.value}`;
    }
    case 'buyMarkers':
      return `bm.${move.pair}.${GOOD_LETTER[move.good]}`;
    case 'cityTrade':
      return `ct.${counts(move.give)}.${counts(move.receive)}`;
    case 'changeRoute':
      return `cr.${move.square}.${move.marker}`;
    case 'raid':
      return move.target.kind === 'city' ? 'rd.x' : `rd.c${move.target.victim}`;
    case 'splitGoods':
      return `sg.${counts(move.pile)}`;
    case 'takePile':
      return `tp.${move.pile}`;
    case 'moveRaider':
      return `mr.${move.square}`;
    case 'offerTrade': {
      const office = move.office ? `.o${move.office.city}${move.office.slot}` : '';
      return `ot.${move.to}.${counts(move.give.goods)}.${digits(move.give.markers)}.${counts(move.receive.goods)}.${digits(move.receive.markers)}${office}`;
    }
    case 'acceptTrade':
      return `at.${move.offer}`;
    case 'declineTrade':
      return `dt.${move.offer}`;
    case 'withdrawTrade':
      return `wt.${move.offer}`;
    case 'setAutoCollect':
      return `ac.${move.on ? 1 : 0}`;
    // The advanced game (K-70 … K-73).
    case 'startSwap':
      return move.swap === null ? 'ss.x' : `ss.${move.swap.square}.${move.swap.marker}`;
    case 'payTax':
      return `px.${GOOD_LETTER[move.good]}`;
    case 'lookAtRoutes':
      return `la.${move.payment.map(payCode).join('')}`;
    case 'challenge':
      return `ch.${move.opponent}`;
    case 'declineConflict':
      return 'nc';
    case 'conflictBid':
      return `cb.${digits(move.markers)}`;
    case 'demandGoods':
      return `dg.${counts(move.goods)}`;
    case 'pushLoser':
      return `pl.${move.square === null ? 'x' : move.square}`;
  }
}

function payCode(p: Payment): string {
  return 'good' in p ? GOOD_LETTER[p.good] : String(p.marker);
}

const int = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text) ? Number(text) : NaN);
const list = (text: string | undefined) => (text ?? '').split('').filter(Boolean).map(Number);

function goods(text: string | undefined): Goods | null {
  const parts = (text ?? '').split('-').map(int);
  if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n))) return null;
  return { ore: parts[0], fur: parts[1], amber: parts[2], salt: parts[3] };
}

/** The raw action for `player`, or null when the code is not one (the engine checks the rest). */
export function decodeMove(code: string, player: number): unknown {
  const [kind, a, b, c, d, e, f] = code.split('.');
  switch (kind) {
    case 'cs':
      return { type: 'chooseStart', player, marker: int(a) };
    case 'bd':
      return { type: 'bid', player, markers: list(a) };
    case 'gm':
      return { type: 'moveGuildMaster', player, steps: int(a) };
    case 'sl':
      return {
        type: 'sail',
        player,
        route: a === 's' ? 'secret' : int(a),
        payment: payments(b),
      };
    case 'co':
      return { type: 'collectOffice', player };
    case 'bo':
      return { type: 'buildOffice', player };
    case 'et':
      return { type: 'endTurn', player };
    case 'gt':
      return { type: 'gmTrade', player, trade: gmTrade(a ?? '') };
    case 'bm':
      return { type: 'buyMarkers', player, pair: int(a), good: LETTER_GOOD[b ?? ''] };
    case 'ct':
      return { type: 'cityTrade', player, give: goods(a), receive: goods(b) };
    case 'cr':
      return { type: 'changeRoute', player, square: int(a), marker: int(b) };
    case 'rd':
      return {
        type: 'raid',
        player,
        target: a === 'x' ? { kind: 'city' } : { kind: 'cog', victim: int(a?.slice(1)) },
      };
    case 'sg':
      return { type: 'splitGoods', player, pile: goods(a) };
    case 'tp':
      return { type: 'takePile', player, pile: int(a) };
    case 'mr':
      return { type: 'moveRaider', player, square: int(a) };
    case 'ot':
      return {
        type: 'offerTrade',
        player,
        to: int(a),
        give: { goods: goods(b), markers: list(c) },
        receive: { goods: goods(d), markers: list(e) },
        // K-71: an offer to the office in city f[1], slot f[2].
        ...(f !== undefined ? { office: { city: int(f[1]), slot: int(f[2]) } } : {}),
      };
    case 'at':
      return { type: 'acceptTrade', player, offer: int(a) };
    case 'dt':
      return { type: 'declineTrade', player, offer: int(a) };
    case 'wt':
      return { type: 'withdrawTrade', player, offer: int(a) };
    case 'ac':
      return { type: 'setAutoCollect', player, on: a === '1' };
    case 'ss':
      return { type: 'startSwap', player, swap: a === 'x' ? null : { square: int(a), marker: int(b) } };
    case 'px':
      return { type: 'payTax', player, good: LETTER_GOOD[a ?? ''] };
    case 'la':
      return { type: 'lookAtRoutes', player, payment: payments(a) };
    case 'ch':
      return { type: 'challenge', player, opponent: int(a) };
    case 'nc':
      return { type: 'declineConflict', player };
    case 'cb':
      return { type: 'conflictBid', player, markers: list(a) };
    case 'dg':
      return { type: 'demandGoods', player, goods: goods(a) };
    case 'pl':
      return { type: 'pushLoser', player, square: a === 'x' ? null : int(a) };
    default:
      return null;
  }
}

function payments(code: string | undefined): Payment[] {
  return (code ?? '')
    .split('')
    .map((ch) => (LETTER_GOOD[ch] ? { good: LETTER_GOOD[ch] } : { marker: int(ch) }));
}

function gmTrade(code: string): unknown {
  const kind = code[0];
  if (kind === 'r') return { kind: 'raidMarker', value: int(code.slice(1)) };
  if (kind === 'c') return { kind: 'bonusChit', good: LETTER_GOOD[code[1]], chit: CHITS[int(code.slice(2))] };
  if (kind === 'g') return { kind: 'goodForMarker', good: LETTER_GOOD[code[1]], value: int(code.slice(2)) };
  if (kind === 'm') return { kind: 'markerForGood', value: int(code.slice(1)) };
  return null;
}
