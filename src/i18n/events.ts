// One line per public event, for the board's log and the channel: names, cities and goods
// filled in from the catalogue. Only public events come here, so no line can tell a secret.
import { GAME_END_STEPS, GOODS, type Goods, noGoods, totalGoods, type PublicEvent } from '../engine/view';
import { joinNames, plural, sayIn, t } from './translate';
import { cogStepLine } from './cog-step-line';
import { formatAdvancedEvent, isAdvancedEvent } from './events-advanced';
import { chitName, cityName, goodName, goodsText, markerLabel, type NameOf } from './names';

type Event<T extends PublicEvent['type']> = Extract<PublicEvent, { type: T }>;

const addGoods = (a: Goods, b: Goods): Goods => {
  const sum = { ...a };
  for (const g of GOODS) sum[g] += b[g];
  return sum;
};

const markers = markerLabel;

export function formatEvent(event: PublicEvent, name: NameOf, locale = 'en'): string {
  const line = sayIn(locale);
  if (isAdvancedEvent(event)) return formatAdvancedEvent(event, name, locale);
  switch (event.type) {
    case 'startPicked':
    case 'extraMarkerDrawn':
    case 'turnEnded':
      return line(`event.${event.type}`, { player: name(event.player) });
    case 'startRevealed':
      return startRevealed(event, name, locale);
    case 'startSettled':
      return line('event.startSettled', {
        city: cityName(event.city, locale),
        kept: joinNames(event.kept.map(name), locale),
        moved: joinNames(event.moved.map(name), locale),
      });
    case 'officeFounded':
    case 'officeBuilt':
    case 'routeChanged':
      return line(`event.${event.type}`, { player: name(event.player), city: cityName(event.city, locale) });
    case 'roundStarted':
      return line('event.roundStarted', { round: event.round });
    case 'marketReturned':
      return plural('event.marketReturned', event.markers.length, {}, locale);
    case 'marketDrawn':
      return line('event.marketDrawn', { pairs: event.pairs.map(markers).join(', ') });
    case 'bid':
      return line('event.bid', { player: name(event.player), markers: markers(event.markers) });
    case 'markersBought':
      return line('event.markersBought', {
        player: name(event.player),
        markers: markers(event.markers),
        good: goodName(event.good, locale),
      });
    case 'passed':
      return line(`event.passed.${event.reason}`, { player: name(event.player) });
    case 'produced':
      return produced(event, name, locale);
    case 'orderSet':
      return line('event.orderSet', { players: event.order.map(name).join(', ') });
    case 'guildMasterMoved':
      return line('event.guildMasterMoved', {
        player: name(event.player),
        city: cityName(event.to, locale),
        // The track stops at its end; the log says what the track shows (never "20/18").
        steps: Math.min(event.total, GAME_END_STEPS),
        end: GAME_END_STEPS,
      });
    case 'guildMasterSupplied':
      return plural(
        'event.guildMasterSupplied',
        event.count,
        { city: cityName(event.city, locale), good: goodName(event.good, locale) },
        locale,
      );
    case 'turnStarted':
      return line('event.turnStarted', { player: name(event.player), city: cityName(event.city, locale) });
    case 'officeGoodsTaken':
      return line('event.officeGoodsTaken', {
        player: name(event.player),
        goods: goodsText(event.goods, locale),
      });
    case 'sailed':
      return voyageLine([event], name, locale);
    case 'gmTraded':
      return gmTraded(event, name, locale);
    case 'cityTraded':
      return line('event.cityTraded', {
        player: name(event.player),
        city: cityName(event.city, locale),
        give: goodsText(event.give, locale),
        receive: goodsText(event.receive, locale),
      });
    case 'raided':
      if (event.victim === null && event.taken && totalGoods(event.taken) > 0)
        return line('event.raided.city.taken', {
          player: name(event.player),
          city: cityName(event.city, locale),
          goods: goodsText(event.taken, locale),
        });
      return event.victim === null
        ? line('event.raided.city', { player: name(event.player), city: cityName(event.city, locale) })
        : line('event.raided.cog', {
            player: name(event.player),
            victim: name(event.victim),
            city: cityName(event.city, locale),
          });
    case 'goodsSplit':
      return line('event.goodsSplit', {
        victim: name(event.victim),
        first: event.sizes[0],
        second: event.sizes[1],
      });
    case 'pileTaken':
      return plural(
        'event.pileTaken',
        event.size,
        { player: name(event.player), victim: name(event.victim) },
        locale,
      );
    case 'raiderMoved':
      return cogStepLine(event, name, locale);
    case 'tradeOffered':
    case 'tradeAccepted':
    case 'tradeDeclined':
    case 'tradeWithdrawn':
    case 'tradeCancelled':
      return line(`event.${event.type}`, { from: name(event.from), to: name(event.to) });
    case 'autoCollectSet':
      return line(event.on ? 'event.autoCollectSet.on' : 'event.autoCollectSet.off', {
        player: name(event.player),
      });
    case 'gameEnded': {
      const players = joinNames(event.winners.map(name), locale);
      return line(event.winners.length > 1 ? 'event.gameEnded.shared' : 'event.gameEnded.one', { players });
    }
  }
}

