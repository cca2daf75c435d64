// One short English line per public event, for the board's log panel. (Moves to the
// i18n catalogue once it exists; the board only needs English today.)
import { CITY_NAMES, GAME_END_STEPS, GOODS, type Chit, type Goods, type PublicEvent } from '../../engine/index';

export type NameOf = (player: number) => string;

const CHIT_NAMES: Record<Chit, string> = {
  threeToOne: '3:1 trading',
  extraMarker: '+1 route marker',
  moveTwo: 'move two',
  secretPassage: 'secret passage',
};

export function chitName(chit: Chit): string {
  return CHIT_NAMES[chit];
}

const city = (id: number): string => CITY_NAMES[id] ?? `city ${id}`;
const markers = (values: readonly number[]): string => [...values].sort((a, b) => b - a).join('+');

export function goodsText(goods: Goods): string {
  const parts = GOODS.filter((g) => goods[g] > 0).map((g) => `${goods[g]} ${g}`);
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}

export function formatEvent(event: PublicEvent, name: NameOf): string {
  switch (event.type) {
    case 'startPicked':
      return `${name(event.player)} chose a start city`;
    case 'startRevealed':
      return startRevealed(event, name);
    case 'officeFounded':
      return `${name(event.player)} founded an office in ${city(event.city)}`;
    case 'roundStarted':
      return `Round ${event.round} begins`;
    case 'extraMarkerDrawn':
      return `${name(event.player)} drew a bonus route marker`;
    case 'marketReturned':
      return `${event.markers.length} unsold markers went back`;
    case 'marketDrawn':
      return `Market: ${event.pairs.map((p) => markers(p)).join(', ')}`;
    case 'bid':
      return `${name(event.player)} bid ${markers(event.markers)}`;
    case 'passed':
      return `${name(event.player)} passed (${event.reason === 'noMarkers' ? 'no markers' : 'only repeats'})`;
    case 'produced':
      return produced(event, name);
    case 'orderSet':
      return `Order: ${event.order.map(name).join(', ')}`;
    case 'guildMasterMoved':
      return `${name(event.player)} moved the guild master to ${city(event.to)} (${event.total}/${GAME_END_STEPS})`;
    case 'guildMasterSupplied':
      return `${city(event.city)} got ${event.count} ${event.good}`;
    case 'turnStarted':
      return `${name(event.player)}'s turn in ${city(event.city)}`;
    case 'officeGoodsTaken':
      return `${name(event.player)} took ${goodsText(event.goods)} from an office`;
    case 'sailed':
      return sailed(event, name);
    case 'officeBuilt':
      return `${name(event.player)} built an office in ${city(event.city)}`;
    case 'gmTraded':
      return gmTraded(event, name);
    case 'markersBought':
      return `${name(event.player)} bought markers ${markers(event.markers)}`;
    case 'cityTraded':
      return `${name(event.player)} traded ${goodsText(event.give)} for ${goodsText(event.receive)}`;
    case 'routeChanged':
      return `${name(event.player)} changed a route in ${city(event.city)}`;
    case 'raided':
      return event.victim === null
        ? `${name(event.player)} raided ${city(event.city)}`
        : `${name(event.player)} raided ${name(event.victim)} in ${city(event.city)}`;
    case 'goodsSplit':
      return `${name(event.victim)} split goods ${event.sizes[0]}/${event.sizes[1]}`;
    case 'pileTaken':
      return `${name(event.player)} took ${event.size} goods from ${name(event.victim)}`;
    case 'raiderMoved':
      return event.blocked
        ? `${name(event.by)} tried to send ${name(event.player)} to ${city(event.leadsTo)}: blocked`
        : `${name(event.by)} sent ${name(event.player)} ${city(event.from)} → ${city(event.leadsTo)}`;
    case 'turnEnded':
      return `${name(event.player)} ended the turn`;
    case 'tradeOffered':
      return `${name(event.from)} offered ${name(event.to)} a trade`;
    case 'tradeAccepted':
      return `${name(event.to)} accepted ${name(event.from)}'s trade`;
    case 'tradeDeclined':
      return `${name(event.to)} declined ${name(event.from)}'s trade`;
    case 'tradeWithdrawn':
      return `${name(event.from)} withdrew a trade offer`;
    case 'tradeCancelled':
      return `A trade offer lapsed`;
    case 'autoCollectSet':
      return `${name(event.player)} turned office pick-up ${event.on ? 'on' : 'off'}`;
    case 'gameEnded':
      return `Game over: ${event.winners.map(name).join(' and ')} ${event.winners.length > 1 ? 'share the win' : 'wins'}`;
    default:
      // An event type added to the engine later still gets a line rather than a crash.
      return String((event as { type: string }).type);
  }
}

function startRevealed(event: Extract<PublicEvent, { type: 'startRevealed' }>, name: NameOf): string {
  const picks = event.picks.map((p) => `${name(p.player)} ${city(p.city)}`).join(', ');
  return event.repick.length > 0 ? `Starts: ${picks}; ${event.repick.map(name).join(', ')} pick again` : `Starts: ${picks}`;
}

function produced(event: Extract<PublicEvent, { type: 'produced' }>, name: NameOf): string {
  const toOffices = event.toOffices.reduce((n, o) => n + o.count, 0);
  const owners = event.toOffices.filter((o) => o.count > 0).map((o) => name(o.owner));
  const office = toOffices > 0 ? ` (${toOffices} to ${owners.join(', ')})` : '';
  return `${city(event.city)} produced ${event.toCity + toOffices} ${event.good}${office}`;
}

function sailed(event: Extract<PublicEvent, { type: 'sailed' }>, name: NameOf): string {
  const how = event.route === 'secret' ? ' by secret passage' : '';
  const paid = event.paid > 0 ? `, paid ${event.paid}` : '';
  if (event.blocked) return `${name(event.player)}: route ${city(event.from)} → ${city(event.leadsTo)} blocked${paid}`;
  return `${name(event.player)} sailed ${city(event.from)} → ${city(event.leadsTo)}${how}${paid}`;
}

function gmTraded(event: Extract<PublicEvent, { type: 'gmTraded' }>, name: NameOf): string {
  const who = name(event.player);
  switch (event.kind) {
    case 'raidMarker':
      return `${who} got the second raid marker`;
    case 'bonusChit':
      return `${who} got the ${event.chit ? chitName(event.chit) : 'bonus'} chit`;
    case 'goodForMarker':
      return `${who} traded ${event.good ?? 'a good'} for marker ${event.value ?? '?'}`;
    case 'markerForGood':
      return `${who} traded marker ${event.value ?? '?'} for ${event.good ?? 'a good'}`;
  }
}
