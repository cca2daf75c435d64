// K-41: exactly one trade with the guild master, in his city: three identical markers for the
// second raid marker (a), six identical goods for a bonus chit (b), a good for a marker of its
// colour (c), a marker for a good of its colour (d). Goods show by kind, markers never by value
// (K-60, K-60a).
import type { GmTrade } from '../vocabulary/actions';
import { CHITS, GOODS, MARKER_VALUES, markerGood, markerValuesOf } from '../vocabulary/constants';
import { refusal, type EngineError } from '../vocabulary/errors';
import type { Draft } from './draft';
import type { GameState, Player } from '../vocabulary/state';
import { onceATurn } from './common/turn';
import { rule } from './rule';
import type { ShapeKit } from '../vocabulary/actions';

type Trade<K extends GmTrade['kind']> = Extract<GmTrade, { kind: K }>;

function tradeRefusal(state: GameState, p: Player, trade: GmTrade): EngineError | null {
  switch (trade.kind) {
    case 'raidMarker':
      if (p.raidSetAside === 0) return refusal('NO_RAID_MARKER_LEFT');
      return p.markers[trade.value] >= 3 ? null : refusal('NOT_IDENTICAL', { needed: 3 });
    case 'bonusChit':
      if (p.goods[trade.good] < 6) return refusal('NOT_IDENTICAL', { needed: 6 });
      return state.chitSupply[trade.chit] > 0 ? null : refusal('CHIT_GONE', { chit: trade.chit });
    case 'goodForMarker':
      if (p.goods[trade.good] === 0) return refusal('CANNOT_AFFORD');
      if (markerGood(trade.value) !== trade.good)
        return refusal('WRONG_COLOUR', { good: trade.good, value: trade.value });
      return state.reserve.markers[trade.value] > 0
        ? null
        : refusal('RESERVE_EMPTY', { marker: trade.value });
    case 'markerForGood': {
      if (p.markers[trade.value] === 0) return refusal('MARKER_NOT_HELD', { markers: [trade.value] });
      const good = markerGood(trade.value);
      return state.reserve.goods[good] > 0 ? null : refusal('RESERVE_EMPTY', { good });
    }
  }
}

function raidMarker(draft: Draft, player: number, trade: Trade<'raidMarker'>): void {
  const { state } = draft;
  const p = state.players[player];
  p.markers[trade.value] -= 3;
  state.reserve.markers[trade.value] += 3;
  p.raidSetAside -= 1;
  p.raidsInHand += 1;
  draft.emit({ type: 'gmTraded', player, kind: trade.kind }, [{ player, detail: { trade } }]);
}

function bonusChit(draft: Draft, player: number, trade: Trade<'bonusChit'>): void {
  const { state } = draft;
  const p = state.players[player];
  p.goods[trade.good] -= 6;
  state.reserve.goods[trade.good] += 6;
  state.chitSupply[trade.chit] -= 1;
  // Replaced, not pushed to: drafts share the chits array with the state they copy (clone.ts).
  p.chits = [...p.chits, trade.chit];
  draft.emit({ type: 'gmTraded', player, kind: trade.kind, chit: trade.chit, good: trade.good }, [
    { player, detail: { trade } },
  ]);
}

function goodForMarker(draft: Draft, player: number, trade: Trade<'goodForMarker'>): void {
  const { state } = draft;
  const p = state.players[player];
  p.goods[trade.good] -= 1;
  state.reserve.goods[trade.good] += 1;
  state.reserve.markers[trade.value] -= 1;
  p.markers[trade.value] += 1;
  // K-60, K-60a: the good is seen by its kind, the marker taken from the cup is not.
  draft.emit({ type: 'gmTraded', player, kind: trade.kind, good: trade.good }, [
    { player, detail: { trade } },
  ]);
}

function markerForGood(draft: Draft, player: number, trade: Trade<'markerForGood'>): void {
  const { state } = draft;
  const p = state.players[player];
  const good = markerGood(trade.value);
  p.markers[trade.value] -= 1;
  state.reserve.markers[trade.value] += 1;
  state.reserve.goods[good] -= 1;
  p.goods[good] += 1;
  // K-60, K-60a: the marker paid into the cup stays hidden; the good taken is seen by its kind.
  draft.emit({ type: 'gmTraded', player, kind: trade.kind, good }, [{ player, detail: { trade } }]);
}

/** K-41: every trade open to the player now; N-11: they see which values the cup holds. */
function openTrades(state: GameState, player: Player): GmTrade[] {
  const trades: GmTrade[] = [];
  if (player.raidSetAside > 0) {
    for (const value of MARKER_VALUES)
      if (player.markers[value] >= 3) trades.push({ kind: 'raidMarker', value });
  }
  for (const good of GOODS) {
    if (player.goods[good] < 6) continue;
    for (const chit of CHITS) if (state.chitSupply[chit] > 0) trades.push({ kind: 'bonusChit', good, chit });
  }
  for (const good of GOODS) {
    if (player.goods[good] === 0) continue;
    for (const value of markerValuesOf(good))
      if (state.reserve.markers[value] > 0) trades.push({ kind: 'goodForMarker', good, value });
  }
  for (const value of MARKER_VALUES) {
    if (player.markers[value] > 0 && state.reserve.goods[markerGood(value)] > 0)
      trades.push({ kind: 'markerForGood', value });
  }
  return trades;
}

/** The action, as it comes from a click, a command or a stored replay. */
const shape = ({ z, player, gmTrade }: ShapeKit) =>
  z.object({ type: z.literal('gmTrade'), player, trade: gmTrade });

/** What legalActions lists for it. */
type Choices = { type: 'gmTrade'; trades: GmTrade[] };

export const gmTrade = rule(shape)<Choices>(
  onceATurn('gmTrade', {
    takeBack: true,
    check: (state, { player, trade }) => {
      const p = state.players[player];
      if (p.cog !== state.guildMaster.city)
        return refusal('NOT_AT_GUILD_MASTER', { city: state.guildMaster.city });
      return tradeRefusal(state, p, trade);
    },
    apply: (draft, { player, trade }) => {
      switch (trade.kind) {
        case 'raidMarker':
          return raidMarker(draft, player, trade);
        case 'bonusChit':
          return bonusChit(draft, player, trade);
        case 'goodForMarker':
          return goodForMarker(draft, player, trade);
        case 'markerForGood':
          return markerForGood(draft, player, trade);
      }
    },
    options: (state, p) => {
      const player = state.players[p];
      if (player.cog !== state.guildMaster.city) return null;
      const trades = openTrades(state, player);
      return trades.length > 0 ? { type: 'gmTrade', trades } : null;
    },
    expand: (legal, player) => legal.trades.map((trade) => ({ type: 'gmTrade', player, trade })),
  }),
);
