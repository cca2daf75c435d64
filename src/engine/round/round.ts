// The round, declared in one place (K-20 … K-27): each phase with its automatic steps, the
// condition that ends it and what follows. After every action the round settles: the game's
// end is checked (K-26, K-50), the phase's automatic steps run, and a finished phase hands
// over to the next, until someone owes a decision. Rules only change state and emit events.
import { together, holds, removeOffer } from '../rules/common/offers';
import { raidAutoSteps } from '../rules/common/raid-steps';
import type { PhaseKind } from '../vocabulary/state';
import { allBid, closeBidding, passWhoCannotBid } from './bidding-close';
import type { Draft } from '../rules/draft';
import { endIfOver } from './game-end';
import { openRound } from './round-start';
import { allPicked, revealPicks, setFirstOrder } from './start-choice';
import { openTurn, supplyGuildMasterCity } from './turns';
import { openConflictWindow } from './conflict-window';
import { beginStartSwaps, startSwapsDone } from './start-swaps';
import { levyTaxes, settleTaxes, taxesPaid } from './taxes';
import { officeOfferStands } from '../rules/common/office-trade';

interface PhaseSteps {
  /** Steps the game takes by itself, re-checked after every action while the phase lasts. */
  readonly auto?: (draft: Draft) => void;
  /** Whether the phase's decisions are all made. */
  readonly over: (draft: Draft) => boolean;
  /** What follows: the end of this phase and the opening of the next. */
  readonly next: (draft: Draft) => void;
}

/** K-20, K-21, then bidding: the opening steps of every round. */
function beginBidding(draft: Draft): void {
  openRound(draft);
  draft.state.phase = { kind: 'bidding', next: 0 };
}

export const ROUND: { readonly [K in Exclude<PhaseKind, 'ended'>]: PhaseSteps } = {
  /** K-13, K-14: secret picks; revealed together; a crowded city picks again; then round 1. */
  startChoice: {
    over: (draft) => draft.state.phase.kind === 'startChoice' && allPicked(draft.state.phase),
    next: (draft) => {
      if (draft.state.phase.kind !== 'startChoice' || !revealPicks(draft, draft.state.phase)) return;
      setFirstOrder(draft);
      // K-73.3: in Memory the start look and swaps come first (N-80).
      if (draft.state.options.memory) beginStartSwaps(draft);
      else beginBidding(draft);
    },
  },
  /** K-73.4, N-80: Memory's start swaps, one player after another; then round 1. */
  startSwap: {
    over: startSwapsDone,
    next: beginBidding,
  },
  /** K-22 … K-24: bids in order, automatic passes; then production and the new order. */
  bidding: {
    auto: passWhoCannotBid,
    over: allBid,
    next: (draft) => {
      closeBidding(draft);
      draft.state.phase = { kind: 'guildMaster' };
    },
  },
  /** K-25: the first player moves the guild master; his city gets two goods; turns begin. */
  guildMaster: {
    over: (draft) => draft.phaseDone,
    next: (draft) => {
      supplyGuildMasterCity(draft);
      // K-70: with taxes, his city is taxed before the first turn (N-70).
      if (draft.state.options.taxes) levyTaxes(draft);
      else openTurn(draft, 0);
    },
  },
  /** K-70, N-71: the taxed owners pay, by choice or at once; then the turns begin. */
  taxes: {
    auto: settleTaxes,
    over: taxesPaid,
    next: (draft) => openTurn(draft, 0),
  },
  /** K-27 … K-45: each player's turn in order, a raid's one-answer decisions taken at once (N-9). */
  turn: {
    auto: (draft) => {
      if (draft.state.phase.kind === 'turn') raidAutoSteps(draft, draft.state.phase.turn);
    },
    over: (draft) => draft.phaseDone,
    next: (draft) => {
      const phase = draft.state.phase;
      // K-72.2: a turn's end may open the conflict window first.
      if (phase.kind === 'turn' && openConflictWindow(draft, phase.index)) return;
      nextTurn(draft, phase.kind === 'turn' ? phase.index + 1 : 0);
    },
  },
  /** K-72: the window, the secret bids, the demand and the push; then the next turn. */
  conflict: {
    over: (draft) => draft.phaseDone,
    next: (draft) => {
      const phase = draft.state.phase;
      nextTurn(draft, phase.kind === 'conflict' ? phase.index + 1 : 0);
    },
  },
};

/** K-27: the turn at `index`, or the next round after the last. */
function nextTurn(draft: Draft, index: number): void {
  if (index < draft.state.order.length) openTurn(draft, index);
  else beginBidding(draft);
}

/**
 * After every action: the game's end (once: automatic steps and hand-overs change neither DP
 * nor the guild master's steps), then the phase's automatic steps and hand-overs until someone
 * owes a decision, then stale offers.
 */
export function settle(draft: Draft): void {
  if (!endIfOver(draft)) handOver(draft);
  dropStaleOffers(draft);
}

function handOver(draft: Draft): void {
  for (;;) {
    const kind = draft.state.phase.kind;
    if (kind === 'ended') return;
    const steps = ROUND[kind];
    steps.auto?.(draft);
    if (!steps.over(draft)) return;
    draft.phaseDone = false;
    steps.next(draft);
  }
}

/** N-12: offers whose cogs parted (or cannot trade now) or whose offerer cannot pay lapse. */
function dropStaleOffers(draft: Draft): void {
  const { state } = draft;
  if (state.offers.length === 0) return;
  for (const offer of [...state.offers]) {
    // K-71, N-74: an offer to an office stands while its terms can still be met there.
    if (offer.office) {
      if (officeOfferStands(state, { ...offer, office: offer.office })) continue;
    } else if (together(state, offer.from, offer.to) && holds(state, offer.from, offer.give)) continue;
    removeOffer(state, offer.id);
    draft.emit({ type: 'tradeCancelled', offer: offer.id, from: offer.from, to: offer.to });
  }
}
