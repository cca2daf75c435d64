// Issue 24: /kogge says where it may be used with `contexts` (GUILD only), not with the
// deprecated `dm_permission` (discord-api-docs, Application Command Structure).
import { describe, expect, it } from 'vitest';
import { data } from '../../../commands/kogge';

describe('/kogge registration', () => {
  it('uses contexts [GUILD] and sends no dm_permission', () => {
    const json = data.toJSON() as unknown as Record<string, unknown>;
    expect(json.contexts).toEqual([0]);
    expect(json.dm_permission).toBeUndefined();
  });
});