/**
 * Log lines for a run of events: consecutive moves of one cog become one voyage line, e.g.
 * "Blue sailed Stralsund → Reval → ? (revealed Stralsund) → Lübeck, paid 2".
 */
export function formatLog(events: readonly PublicEvent[], name: NameOf, locale = 'en'): string[] {
  const lines: string[] = [];
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    // Nothing produced or supplied (the reserve ran dry) is no news for the log.
    if (isEmpty(event)) continue;
    // The start reveal is one line with every player: their offices go without saying.
    if (event.type === 'officeFounded' && foundedAtReveal(events, i)) continue;
    if (event.type !== 'sailed') {
      lines.push(formatEvent(event, name, locale));
      continue;
    }
    const voyage: Event<'sailed'>[] = [event];
    while (i + 1 < events.length && continuesVoyage(voyage[voyage.length - 1], events[i + 1]))
      voyage.push(events[++i] as Event<'sailed'>);
    lines.push(voyageLine(voyage, name, locale));
  }
  return lines;
}

function isEmpty(event: PublicEvent): boolean {
  if (event.type === 'produced') return event.toCity + event.toOffices.reduce((n, o) => n + o.count, 0) === 0;
  return event.type === 'guildMasterSupplied' && event.count === 0;
}

/** An office founded right after a settled start reveal, in the city its owner picked (K-13). */
function foundedAtReveal(events: readonly PublicEvent[], at: number): boolean {
  const founded = events[at];
  if (founded.type !== 'officeFounded') return false;
  for (let j = at - 1; j >= 0; j--) {
    const e = events[j];
    if (e.type === 'officeFounded') continue;
    return (
      e.type === 'startRevealed' &&
      e.repick.length === 0 &&
      e.picks.some((p) => p.player === founded.player && p.city === founded.city)
    );
  }
  return false;
}

function continuesVoyage(last: Event<'sailed'>, next: PublicEvent): boolean {
  return (
    next.type === 'sailed' &&
    next.player === last.player &&
    next.from === (last.blocked ? last.from : last.leadsTo)
  );
}

function voyageLine(voyage: readonly Event<'sailed'>[], name: NameOf, locale: string): string {
  const hops = voyage.map((leg) => hop(leg, locale)).join(' ');
  const paid = voyage.reduce((n, leg) => n + leg.paid, 0);
  const params = { player: name(voyage[0].player), from: cityName(voyage[0].from, locale), hops, paid };
  // K-60a: goods paid into the reserve are seen by kind; markers only as part of the count.
  const goods = voyage.reduce((sum, leg) => (leg.paidGoods ? addGoods(sum, leg.paidGoods) : sum), noGoods());
  if (totalGoods(goods) > 0)
    return t('event.sailed.paidGoods', { ...params, goods: goodsText(goods, locale) }, locale);
  return t(paid > 0 ? 'event.sailed.paid' : 'event.sailed', params, locale);
}

/** One leg: a face-down route shows as "?" with what it turned out to be (K-32). */
function hop(leg: Event<'sailed'>, locale: string): string {
  const to = { city: cityName(leg.leadsTo, locale) };
  if (leg.revealed) return t(leg.blocked ? 'hop.revealed.blocked' : 'hop.revealed', to, locale);
  return t(leg.route === 'secret' ? 'hop.secret' : 'hop.open', to, locale);
}

function startRevealed(event: Event<'startRevealed'>, name: NameOf, locale: string): string {
  const picks = event.picks
    .map((p) => t('event.startPick', { player: name(p.player), city: cityName(p.city, locale) }, locale))
    .join(', ');
  if (event.repick.length === 0) return t('event.startRevealed', { picks }, locale);
  return t('event.startRevealed.repick', { picks, players: event.repick.map(name).join(', ') }, locale);
}

function produced(event: Event<'produced'>, name: NameOf, locale: string): string {
  const toOffices = event.toOffices.reduce((n, o) => n + o.count, 0);
  const params = {
    city: cityName(event.city, locale),
    count: event.toCity + toOffices,
    good: goodName(event.good, locale),
  };
  if (toOffices === 0) return plural('event.produced', params.count, params, locale);
  const owners = event.toOffices.filter((o) => o.count > 0).map((o) => name(o.owner));
  return plural(
    'event.produced.offices',
    params.count,
    { ...params, toOffices, owners: owners.join(', ') },
    locale,
  );
}

function gmTraded(event: Event<'gmTraded'>, name: NameOf, locale: string): string {
  const params = {
    player: name(event.player),
    chit: event.chit ? chitName(event.chit, locale) : '',
    good: event.good ? goodName(event.good, locale) : '',
  };
  return t(`event.gmTraded.${event.kind}`, params, locale);
}
