// A field-by-field copy of the game state. apply() works on a copy so that a rejected action
// leaves the caller's state untouched; a generic deep copy was most of an apply's time.
import type { Goods } from '../vocabulary/goods';
import type { City, GameState, Office, Phase, Player, Turn } from '../vocabulary/state';

// Named top-level copiers rather than inline arrows: `map` then creates no closure per call.
function goods(g: Goods): Goods {
  return { ore: g.ore, fur: g.fur, amber: g.amber, salt: g.salt };
}

function office(o: Office): Office {
  return { owner: o.owner, goods: goods(o.goods) };
}

// A route square is only ever replaced, never changed in place (common/movement.ts, change-route.ts),
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
    // Only gm-trade.ts changes a hand of chits, and it replaces the array: shared.
    chits: p.chits,
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
      return {
        kind: p.kind,
        picks: [...p.picks],
        choosing: [...p.choosing],
        previous: [...p.previous],
        repicks: p.repicks,
      };
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
    // Cities are shared until an action changes one: Draft.city() copies it then.
    cities: s.cities.slice(),
    reserve: { goods: goods(s.reserve.goods), markers: s.reserve.markers.slice() },
    // A bought pair is replaced by null in the copied list, never changed: pairs are shared.
    market: s.market.slice(),
    // Bids are added, never changed once made: shared.
    bids: s.bids.slice(),
    chitSupply: {
      threeToOne: s.chitSupply.threeToOne,
      extraMarker: s.chitSupply.extraMarker,
      moveTwo: s.chitSupply.moveTwo,
      secretPassage: s.chitSupply.secretPassage,
    },
    guildMaster: { city: s.guildMaster.city, startCity: s.guildMaster.startCity, steps: s.guildMaster.steps },
    phase: phase(s.phase),
    // Offers are added and removed, never changed: shared.
    offers: s.offers.slice(),
    nextOfferId: s.nextOfferId,
    // A ChaCha20 state is replaced, never changed, by Draft.finish(): shared.
    rng: Array.isArray(s.rng) ? s.rng.slice() : s.rng,
    log: s.log.slice(),
  };
}
