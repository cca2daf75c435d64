// The public post's buttons: while the game runs, "My hand", "Act" and "📱 Phone board"; the
// final post (final board, VP table, winners) keeps only "📱 Phone board", since no action is
// legal any more but a player on a phone still wants to read the final board, and "⏯ Replay".
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/ai/index';
import type { GameState } from '../../src/engine/index';
import { parseComponentId } from '../../src/bot/custom-id';
import { postPayload } from '../../src/bot/post-message';
import { type GameRecord } from '../../src/store/index';
import { recordOf, STAND_IN_IMAGE } from './post-fixtures';

/** Every state of one seeded 2-player game, from the start to the end. */
function gameStates(): GameState[] {
  const states: GameState[] = [];
  playRandomGame({ seed: 5, players: 2, check: false, onState: (s) => states.push(s) });
  return states;
}

const record = (state: GameState): GameRecord => recordOf(state);

/** The post's buttons as label and component id. */
function buttonsOf(state: GameState) {
  const payload = postPayload(record(state), STAND_IN_IMAGE);
  // Rows of buttons only (the panel helpers' shape): label and custom id each.
  const buttons = payload.components.flatMap(
    (row) => row.components as unknown as { label: string; custom_id: string }[],
  );
  return {
    content: payload.content,
    buttons: buttons.map((b) => ({ label: b.label, id: parseComponentId(b.custom_id) })),
  };
}

describe('the buttons on the public post', () => {
  const states = gameStates();
  const final = states[states.length - 1];

  it('the game played to its end (the fixture reaches the final post)', () => {
    expect(final.phase.kind).toBe('ended');
    expect(states.length).toBeGreaterThan(50);
  });

  it('a running game’s post has "My hand", "Act" and "📱 Phone board", all of this version', () => {
    const running = states[Math.floor(states.length / 2)];
    const { buttons } = buttonsOf(running);
    expect(buttons.map((b) => b.label)).toEqual(['My hand', 'Act', '📱 Phone board']);
    expect(buttons.map((b) => b.id?.kind)).toEqual(['hand', 'act', 'phone']);
    for (const b of buttons) expect(b.id).toMatchObject({ game: 'gpost', version: running.version });
  });

  it('the final post keeps only "📱 Phone board" and "⏯ Replay" (issue 21), no "Act" (no action is legal) and no "My hand"', () => {
    const { content, buttons } = buttonsOf(final);
    expect(content).toMatch(/Game over/);
    expect(content).toMatch(/^1\. (Ada|Bert): \d+ VP/m);
    expect(buttons).toEqual([
      { label: '📱 Phone board', id: { game: 'gpost', version: final.version, kind: 'phone', args: [] } },
      { label: '⏯ Replay', id: { game: 'gpost', version: final.version, kind: 'replay', args: [] } },
    ]);
  });
});
