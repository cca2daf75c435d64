// Short words for the phase and the decisions the game waits for, as the panel shows them.
import type { DecisionKind, PublicView, RaidView } from '../../engine/index';
import type { Ctx } from '../draw/context';
import { cityWord, say, sayCount } from '../draw/words';

export function decisionLabel(ctx: Ctx, kind: DecisionKind): string {
  return say(ctx, `decision.${kind}`);
}

export function phaseLabel(ctx: Ctx, view: PublicView): string {
  const phase = view.phase;
  switch (phase.kind) {
    case 'startChoice':
    case 'bidding':
    case 'guildMaster':
    case 'ended':
      return say(ctx, `phase.${phase.kind}`);
    case 'turn': {
      const player = view.players[phase.player].name;
      if (phase.raid) return raidLabel(ctx, view, phase.raid);
      if (phase.acting) return say(ctx, 'phase.turn.acting', { player });
      return phase.moves === 0 ? say(ctx, 'phase.turn', { player }) : sayCount(ctx, 'phase.turn.moves', phase.moves, { player });
    }
  }
}

function raidLabel(ctx: Ctx, view: PublicView, raid: RaidView): string {
  const raider = view.players[raid.raider].name;
  const target = raid.victim === null ? cityWord(ctx, raid.city) : view.players[raid.victim].name;
  if (!raid.pileSizes) return say(ctx, 'phase.raid', { raider, target });
  return say(ctx, 'phase.raid.piles', { raider, target, first: raid.pileSizes[0], second: raid.pileSizes[1] });
}
