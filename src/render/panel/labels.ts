// Short words for phases, decisions and bonus chits, as the panel shows them.
import { CITY_NAMES, type Chit, type DecisionKind, type PublicView, type RaidView } from '../../engine/index';

const DECISIONS: Record<DecisionKind, string> = {
  startChoice: 'pick a start city',
  bid: 'bid',
  guildMaster: 'move the guild master',
  turn: 'sail and act',
  raidSplit: 'split goods',
  raidPickPile: 'pick a pile',
  raidDestination: 'move the raider',
  tradeOffer: 'answer a trade',
};

export function decisionLabel(kind: DecisionKind): string {
  return DECISIONS[kind] ?? kind;
}

export function phaseLabel(view: PublicView): string {
  const phase = view.phase;
  switch (phase.kind) {
    case 'startChoice':
      return 'Choosing start cities';
    case 'bidding':
      return 'Auction for the order';
    case 'guildMaster':
      return 'Guild master moves';
    case 'turn': {
      const who = view.players[phase.player].name;
      if (phase.raid) return raidLabel(view, phase.raid);
      if (phase.acting) return `${who}'s turn: acting`;
      return phase.moves === 0 ? `${who}'s turn` : `${who}'s turn: ${phase.moves} move${phase.moves === 1 ? '' : 's'} made`;
    }
    case 'ended':
      return 'Game over';
  }
}

function raidLabel(view: PublicView, raid: RaidView): string {
  const raider = view.players[raid.raider].name;
  const target = raid.victim === null ? CITY_NAMES[raid.city] : view.players[raid.victim].name;
  const piles = raid.pileSizes ? ` (piles ${raid.pileSizes[0]}/${raid.pileSizes[1]})` : '';
  return `${raider} raids ${target}${piles}`;
}

/** Tiny tile labels for bonus chits. */
export const CHIT_TILES: Record<Chit, string> = {
  threeToOne: '3:1',
  extraMarker: '+1',
  moveTwo: '2×',
  secretPassage: 'SP',
};
