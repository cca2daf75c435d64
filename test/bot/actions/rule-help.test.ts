// Issue 22: a move the rules refuse is answered with the engine's reason and a line pointing
// to the /kogge rules topic its entry names, in the player's language with the localised
// command names; a refusal about when or who (not your turn, a malformed action) gets none.
// The refusals here come from the engine itself (K-22: a bid of markers not held).
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  type Action,
  type ActionType,
  type EngineError,
  type GameState,
  type Holdings,
} from '../../../src/engine/index';
import { CATALOGUES, errorText, t } from '../../../src/i18n/index';
import { helpTopic, refusalText, rulesLine } from '../../../src/bot/actions/rule-help';
import { ACTION_ENTRIES } from '../../../src/bot/actions/table';
import { RULE_TOPICS } from '../../../src/bot/rule-topics';
import { localName } from '../../../src/bot/slash/command-names';
import {
  BLUE,
  GREEN,
  RED,
  YELLOW,
  addOffice,
  goods,
  ok,
  setGoods,
  setHand,
  startedGame,
} from '../../engine/helpers';
import { game, turnWithCogs } from '../../engine/advanced/helpers';

const names = (p: number) => ['alice', 'bob'][p] ?? '?';

/** A two-player game's first bidding, the bidder holding 7, 6 and 1. */
function bidding(): { state: GameState; bidder: number; other: number } {
  const started = startedGame(2, 1, [1, 5]);
  const phase = started.phase;
  if (phase.kind !== 'bidding') throw new Error(`not bidding: ${phase.kind}`);
  const bidder = started.order[phase.next];
  return { state: setHand(started, bidder, [7, 6, 1]), bidder, other: 1 - bidder };
}

/** The engine's refusal of `markers` bid by `player`. */
function refusedBid(state: GameState, player: number, markers: number[]): EngineError {
  const result = applyAction(state, { type: 'bid', player, markers });
  if (result.ok) throw new Error('the bid was accepted');
  return result.error;
}

const bidOf = (player: number): Action => ({ type: 'bid', player, markers: [8, 8] });

/** An action of `type` with no data of its own: its entry's `help` decides the topic. */
const bare = (type: ActionType): Action => ({ type, player: 0 }) as unknown as Action;

/** The answer's last line names `topic` in `locale`: built here from the catalogue, not by rule-help. */
function expectTopicLine(answer: string, topic: string, locale: string, command: string): void {
  const title = t(`rules.${topic}.title` as 'rules.start.title', {}, locale);
  expect(answer.split('\n').at(-1)).toContain(`\`/kogge ${command}:${title}\``);
}

