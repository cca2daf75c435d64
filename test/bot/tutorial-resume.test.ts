// Issue 38: what the tutorial's lines may tell (nothing a computer player holds in secret, no
// rule id) and a restart mid-tutorial (the place is read off the stored record alone).
import { describe, expect, it } from 'vitest';
import { legalActions, playerView, type GameState } from '../../src/engine/index';
import { tStored } from '../../src/i18n/index';
import { GameRecordSchema } from '../../src/store/index';
import { answerBody } from '../../src/bot/pending-answers';
import { PERSON } from '../../src/bot/tutorial/script';
import { scriptedTurn, tutorialPlace } from '../../src/bot/tutorial/place';
import { tutorialLines } from '../../src/bot/tutorial/lines';
import { LOCALES, panelOf, personSteps, played, SCRIPT, tutorialRecord } from '../support/tutorial-record';

describe('what the tutorial’s lines may tell', () => {
  it('never a computer player’s hidden holdings: the lines are the same whatever they hold in secret', () => {
    let record = tutorialRecord();
    for (const step of SCRIPT.steps) {
      const state = record.state as GameState;
      // Another secret for every computer player: goods and markers of the same count, other kinds.
      const hidden: GameState = {
        ...state,
        players: state.players.map((p, i) =>
          i === PERSON
            ? p
            : {
                ...p,
                goods: { ore: p.goods.salt, fur: p.goods.amber, amber: p.goods.fur, salt: p.goods.ore },
                markers: [...p.markers].reverse(),
              },
        ),
      };
      for (const locale of LOCALES) {
        const lines = (s: GameState) =>
          tutorialLines(record, playerView(s, PERSON), legalActions(s, PERSON), locale).lines;
        expect(lines(hidden)).toEqual(lines(state));
      }
      record = played(record, step.action);
    }
  });

  it('carries no rule id (K-…): the ids stay in /kogge rules', () => {
    for (const locale of LOCALES)
      for (const step of personSteps)
        expect(tStored(`tutorial.say.${step.say!.key}`, {}, locale)).not.toMatch(/K-\d/);
  });
});

describe('a restart mid-tutorial', () => {
  it('reads the same place and the same panel from the stored record, and answers a deferred click with it', () => {
    let record = tutorialRecord();
    for (const step of SCRIPT.steps.slice(0, 9)) record = played(record, step.action);
    const stored = GameRecordSchema.parse(JSON.parse(JSON.stringify(record)));
    expect(tutorialPlace(stored)).toEqual(tutorialPlace(record));
    expect(panelOf(stored, 'de').panel.content).toBe(panelOf(record, 'de').panel.content);
    expect(panelOf(stored, 'en').panel.content).toContain('**Tutorial, step 4 of 7:**');
    expect(scriptedTurn(stored, stored.state as GameState)).toEqual({ kind: 'wait' });
    // A click the killed process deferred is answered after the restart with the same panel.
    const click = { id: 'i1', applicationId: 'a', token: 'tk', kind: 'act' as const, gameId: stored.id };
    const body = answerBody(stored, { ...click, userId: 'u-anna', locale: 'en', at: 0 }, true, true);
    expect(body.content).toContain('**Tutorial, step 4 of 7:**');
  });
});
