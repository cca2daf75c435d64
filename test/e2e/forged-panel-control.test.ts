// Control for forged-panel.test.ts: with the message-kind check weakened to let every click
// through, the same forged panel id turns the public turn post into bob's private panel.
// This shows the attack is real and the test can fail.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgePanelClick, type ForgedClick } from './forged-panel';
import { WAIT } from './harness';

vi.mock('../../src/bot/click-target', () => ({ onRightMessage: () => true }));

describe('control: the forged panel id against a weakened check', () => {
  let attack: ForgedClick;
  beforeAll(async () => {
    attack = await forgePanelClick('nav');
  }, 60_000);
  afterAll(() => attack.table.stop());

  it("leaks: the public post becomes bob's panel, for everyone to read", async () => {
    const leaked = await attack.table
      .user('eve')
      .waitForMessage((m) => m.id === attack.before.id && m.content !== attack.before.content, WAIT);
    expect(leaked.content).toBe(attack.panel.content);
    expect(leaked.ephemeralFor).toBeUndefined();
  });
});