describe('a refusal by the rules points to its action’s rules topic (issue 22)', () => {
  it('K-22: a bid of markers not held ends with the bidding topic, in English', () => {
    const { state, bidder } = bidding();
    const error = refusedBid(state, bidder, [8, 8]);
    expect(error.code).toBe('MARKER_NOT_HELD');
    expect(refusalText(bidOf(bidder), state, error, names, 'en')).toBe(
      'You do not hold the route markers 8+8.\nRules: `/kogge rules topic:Bidding for the order`',
    );
  });

  it('K-22: the same refusal in German names /kogge regeln thema and the German title', () => {
    const { state, bidder } = bidding();
    const answer = refusalText(bidOf(bidder), state, refusedBid(state, bidder, [8, 8]), names, 'de');
    expect(answer).toBe(
      `${errorText(refusedBid(state, bidder, [8, 8]), names, 'de')}\nRegeln: \`/kogge regeln thema:Bieten um die Reihenfolge\``,
    );
  });

  it('names the topic the entry names: each action’s line carries its own entry’s title', () => {
    const { state, bidder } = bidding();
    const error = refusedBid(state, bidder, [8, 8]);
    for (const type of Object.keys(ACTION_ENTRIES) as ActionType[])
      for (const [locale, command] of [
        ['en', 'rules topic'],
        ['it', 'regole argomento'],
      ])
        expectTopicLine(
          refusalText(bare(type), state, error, names, locale),
          ACTION_ENTRIES[type].help,
          locale,
          command,
        );
  });

  it('control: a line naming another topic than the entry’s fails the same check', () => {
    const answer = `You do not hold the route markers 8+8.\n${rulesLine('raid', 'en')}`;
    expect(() => expectTopicLine(answer, ACTION_ENTRIES.bid.help, 'en', 'rules topic')).toThrow();
    expectTopicLine(answer, 'raid', 'en', 'rules topic');
  });

  /** The line for `topic` names /kogge rules and its topic option as a user of `locale` types them. */
  function expectTypedNames(line: string, topic: string, locale: string): void {
    const command = `/kogge ${localName('rules', locale)} ${localName('topic', locale)}:`;
    const title = t(`rules.${topic}.title` as 'rules.start.title', {}, locale);
    expect(line, `${locale} ${topic}`).toContain(`\`${command}${title}\``);
  }

  it('every language names /kogge rules and topic as its users type them (command-names.ts), for every topic', () => {
    const locales = ['en', ...Object.keys(CATALOGUES)];
    expect(locales).toEqual(expect.arrayContaining(['en', 'de', 'fr', 'it']));
    for (const locale of locales)
      for (const topic of RULE_TOPICS) expectTypedNames(rulesLine(topic, locale), topic, locale);
  });

  it('control: a German line with the English option name (a stale or untranslated name) is caught', () => {
    const title = t('rules.bidding.title', {}, 'de');
    expect(() => expectTypedNames(`Regeln: \`/kogge regeln topic:${title}\``, 'bidding', 'de')).toThrow();
    expect(() => expectTypedNames(`Regeln: \`/kogge rules thema:${title}\``, 'bidding', 'de')).toThrow();
  });

  it('control: every topic has its own title, so a wrong topic cannot read the same', () => {
    const titles = RULE_TOPICS.map((topic) => rulesLine(topic, 'en'));
    expect(new Set(titles).size).toBe(RULE_TOPICS.length);
  });

  it('K-22: a bid out of turn is about who, not the rule: the engine’s sentence alone', () => {
    const { state, other } = bidding();
    const error = refusedBid(state, other, [5]);
    expect(error.code).toBe('NOT_YOUR_TURN');
    expect(helpTopic(bidOf(other), state, error)).toBeNull();
    expect(refusalText(bidOf(other), state, error, names, 'en')).toBe(errorText(error, names, 'en'));
    expect(refusalText(bidOf(other), state, error, names, 'en')).not.toContain('/kogge');
  });

  it('K-71: an office trade the office cannot pay names office trading, not trading between players', () => {
    const lacks: EngineError = { code: 'OFFICE_LACKS_GOODS', data: { city: 6 } };
    expect(ACTION_ENTRIES.offerTrade.help).toBe('trading');
    const { state } = bidding();
    expect(helpTopic(bare('offerTrade'), state, lacks)).toBe('officeTrading');
    expect(refusalText(bare('offerTrade'), state, lacks, names, 'en')).toBe(
      'The office in Stralsund does not hold those goods.\nRules: `/kogge rules topic:Trading with offices (advanced)`',
    );
    // The same action refused by its own rule still names its entry's topic.
    expect(helpTopic(bare('offerTrade'), state, { code: 'EMPTY_OFFER', data: {} })).toBe('trading');
  });

  it('K-70a, K-72a: goods frozen by a tax or a conflict name that rule, whatever the action', () => {
    const { state } = bidding();
    expect(helpTopic(bare('sail'), state, { code: 'FROZEN_BY_TAX', data: { player: 1 } })).toBe('taxes');
    expect(helpTopic(bare('offerTrade'), state, { code: 'FROZEN_BY_CONFLICT', data: { player: 1 } })).toBe(
      'conflicts',
    );
  });

  it('an action that could not be read (no type) gets the engine’s sentence alone', () => {
    const error: EngineError = { code: 'MALFORMED_ACTION', data: { issues: ['markers: required'] } };
    expect(refusalText(null, bidding().state, error, names, 'fr')).toBe(errorText(error, names, 'fr'));
  });
});

