// Issue 22: a move the rules refuse ends with the refused action's /kogge rules topic, taken
// from its entry in the action table, in the reader's language with the command names their
// client shows. Refusals about whose turn it is, or input that is no action, get no such line.
import { describe, expect, it } from 'vitest';
import { apply, type Action, type EngineError, type GameState } from '../../../src/engine/index';
import { CATALOGUES, errorText, t } from '../../../src/i18n/index';
import { refusalText, type HelpTopics } from '../../../src/bot/actions/refusal-help';
import { ACTION_ENTRIES } from '../../../src/bot/actions/table';
import { RULE_TOPICS } from '../../../src/bot/rule-topics';
import { localName } from '../../../src/bot/slash/command-names';
import { namesOf } from '../../../src/bot/text';
import { expectTopicLine } from './topic-line';
import { RED, atTurn, setGoods, setHand, startedGame } from '../../engine/helpers';

/** Red's turn in its start city Lübeck (2), without the goods an office there costs. */
function cannotBuild(): GameState {
  return setHand(setGoods(atTurn(startedGame(2, 80, [2, 0]), RED), RED, { ore: 1 }), RED, [2]);
}

/** The engine's refusal of `action` in `state` (the test fails if it is accepted). */
function refusalOf(state: GameState, action: Action): EngineError {
  const result = apply(state, action);
  if (result.ok) throw new Error(`${action.type} was accepted`);
  return result.error;
}

const build: Action = { type: 'buildOffice', player: RED };

describe('the rules topic at the end of a refusal (issue 22)', () => {
  it('K-40: a buildOffice refused for its cost ends with the offices topic, in English', () => {
    const state = cannotBuild();
    const error = refusalOf(state, build);
    expect(error.code).toBe('CANNOT_AFFORD');
    const text = refusalText(error, 'buildOffice', namesOf(state), 'en');
    expect(text.split('\n')[0]).toBe(errorText(error, namesOf(state), 'en'));
    expect(text.split('\n')[1]).toBe('Rules: `/kogge rules topic:Offices and their goods`');
    expectTopicLine(text, 'buildOffice', 'en');
  });

  it('K-40: the same refusal in German names /kogge regeln thema: and the German title', () => {
    const state = cannotBuild();
    const text = refusalText(refusalOf(state, build), 'buildOffice', namesOf(state), 'de');
    expect(text.split('\n')[1]).toBe(`Regeln: \`/kogge regeln thema:${t('rules.offices.title', {}, 'de')}\``);
    expectTopicLine(text, 'buildOffice', 'de');
  });

  it('control: a planted wrong topic on the buildOffice entry changes the line, and the assertion catches it', () => {
    const state = cannotBuild();
    const error = refusalOf(state, build);
    const planted: HelpTopics = { ...ACTION_ENTRIES, buildOffice: { help: 'market' } };
    for (const locale of ['en', 'de']) {
      const text = refusalText(error, 'buildOffice', namesOf(state), locale, planted);
      expect(text).toContain(t('rules.market.title', {}, locale));
      expect(() => expectTopicLine(text, 'buildOffice', locale)).toThrow();
    }
  });

  it('K-40: not for a refusal of whose turn it is: no rules line after "not your turn"', () => {
    const state = cannotBuild();
    const error = refusalOf(state, { type: 'buildOffice', player: 1 });
    expect(error.code).toBe('NOT_YOUR_TURN');
    const text = refusalText(error, 'buildOffice', namesOf(state), 'en');
    expect(text).toBe(errorText(error, namesOf(state), 'en'));
    expect(() => expectTopicLine(text, 'buildOffice', 'en')).toThrow();
  });

  it('not for input that is no action: a refusal without an action type has no rules line', () => {
    const state = cannotBuild();
    const error: EngineError = { code: 'MALFORMED_ACTION', data: { issues: ['type: invalid'] } };
    expect(refusalText(error, null, namesOf(state), 'en')).toBe(errorText(error, namesOf(state), 'en'));
    // A rule refusal of no known action has no topic either.
    const cost = refusalOf(state, build);
    expect(refusalText(cost, null, namesOf(state), 'en')).toBe(errorText(cost, namesOf(state), 'en'));
  });

  it('every language writes the line with its own /kogge rules and topic names, for every topic', () => {
    const locales = ['en', ...Object.keys(CATALOGUES)];
    expect(locales).toEqual(expect.arrayContaining(['en', 'de', 'fr', 'it']));
    for (const locale of locales) {
      const command = `/kogge ${localName('rules', locale)} ${localName('topic', locale)}:`;
      for (const topic of RULE_TOPICS) {
        const title = t(`rules.${topic}.title`, {}, locale);
        expect(t('rules.seeAlso', { title }, locale), `${locale} ${topic}`).toContain(
          `\`${command}${title}\``,
        );
      }
    }
  });
});
