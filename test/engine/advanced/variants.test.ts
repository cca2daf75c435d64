// The advanced rules by their short names (npm run sim -- --variants …).
import { describe, expect, it } from 'vitest';
import { parseVariants } from '../../../src/engine';

describe('variant names', () => {
  it('switches on each named rule and nothing else', () => {
    expect(parseVariants('taxes,offices,conflicts,memory')).toEqual({
      taxes: true,
      officeTrading: true,
      conflicts: true,
      memory: true,
    });
    expect(parseVariants(' memory ')).toEqual({ memory: true });
    expect(parseVariants('')).toEqual({});
  });

  it('refuses an unknown name rather than playing without it', () => {
    expect(parseVariants('taxes,tolls')).toBeNull();
  });
});
