// One cog moved a step by another player (K-35): the raider's forced move (K-45) and the
// conflict loser's push (K-72.11) carry the same facts under their own event type.
export interface CogStep {
  player: number;
  by: number;
  from: number;
  leadsTo: number;
  revealed: boolean;
  blocked: boolean;
}
