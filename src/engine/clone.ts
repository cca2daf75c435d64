// A field-by-field copy of the game state. apply() works on a copy so that a rejected action
// leaves the caller's state untouched; a generic deep copy was most of an apply's time.
import type { Goods } from './goods';
import type { City, GameState, Phase, Player, Turn } from './state';

const goods = (g: Goods): Goods => ({ ore: g.ore, fur: g.fur, amber: g.amber, salt: g.salt });

// A route square is only ever replaced, never changed in place (movement.ts, city-actions.ts),
// so copies share the square objects and copy only the pair.
function city(c: City): City {
  return {
    goods: goods(c.goods),
    squares: [c.squares[0], c.squares[1]],
    offices: c.offices.map((o) => ({ owner: o.owner, goods: goods(o.goods) })),
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
    order: [...s.order],
    cities: s.cities.map(city),
    reserve: { goods: goods(s.reserve.goods), markers: [...s.reserve.markers] },
    market: s.market.map((pair) => (pair ? [pair[0], pair[1]] : null)),
    bids: s.bids.map((b) => ({ player: b.player, markers: b.markers && [...b.markers] })),
    chitSupply: {
      threeToOne: s.chitSupply.threeToOne,
      extraMarker: s.chitSupply.extraMarker,
      moveTwo: s.chitSupply.moveTwo,
      secretPassage: s.chitSupply.secretPassage,
    },
    guildMaster: { city: s.guildMaster.city, startCity: s.guildMaster.startCity, steps: s.guildMaster.steps },
    phase: phase(s.phase),
    offers: s.offers.map((o) => ({
      ...o,
      give: { goods: goods(o.give.goods), markers: [...o.give.markers] },
      receive: { goods: goods(o.receive.goods), markers: [...o.receive.markers] },
    })),
    nextOfferId: s.nextOfferId,
    rng: s.rng.slice(),
    log: s.log.slice(),
  };
}
