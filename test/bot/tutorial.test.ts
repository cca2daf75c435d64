// Issue 38, a first game that teaches: the first-round tutorial (src/bot/tutorial/). Its script
// replayed on its seed, every step legal where it stands; the round played through the person's
// panels in every language, each step's panel saying what to do, why and where the rule is, and
// offering that very step; then an ordinary game with hints. A different choice leaves the
// script (said once); a take-back brings it back; the lines tell nothing a computer player holds
// in secret; and the place is read off the stored record alone, so a restart resumes it.
import { describe, expect, it } from 'vitest';
import { nextActor, randomAction, isListed } from '../../src/ai/index';
import {
  compareBids,
  Dice,
  GOOD_VP,
  GOODS,
  legalActions,
  seedRng,
  type Action,
  type GameState,
} from '../../src/engine/index';
import { t } from '../../src/i18n/index';
import type { GameRecord } from '../../src/store/index';
import { decodeMove } from '../../src/bot/action-codec';
import { takeBack } from '../../src/bot/take-back';
import { PERSON } from '../../src/bot/tutorial/script';
import { scriptedTurn, tutorialPlace } from '../../src/bot/tutorial/place';
import { pathTo } from '../support/panel-path';
import { LOCALES, panelOf, personSteps, played, SCRIPT, tutorialRecord } from '../support/tutorial-record';

describe('the first-round tutorial’s script (issue 38)', () => {
  it('is legal step by step on its seed: each expected choice is listed where it stands and accepted', () => {
    let record = tutorialRecord();
    for (const [index, step] of SCRIPT.steps.entries()) {
      const state = record.state as GameState;
      const legal = legalActions(state, step.action.player);
      expect(isListed(step.action, legal), `step ${index}: ${step.action.type}`).toBe(true);
      // The person's steps carry a sentence; every other seat's step is a computer player's.
      expect(step.say !== undefined).toBe(step.action.player === PERSON);
      record = played(record, step.action);
    }
    expect(personSteps.map((s) => s.action.type)).toEqual([
      'chooseStart',
      'bid',
      'moveGuildMaster',
      'sail',
      'buildOffice',
      'cityTrade',
      'endTurn',
    ]);
  });

  it('holds what its sentences claim (the person bids best and moves first, their office gets salt …)', () => {
    let record = tutorialRecord();
    const at = (type: Action['type']) => {
      while (record.actions.length < SCRIPT.steps.length) {
        const step = SCRIPT.steps[record.actions.length];
        if (step.action.player === PERSON && step.action.type === type) return record.state as GameState;
        record = played(record, step.action);
      }
      throw new Error(`no ${type} step`);
    };
    // Start: Lübeck makes salt, the most valuable good.
    expect(Math.max(...GOODS.map((g) => GOOD_VP[g]))).toBe(GOOD_VP.salt);
    // Bid: the 8 beats every bid before it; afterwards the person plays first and their office has salt.
    const bidding = at('bid');
    for (const bid of bidding.bids) expect(compareBids([8], bid.markers)).toBeGreaterThan(0);
    record = played(record, SCRIPT.steps[record.actions.length].action);
    let state = record.state as GameState;
    expect(state.order[0]).toBe(PERSON);
    expect(state.cities[7].offices).toEqual([
      { owner: PERSON, goods: { ore: 0, fur: 0, amber: 0, salt: 1 } },
    ]);
    // The guild master: from Riga two cities on to Stralsund, which gets 2 amber.
    expect(state.guildMaster.city).toBe(4);
    const amber = state.cities[6].goods.amber;
    record = played(record, SCRIPT.steps[record.actions.length].action);
    state = record.state as GameState;
    expect(state.guildMaster.city).toBe(6);
    expect(state.cities[6].goods.amber).toBe(amber + 2);
    // The turn: the office's salt came aboard; Lübeck's route 0 (its 6-marker) leads to Stralsund, for free.
    expect(state.players[PERSON].goods.salt).toBe(1);
    expect(state.cities[7].squares[0]).toMatchObject({ value: 6, faceUp: true });
    at('endTurn');
    state = record.state as GameState;
    expect(state.cities[6].offices.map((o) => o.owner)).toEqual([PERSON]);
    expect(state.players[PERSON].goods).toEqual({ ore: 0, fur: 0, amber: 2, salt: 0 });
  });
});

