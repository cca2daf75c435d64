// Trading with offices (K-71, N-73, N-74): a cog trades with another player's office in its
// city when the office's owner accepts.
import { describe, expect, it } from 'vitest';
import {
  apply,
  legalActions,
  playerView,
  publicView,
  type GameState,
  type Holdings,
  type EngineError,
} from '../../../src/engine';
import { errorText } from '../../../src/i18n';
import { BLUE, GREEN, RED, YELLOW, addOffice, goods, ok, refused, setGoods, setHand } from '../helpers';
import { game, turnWithCogs } from './helpers';

const nothing: Holdings = { goods: goods({}), markers: [] };

/** Green's turn; Red's cog in Stralsund (6), where Blue owns an office holding 2 amber 1 ore; Blue's cog in Visby. */
function atBluesOffice(rules = { officeTrading: true }): GameState {
  let s = game(rules);
  s.order = [GREEN, RED, BLUE, YELLOW];
  s = turnWithCogs(s, GREEN, { [RED]: 6, [BLUE]: 0 });
  s = addOffice(s, 6, BLUE, { amber: 2, ore: 1 });
  s = setGoods(s, RED, { salt: 1, fur: 2 });
  return setHand(setHand(s, RED, [8, 4]), BLUE, [2, 3]);
}

const slot = (s: GameState) => s.cities[6].offices.findIndex((o) => o.owner === BLUE) as 0 | 1;

function offer(s: GameState, give: Holdings, receive: Holdings) {
  return {
    type: 'offerTrade' as const,
    player: RED,
    to: BLUE,
    office: { city: 6, slot: slot(s) },
    give,
    receive,
  };
}

