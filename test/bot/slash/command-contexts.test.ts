// Issue 24: every slash command says where it may be used with `contexts` (GUILD only), not
// with the deprecated `dm_permission` (discord-api-docs, Application Command Structure).
import { describe, expect, it } from 'vitest';
import { commands } from '../../../commands/index';

describe('slash command registration', () => {
  it.each(commands.map((c) => [c.data.name, c] as const))(
    '/%s uses contexts [GUILD] and sends no dm_permission',
    (_name, command) => {
      const json = command.data.toJSON() as unknown as Record<string, unknown>;
      expect(json.contexts).toEqual([0]);
      expect(json.dm_permission).toBeUndefined();
    },
  );
});
