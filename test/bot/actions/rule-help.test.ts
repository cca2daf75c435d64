// Issue 22: a move the rules refuse is answered with the engine's reason and a line pointing
// to the /kogge rules topic its entry names, in the player's language with the localised
// command names; a refusal about when or who (not your turn, a malformed action) gets none.
// The refusals here come from the engine itself (K-22: a bid of markers not held).
import { describe, expect, it } from 'vitest';
import { applyAction, type ActionType, type EngineError, type GameState } from '../../../src/engine/index';
import { CATALOGUES, errorText, t } from '../../../src/i18n/index';
import { helpTopic, refusalText, rulesLine } from '../../../src/bot/actions/rule-help';
import { ACTION_ENTRIES } from '../../../src/bot/actions/table';
import { RULE_TOPICS } from '../../../src/bot/rule-topics';
import { localName } from '../../../src/bot/slash/command-names';
import { setHand, startedGame } from '../../engine/helpers';

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
    expect(refusalText('bid', error, names, 'en')).toBe(
      'You do not hold the route markers 8+8.\nRules: `/kogge rules topic:Bidding for the order`',
    );
  });

  it('K-22: the same refusal in German names /kogge regeln thema and the German title', () => {
    const { state, bidder } = bidding();
    const answer = refusalText('bid', refusedBid(state, bidder, [8, 8]), names, 'de');
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
        expectTopicLine(refusalText(type, error, names, locale), ACTION_ENTRIES[type].help, locale, command);
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
    expect(helpTopic('bid', error)).toBeNull();
    expect(refusalText('bid', error, names, 'en')).toBe(errorText(error, names, 'en'));
    expect(refusalText('bid', error, names, 'en')).not.toContain('/kogge');
  });

  it('K-71: an office trade the office cannot pay names office trading, not trading between players', () => {
    const lacks: EngineError = { code: 'OFFICE_LACKS_GOODS', data: { city: 6 } };
    expect(ACTION_ENTRIES.offerTrade.help).toBe('trading');
    expect(helpTopic('offerTrade', lacks)).toBe('officeTrading');
    expect(refusalText('offerTrade', lacks, names, 'en')).toBe(
      'The office in Stralsund does not hold those goods.\nRules: `/kogge rules topic:Trading with offices (advanced)`',
    );
    // The same action refused by its own rule still names its entry's topic.
    expect(helpTopic('offerTrade', { code: 'EMPTY_OFFER', data: {} })).toBe('trading');
  });

  it('K-70a, K-72a: goods frozen by a tax or a conflict name that rule, whatever the action', () => {
    expect(helpTopic('sail', { code: 'FROZEN_BY_TAX', data: { player: 1 } })).toBe('taxes');
    expect(helpTopic('offerTrade', { code: 'FROZEN_BY_CONFLICT', data: { player: 1 } })).toBe('conflicts');
  });

  it('an action that could not be read (no type) gets the engine’s sentence alone', () => {
    const error: EngineError = { code: 'MALFORMED_ACTION', data: { issues: ['markers: required'] } };
    expect(refusalText(null, error, names, 'fr')).toBe(errorText(error, names, 'fr'));
  });
});
