// Issue 20: which message a click may edit. The e2e attack is test/e2e/forged-panel.test.ts;
// here every kind of id against every kind of message.
import { MessageFlags, type MessageComponentInteraction } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { onRightMessage } from '../../src/bot/click-target';

function clickOn(ephemeral: boolean, onMessage = true): MessageComponentInteraction {
  return {
    customId: 'k|g1|3|x',
    message: {
      resolveComponent: (id: string) => (onMessage && id === 'k|g1|3|x' ? {} : null),
      flags: { has: (flag: number) => ephemeral && flag === MessageFlags.Ephemeral },
    },
  } as unknown as MessageComponentInteraction;
}

describe('a click edits only a message of its kind (issue 20)', () => {
  it.each(['nav', 'pick', 'do'])(
    'a panel id "%s" is taken on an ephemeral panel, refused on a public post',
    (kind) => {
      expect(onRightMessage(clickOn(true), kind)).toBe(true);
      expect(onRightMessage(clickOn(false), kind)).toBe(false);
    },
  );

  it.each(['join', 'leave', 'start', 'computer'])(
    'a lobby id "%s" is taken on a public message, refused on an ephemeral one',
    (kind) => {
      expect(onRightMessage(clickOn(false), kind)).toBe(true);
      expect(onRightMessage(clickOn(true), kind)).toBe(false);
    },
  );

  it.each(['act', 'hand', 'phone'])(
    '"%s", answered with a new ephemeral message, is taken on either',
    (kind) => {
      expect(onRightMessage(clickOn(false), kind)).toBe(true);
      expect(onRightMessage(clickOn(true), kind)).toBe(true);
    },
  );

  it("a replay's step id edits only the clicker's ephemeral viewer; opening it is taken on either", () => {
    expect(onRightMessage(clickOn(true), 'replay', ['4', 'forward'])).toBe(true);
    expect(onRightMessage(clickOn(false), 'replay', ['4', 'forward'])).toBe(false);
    expect(onRightMessage(clickOn(false), 'replay')).toBe(true);
    expect(onRightMessage(clickOn(true), 'replay')).toBe(true);
  });

  it('"↩ Take back" is taken only in the asker’s panel; "Accept" and "Refuse" only on the public request (issue 21)', () => {
    expect(onRightMessage(clickOn(true), 'tb', ['ask'])).toBe(true);
    expect(onRightMessage(clickOn(false), 'tb', ['ask'])).toBe(false);
    for (const verb of ['yes', 'no']) {
      expect(onRightMessage(clickOn(false), 'tb', [verb])).toBe(true);
      expect(onRightMessage(clickOn(true), 'tb', [verb])).toBe(false);
    }
  });

  it('refuses any id that is not on the message clicked, whatever its kind', () => {
    for (const kind of ['nav', 'do', 'join', 'act', 'hand'])
      for (const ephemeral of [true, false])
        expect(onRightMessage(clickOn(ephemeral, false), kind)).toBe(false);
  });
});