describe('a refused office trade names office trading, whatever its code (K-71)', () => {
  const nothing: Holdings = { goods: goods({}), markers: [] };
  const officeNames = (p: number) => ['green', 'red', 'blue', 'yellow'][p] ?? '?';

  /** Green's turn; Red's cog in Stralsund (6) with 1 salt, where Blue owns an office holding 2 amber; Blue holds 2 and 3. */
  function atBluesOffice(): { state: GameState; slot: 0 | 1 } {
    let s = game({ officeTrading: true });
    s.order = [GREEN, RED, BLUE, YELLOW];
    s = turnWithCogs(s, GREEN, { [RED]: 6, [BLUE]: 0 });
    s = addOffice(s, 6, BLUE, { amber: 2 });
    s = setGoods(s, RED, { salt: 1 });
    s = setHand(setHand(s, RED, [8, 4]), BLUE, [2, 3]);
    return { state: s, slot: s.cities[6].offices.findIndex((o) => o.owner === BLUE) as 0 | 1 };
  }

  /** The engine's own refusal of `action` in `state`, with the code expected. */
  function refusedWith(state: GameState, action: Action, code: string): EngineError {
    const result = applyAction(state, action);
    if (result.ok) throw new Error(`${action.type} was accepted`);
    expect(result.error.code).toBe(code);
    return result.error;
  }

  it('K-71: an offer to an office refused as CANNOT_AFFORD (a code of any trade) ends with the office trading topic', () => {
    const { state, slot } = atBluesOffice();
    const give = { goods: goods({ salt: 3 }), markers: [] };
    const offer: Action = {
      type: 'offerTrade',
      player: RED,
      to: BLUE,
      give,
      receive: nothing,
      office: { city: 6, slot },
    };
    const error = refusedWith(state, offer, 'CANNOT_AFFORD');
    expect(helpTopic(offer, state, error)).toBe('officeTrading');
    expect(refusalText(offer, state, error, officeNames, 'en').split('\n').at(-1)).toBe(
      'Rules: `/kogge rules topic:Trading with offices (advanced)`',
    );
  });

  it('control: the same CANNOT_AFFORD for an offer to a cog names trading between players', () => {
    const { state } = atBluesOffice();
    const together = turnWithCogs(state, GREEN, { [RED]: 6, [BLUE]: 6 });
    const give = { goods: goods({ salt: 3 }), markers: [] };
    const offer: Action = { type: 'offerTrade', player: RED, to: BLUE, give, receive: nothing };
    const error = refusedWith(together, offer, 'CANNOT_AFFORD');
    expect(helpTopic(offer, together, error)).toBe('trading');
  });

  it('K-71, N-74: accepting an office offer whose markers the owner lacks (PARTNER_CANNOT_PAY) names office trading', () => {
    const { state, slot } = atBluesOffice();
    const give = { goods: goods({ salt: 1 }), markers: [] };
    const asking = { goods: goods({}), markers: [7] };
    const made = ok(state, {
      type: 'offerTrade',
      player: RED,
      to: BLUE,
      give,
      receive: asking,
      office: { city: 6, slot },
    });
    const accept: Action = { type: 'acceptTrade', player: BLUE, offer: made.offers[0].id };
    const error = refusedWith(made, accept, 'PARTNER_CANNOT_PAY');
    expect(helpTopic(accept, made, error)).toBe('officeTrading');
    expect(refusalText(accept, made, error, officeNames, 'de').split('\n').at(-1)).toBe(
      rulesLine('officeTrading', 'de'),
    );
  });

  it('control: accepting a cog’s offer the offerer can no longer pay (PARTNER_CANNOT_PAY) names trading between players', () => {
    const { state } = atBluesOffice();
    const together = turnWithCogs(state, GREEN, { [RED]: 6, [BLUE]: 6 });
    const give = { goods: goods({ salt: 1 }), markers: [] };
    const made = ok(together, { type: 'offerTrade', player: RED, to: BLUE, give, receive: nothing });
    const spent = setGoods(made, RED, {});
    const accept: Action = { type: 'acceptTrade', player: BLUE, offer: made.offers[0].id };
    const error = refusedWith(spent, accept, 'PARTNER_CANNOT_PAY');
    expect(helpTopic(accept, spent, error)).toBe('trading');
  });
});