describe('Trading with offices (K-71)', () => {
  it("K-71.1 a cog may offer a trade to another player's office in its city", () => {
    const s = atBluesOffice();
    const listed = legalActions(s, RED).find((l) => l.type === 'offerTrade');
    expect(listed?.type === 'offerTrade' && listed.offices).toEqual([
      { city: 6, slot: slot(s), owner: BLUE, goods: goods({ amber: 2, ore: 1 }) },
    ]);
    const elsewhere = structuredClone(s);
    elsewhere.players[RED].cog = 5;
    refused(
      elsewhere,
      offer(elsewhere, { goods: goods({ salt: 1 }), markers: [] }, nothing),
      'NOT_IN_SAME_CITY',
    );
  });

  it("K-71.2 only the office's owner answers: accepted it trades, declined nothing moves", () => {
    let s = atBluesOffice();
    s = ok(
      s,
      offer(s, { goods: goods({ salt: 1 }), markers: [] }, { goods: goods({ amber: 2 }), markers: [] }),
    );
    const id = s.offers[0].id;
    expect(publicView(s).awaiting).toContainEqual({ player: BLUE, decision: 'tradeOffer', offer: id });
    refused(s, { type: 'acceptTrade', player: GREEN, offer: id }, 'NOT_YOUR_DECISION');
    const declined = ok(s, { type: 'declineTrade', player: BLUE, offer: id });
    expect(declined.players[RED].goods).toEqual(goods({ salt: 1, fur: 2 }));
    expect(declined.cities[6].offices[slot(s)].goods).toEqual(goods({ amber: 2, ore: 1 }));
    const accepted = ok(s, { type: 'acceptTrade', player: BLUE, offer: id });
    expect(accepted.players[RED].goods).toEqual(goods({ fur: 2, amber: 2 }));
  });

  it('K-71.3 goods given go into the office and goods received come out of it, not out of the hold of its owner', () => {
    let s = setGoods(atBluesOffice(), BLUE, { salt: 3 });
    s = ok(s, offer(s, { goods: goods({ fur: 2 }), markers: [] }, { goods: goods({ ore: 1 }), markers: [] }));
    s = ok(s, { type: 'acceptTrade', player: BLUE, offer: s.offers[0].id });
    expect(s.cities[6].offices[slot(s)].goods).toEqual(goods({ amber: 2, fur: 2 }));
    expect(s.players[RED].goods).toEqual(goods({ salt: 1, ore: 1 }));
    expect(s.players[BLUE].goods).toEqual(goods({ salt: 3 }));
  });

  it("K-71.4 route markers go to and from the office owner's hand", () => {
    let s = atBluesOffice();
    s = ok(s, offer(s, { goods: goods({}), markers: [8] }, { goods: goods({ ore: 1 }), markers: [3] }));
    s = ok(s, { type: 'acceptTrade', player: BLUE, offer: s.offers[0].id });
    expect(s.players[RED].markers).toEqual([0, 0, 0, 1, 1, 0, 0, 0, 0]);
    expect(s.players[BLUE].markers).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 1]);
  });

  it("K-71.5 a player's own office is no partner, nor an empty slot", () => {
    const s = addOffice(atBluesOffice(), 5, RED, { amber: 1 });
    s.players[RED].cog = 5;
    refused(
      s,
      {
        ...offer(s, { goods: goods({ salt: 1 }), markers: [] }, nothing),
        to: RED,
        office: { city: 5, slot: 0 },
      },
      'NO_SUCH_OFFICE',
    );
    refused(
      s,
      { ...offer(s, { goods: goods({ salt: 1 }), markers: [] }, nothing), office: { city: 5, slot: 1 } },
      'NO_SUCH_OFFICE',
    );
  });

  it("N-73 any time, not only in the offerer's turn, wherever the office owner's cog lies", () => {
    const s = atBluesOffice();
    expect(s.phase.kind === 'turn' && s.phase.turn.player).toBe(GREEN);
    expect(s.players[BLUE].cog).not.toBe(6);
    const after = ok(s, offer(s, { goods: goods({ salt: 1 }), markers: [] }, nothing));
    expect(after.offers).toHaveLength(1);
  });

  it('N-74 an office trade asking goods the office lacks is refused with a sentence, and nothing changes', () => {
    const s = atBluesOffice();
    const data = refused(
      s,
      offer(s, nothing, { goods: goods({ salt: 1 }), markers: [] }),
      'OFFICE_LACKS_GOODS',
    );
    expect(errorText({ code: 'OFFICE_LACKS_GOODS', data } as EngineError, (i) => `P${i}`)).toBe(
      'The office in Stralsund does not hold those goods.',
    );
    refused(s, offer(s, { goods: goods({ amber: 1 }), markers: [] }, nothing), 'CANNOT_AFFORD');
    refused(s, offer(s, nothing, nothing), 'EMPTY_OFFER');
    refused(
      { ...s, options: { ...s.options, officeTrading: false } },
      offer(s, { goods: goods({ salt: 1 }), markers: [] }, nothing),
      'RULE_NOT_IN_GAME',
    );
  });

  it('N-74 an offer lapses when the cog leaves, and its terms stay between the two players', () => {
    let s = atBluesOffice();
    s = ok(
      s,
      offer(s, { goods: goods({ salt: 1 }), markers: [] }, { goods: goods({ amber: 1 }), markers: [] }),
    );
    expect(publicView(s).offers).toEqual([{ id: s.offers[0].id, from: RED, to: BLUE }]);
    expect(playerView(s, BLUE).myOffers[0].give.goods).toEqual(goods({ salt: 1 }));
    expect(playerView(s, GREEN).myOffers).toEqual([]);
    const moved = structuredClone(s);
    moved.players[RED].cog = 5;
    const r = apply(moved, { type: 'setAutoCollect', player: RED, on: !moved.players[RED].autoCollect });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.state.offers).toEqual([]);
    expect(r.events.map((e) => e.event.type)).toContain('tradeCancelled');
  });

  it('N-74 accepting checks again: an office emptied meanwhile cannot trade', () => {
    let s = atBluesOffice();
    s = ok(
      s,
      offer(s, { goods: goods({ salt: 1 }), markers: [] }, { goods: goods({ amber: 2 }), markers: [] }),
    );
    const emptied = structuredClone(s);
    emptied.cities[6].offices[slot(s)].goods.amber = 0;
    emptied.reserve.goods.amber += 2;
    refused(emptied, { type: 'acceptTrade', player: BLUE, offer: s.offers[0].id }, 'OFFICE_LACKS_GOODS');
  });

  it("N-74 K-60: an offer asking markers the office's owner lacks is made and stands; only accepting refuses it", () => {
    let s = atBluesOffice();
    // Blue holds 2 and 3: an offer asking for Blue's 7 must not tell Red so.
    const asking = offer(s, { goods: goods({ salt: 1 }), markers: [] }, { goods: goods({}), markers: [7] });
    s = ok(s, asking);
    const id = s.offers[0].id;
    // Any later action leaves it standing (no lapse that would tell either).
    s = ok(s, { type: 'setAutoCollect', player: GREEN, on: false });
    expect(s.offers.map((o) => o.id)).toEqual([id]);
    refused(s, { type: 'acceptTrade', player: BLUE, offer: id }, 'PARTNER_CANNOT_PAY');
  });

  it('N-74 with N-14: a raid victim whose goods are being split cannot offer to an office', () => {
    let s = atBluesOffice();
    s = turnWithCogs(s, GREEN, { [GREEN]: 6, [RED]: 6, [BLUE]: 0 });
    s = setGoods(s, RED, { salt: 1, fur: 2 });
    s = ok(s, { type: 'raid', player: GREEN, target: { kind: 'cog', victim: RED } });
    expect(s.phase.kind === 'turn' && s.phase.turn.raid?.stage).toBe('split');
    expect(legalActions(s, RED).some((l) => l.type === 'offerTrade')).toBe(false);
    refused(s, offer(s, { goods: goods({ salt: 1 }), markers: [] }, nothing), 'DECISION_PENDING');
  });
});
