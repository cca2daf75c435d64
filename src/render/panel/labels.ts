// Short words for phases, decisions and bonus chits, as the panel shows them.
import type { Chit, DecisionKind, PublicView } from '../../engine/index';

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
      if (phase.raid) return `${who} raids`;
      return phase.acting ? `${who}'s turn: acting` : `${who}'s turn: ${phase.moves} move${phase.moves === 1 ? '' : 's'}`;
    }
    case 'ended':
      return 'Game over';
  }
}

/** Tiny tile labels for bonus chits. */
export const CHIT_TILES: Record<Chit, string> = {
  threeToOne: '3:1',
  extraMarker: '+1',
  moveTwo: '2×',
  secretPassage: 'SP',
};
