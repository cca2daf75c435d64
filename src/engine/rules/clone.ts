// A field-by-field copy of the game state. apply() works on a copy so that a rejected action
// leaves the caller's state untouched; a generic deep copy was most of an apply's time.
import type { Goods } from '../vocabulary/goods';
import type { Bid, City, GameState, Holdings, Offer, Office, Phase, Player, Turn } from '../vocabulary/state';

// Named top-level copiers rather than inline arrows: `map` then creates no closure per call.
function goods(g: Goods): Goods {
  return { ore: g.ore, fur: g.fur, amber: g.amber, salt: g.salt };
}

function office(o: Office): Office {
  return { owner: o.owner, goods: goods(o.goods) };
}

function pair(p: [number, number] | null): [number, number] | null {
  return p ? [p[0], p[1]] : null;
}

function bid(b: Bid): Bid {
  return { player: b.player, markers: b.markers && b.markers.slice() };
}

function holdings(h: Holdings): Holdings {
  return { goods: goods(h.goods), markers: h.markers.slice() };
}

function offer(o: Offer): Offer {
  const copy: Offer = {
    id: o.id,
    from: o.from,
    to: o.to,
    give: holdings(o.give),
    receive: holdings(o.receive),
  };
  // K-71: an offer to an office names it.
  if (o.office) copy.office = { city: o.office.city, slot: o.office.slot };
  return copy;
}

// A route square is only ever replaced, never changed in place (movement.ts, city-actions.ts),
// so copies share the square objects and copy only the pair.
export function cloneCity(c: City): City {
  return {
    goods: goods(c.goods),
    squares: [c.squares[0], c.squares[1]],
    offices: c.offices.map(office),
    raids: [...c.raids],
  };
}

// Explicit fields rather than object spread: spread copies were several times slower here.
function player(p: Player): Player {
  return {
    id: p.id,
    name: p.name,
    color: p.color,
    cog: p.cog,
    goods: goods(p.goods),
    markers: p.markers.slice(),
    raidsInHand: p.raidsInHand,
    raidSetAside: p.raidSetAside,
    chits: p.chits.slice(),
    autoCollect: p.autoCollect,
    absent: p.absent,
  };
}

function turn(t: Turn): Turn {
  const r = t.raid;
  return {
    player: t.player,
    startCity: t.startCity,
    moves: t.moves,
    acting: t.acting,
    actionsUsed: [...t.actionsUsed],
    raid: r && { ...r, target: { ...r.target }, piles: r.piles && [goods(r.piles[0]), goods(r.piles[1])] },
  };
}

function phase(p: Phase): Phase {
  switch (p.kind) {
    case 'startChoice':
      return { kind: p.kind, picks: [...p.picks], choosing: [...p.choosing], previous: [...p.previous] };
    case 'turn':
      return { kind: p.kind, index: p.index, turn: turn(p.turn) };
    case 'ended':
      return { ...p, winners: [...p.winners], scores: p.scores.map((s) => ({ ...s })) };
    case 'bidding':
      return { kind: p.kind, next: p.next };
    case 'guildMaster':
      return { kind: p.kind };
    // The advanced game's prompts (K-70, K-72, K-73).
    case 'startSwap':
      return { kind: p.kind, next: p.next };
    case 'taxes':
      return { kind: p.kind, city: p.city, owing: [...p.owing] };
    case 'conflict': {
      const c = p.conflict;
      const bids: [number[] | null, number[] | null] = [
        c.bids[0] && [...c.bids[0]],
        c.bids[1] && [...c.bids[1]],
      ];
      return { kind: p.kind, index: p.index, conflict: { ...c, asking: [...c.asking], bids } };
    }
  }
}

/** Log entries are never changed once written, so the copy shares them. */
export function cloneState(s: GameState): GameState {
  return {
    schemaVersion: s.schemaVersion,
    version: s.version,
    seed: s.seed,
    round: s.round,
    // Options are fixed when the game is created and never changed: shared.
    options: s.options,
    players: s.players.map(player),
    order: s.order.slice(),
    // Cities are shared until an action changes one: Play.city() copies it then.
    cities: s.cities.slice(),
    reserve: { goods: goods(s.reserve.goods), markers: s.reserve.markers.slice() },
    market: s.market.map(pair),
    bids: s.bids.map(bid),
    chitSupply: {
      threeToOne: s.chitSupply.threeToOne,
      extraMarker: s.chitSupply.extraMarker,
      moveTwo: s.chitSupply.moveTwo,
      secretPassage: s.chitSupply.secretPassage,
    },
    guildMaster: { city: s.guildMaster.city, startCity: s.guildMaster.startCity, steps: s.guildMaster.steps },
    phase: phase(s.phase),
    offers: s.offers.map(offer),
    nextOfferId: s.nextOfferId,
    rng: s.rng.slice(),
    log: s.log.slice(),
  };
}