describe.each(LOCALES)('the tutorial played through the panels in %s', (locale) => {
  it('says each step (what, why, the rules topic), offers it, and ends in an ordinary game with hints', () => {
    let record = tutorialRecord();
    let said = 0;
    for (const step of SCRIPT.steps) {
      const turn = scriptedTurn(record, record.state as GameState);
      const { ctx, panel } = panelOf(record, locale);
      expect(panel.content.length).toBeLessThanOrEqual(2000);
      expect(panel.content).not.toMatch(/\{\w+\}/);
      if (step.say) {
        said += 1;
        // The computer players wait for the person's step.
        expect(turn).toEqual({ kind: 'wait' });
        expect(panel.content).toContain(
          t('tutorial.step', { step: said, steps: personSteps.length, text: '' }, locale).trim(),
        );
        const topic = t(`rules.${step.say.topic}.title`, {}, locale);
        expect(panel.content).toContain(t('rules.seeTopic', { topic }, locale));
        // The tutorial's sentence says more than the first-game hint, which is left out.
        expect(panel.content).not.toContain(t('hint.bid', {}, locale));
        // The step is done through the panel's own buttons and menus.
        const path = pathTo(ctx, step.action);
        expect(path, `${locale}: no way to ${step.action.type} in the panel`).not.toBeNull();
        const last = path!.at(-1)!;
        const code = last.values?.[0] ?? last.args[0];
        expect(decodeMove(code, PERSON)).toEqual(step.action);
      } else {
        // The computer players play the script's own step, as computer-turns.ts does.
        expect(turn).toEqual({ kind: 'play', seat: step.action.player, action: step.action });
        if (record.actions.at(-1)?.player === PERSON || said > 0)
          expect(panel.content).toContain(
            t('tutorial.waiting', { act: t('button.act', {}, locale) }, locale),
          );
      }
      record = played(record, step.action);
    }
    // The last step played: said once, and the game is an ordinary one.
    expect(panelOf(record, locale).panel.content).toContain(
      t('tutorial.done', { hint: t('coach.button', {}, locale) }, locale),
    );
    expect(scriptedTurn(record, record.state as GameState)).toBeNull();
    // The computer players play their own turns until the person decides again (round 2's bid).
    const dice = new Dice(seedRng(38));
    for (let i = 0; i < 200 && nextActor(record.state as GameState) !== PERSON; i++) {
      const state = record.state as GameState;
      const actor = nextActor(state)!;
      record = played(record, randomAction(state, actor, dice)!);
    }
    const state = record.state as GameState;
    expect(state.round).toBe(2);
    expect(state.phase.kind).toBe('bidding');
    const ordinary = panelOf(record, locale).panel.content;
    expect(ordinary).not.toMatch(/\*\*(Tutorial|Einführung|Tutoriel)/);
    expect(ordinary).toContain(t('hint.bid', {}, locale));
  });
});

describe('leaving the tutorial’s script', () => {
  /** The record up to (not including) the person's sail. */
  function beforeSail(): GameRecord {
    let record = tutorialRecord();
    for (const step of SCRIPT.steps) {
      if (step.action.type === 'sail') return record;
      record = played(record, step.action);
    }
    throw new Error('no sail step');
  }

  it('accepts a different legal choice, says so once, and lets the computer players think; a take-back returns', () => {
    const before = beforeSail();
    const otherRoute: Action = { type: 'sail', player: PERSON, route: 1, payment: [] };
    expect(isListed(otherRoute, legalActions(before.state as GameState, PERSON))).toBe(true);
    const left = played(before, otherRoute);
    expect(tutorialPlace(left)).toMatchObject({ kind: 'left', at: before.actions.length });
    const now = panelOf(left, 'en').panel.content;
    expect(now).toContain(t('tutorial.left'));
    expect(now).not.toContain('**Tutorial, step');
    // Off the script the computer players think for themselves.
    expect(scriptedTurn(left, left.state as GameState)).toBeNull();
    // Said once: after the next move the panel is an ordinary one.
    const next = played(left, { type: 'endTurn', player: PERSON });
    expect(panelOf(next, 'en').panel.content).not.toContain(t('tutorial.left'));
    // A take-back of the different choice puts the game back on the script, at the sail step.
    const back = takeBack(left, PERSON);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(tutorialPlace(back.value.record)).toMatchObject({ kind: 'on', next: before.actions.length });
    expect(panelOf(back.value.record, 'en').panel.content).toContain('**Tutorial, step 4 of 7:**');
  });
});
