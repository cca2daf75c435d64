// Every refusal the engine can give has a sentence, with names and cities filled in.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, apply, newGame } from '../../src/engine/index';
import { errorText } from '../../src/i18n/index';

const names = ['Ada', 'Bert'];
const name = (i: number) => names[i];

describe('i18n: refusals', () => {
  it.each(ERROR_CODES)('%s has an English sentence with every parameter filled', (code) => {
    const text = errorText(
      {
        code,
        data: { player: 1, owner: 1, city: 4, cost: 1, paid: 0, needed: 3, ratio: 2, chit: 'moveTwo' },
      },
      name,
    );
    expect(text.length).toBeGreaterThan(10);
    expect(text).not.toMatch(/[{}]|undefined/);
  });

  it('names the player whose turn it is, from a real refusal', () => {
    const { state } = newGame({
      seed: 1,
      players: [
        { id: 'a', name: 'Ada' },
        { id: 'b', name: 'Bert' },
      ],
    });
    const result = apply(state, { type: 'moveGuildMaster', player: 0, steps: 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(errorText(result.error, name)).toBe('That cannot be done now.');
  });

  it('turns a city number into its name', () => {
    expect(errorText({ code: 'ROUTE_BLOCKED_BY_RAID', data: { city: 4 } }, name)).toBe(
      'Your raid marker lies in Riga: your cog may not enter it.',
    );
    expect(errorText({ code: 'NOT_YOUR_TURN', data: { player: 1 } }, name)).toBe(
      "It is Bert's turn, not yours.",
    );
  });
});
