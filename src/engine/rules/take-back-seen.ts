// Take-backs after a reveal (issue 42): an action may draw nothing and show no hidden value
// itself, yet cause what every other player has already seen: a bid that makes the next
// bidder pass with only repeats left (K-22) tells everyone that player's hidden markers.
// Undoing it cannot make them forget. So a take-back is refused whenever the action caused
// a step of anyone else, or changed any other player's view beyond the actor's own move.
import { sameValue } from '../vocabulary/same-value';
import { playerView, type PlayerView } from '../queries/views';
import type { GameEvent, PublicEvent, PublicEventType } from '../vocabulary/events';
import type { GameState } from '../vocabulary/state';

/**
 * Events of the move itself that name no player: K-25, the first player places the guild
 * master's two goods in the city he reaches, as part of moving him.
 */
const PART_OF_THE_MOVE: ReadonlySet<PublicEventType> = new Set(['guildMasterSupplied']);

/** Did the action of `actor` (from `before` to `after`, with `events`) reach beyond their own move? */
export function othersSawMore(
  before: GameState,
  actor: number,
  after: GameState,
  events: readonly GameEvent[],
): boolean {
  if (events.some((e) => !actorsOwn(e.event, actor))) return true;
  return before.players.some(
    (_, seat) =>
      seat !== actor &&
      !sameValue(
        beyondTheMove(playerView(before, seat), actor),
        beyondTheMove(playerView(after, seat), actor),
      ),
  );
}

/** An event describing the actor's own move: it names them, and no other player. */
function actorsOwn(event: PublicEvent, actor: number): boolean {
  const named = event as { player?: unknown; victim?: unknown };
  if (named.victim !== undefined && named.victim !== null && named.victim !== actor) return false;
  if (named.player !== undefined) return named.player === actor;
  return PART_OF_THE_MOVE.has(event.type);
}

/**
 * What a seat's view shows beyond the actor's move: the seat's own hand, knowledge and offers,
 * every other player's holdings, bid and offices, the open offers and the order. None of it may change when an
 * action is to be taken back. The board's shared parts (cities' goods, market, reserve, guild
 * master, phase, log) are the move's own business; hidden squares are watched in take-back.ts.
 */
function beyondTheMove(view: PlayerView, actor: number) {
  return {
    hand: view.hand,
    known: view.known,
    startPick: view.startPick,
    raidPiles: view.raidPiles,
    myOffers: view.myOffers,
    conflictBid: view.conflictBid,
    order: view.order,
    players: view.players.filter((p) => p.index !== actor),
    bids: view.bids.filter((b) => b.player !== actor),
    offices: view.cities.map((c) => c.offices.filter((o) => o.owner !== actor)),
    offers: view.offers,
  };
}
