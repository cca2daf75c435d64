import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('environment configuration', () => {
  it('treats an empty DISCORD_TOKEN as missing and fills simulator defaults', () => {
    const config = loadConfig({ DISCORD_TOKEN: '' });
    expect(config.DISCORD_TOKEN).toBeUndefined();
    expect(config).toMatchObject({ SIM_GAMES: 200, SIM_PLAYERS: 4, SIM_SEED: 1 });
  });

  it('rejects a player count Kogge does not allow, naming the variable', () => {
    expect(() => loadConfig({ SIM_PLAYERS: '5' })).toThrow(/SIM_PLAYERS/);
  });
});
