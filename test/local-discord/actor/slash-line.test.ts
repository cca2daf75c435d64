import { describe, expect, it } from 'vitest';
import { parseSlashLine } from '../../../src/local-discord/actor/slash-line';

describe('slash lines as a person types them', () => {
  it('splits the command path from name:value options', () => {
    const line = parseSlashLine('/kogge new players:3 fast:true');
    expect(line.path).toEqual(['kogge', 'new']);
    expect([...line.options]).toEqual([
      ['players', '3'],
      ['fast', 'true'],
    ]);
  });

  it('takes quoted values with spaces and non-ASCII', () => {
    expect(parseSlashLine('/kogge new name:"Lübeck run"').options.get('name')).toBe('Lübeck run');
  });

  it('keeps an empty value (an option being typed)', () => {
    expect(parseSlashLine('/kogge join game:').options.get('game')).toBe('');
  });

  it('refuses lines without a slash or with words after options', () => {
    expect(() => parseSlashLine('kogge new')).toThrow('starts with "/"');
    expect(() => parseSlashLine('/kogge players:3 new')).toThrow('after options');
  });
});
