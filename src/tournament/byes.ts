// Issue 41: who gets a round's byes. A bye never goes twice to one player while another has
// had none: those with the fewest byes so far go first; among them the lowest in the standings
// (as a Swiss bye goes to the bottom), then the last to sign up. The same inputs always
// choose the same players.

export interface ByeInput {
  /** The players of the round, in sign-up order. */
  players: readonly string[];
  count: number;
  /** Byes each player has had so far. */
  byesSoFar: ReadonlyMap<string, number>;
  /** A player's position in the standings now: 0 is the top; missing counts as last. */
  position?: ReadonlyMap<string, number>;
}

export function chooseByes(input: ByeInput): string[] {
  if (input.count <= 0) return [];
  const byes = (id: string) => input.byesSoFar.get(id) ?? 0;
  const position = (id: string) => input.position?.get(id) ?? Number.MAX_SAFE_INTEGER;
  const order = input.players.map((id, signedUp) => ({ id, signedUp }));
  order.sort((a, b) => byes(a.id) - byes(b.id) || position(b.id) - position(a.id) || b.signedUp - a.signedUp);
  return order.slice(0, input.count).map((p) => p.id);
}
