// The page's reading of a typed slash command (issue 24): which command the words name, the
// `name:value` options after them, and each value checked as Discord would before sending.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the page's modules are JavaScript without type declarations
import * as line from '../../src/local-table/page/command-line.js';
import { data } from '../../commands/kogge';

interface Leaf {
  path: string[];
  options: { name: string }[];
}
interface Token {
  name?: string;
  value?: string;
  word?: string;
  open: boolean;
}
type Read = { value: string } | { error: [string, Record<string, unknown>] };

const leaves = line.leaves as (commands: unknown[]) => Leaf[];
const matchLeaf = line.matchLeaf as (
  text: string,
  all: Leaf[],
) => { leaf: Leaf; rest: string; complete: boolean } | null;
const parseOptions = line.parseOptions as (rest: string) => Token[];
const readValue = line.readValue as (option: object, typed: string, lookup: () => undefined) => Read;

const all = leaves([data.toJSON()]);
const option = (path: string, name: string) =>
  all.find((l) => l.path.join(' ') === path)!.options.find((o) => o.name === name)!;

describe('reading a typed slash command', () => {
  it('names the subcommand once its words are followed by a space, and keeps the rest', () => {
    expect(matchLeaf('/kogge new computers:3', all)).toMatchObject({
      leaf: { path: ['kogge', 'new'] },
      rest: 'computers:3',
      complete: true,
    });
    expect(matchLeaf('/kogge new', all)).toMatchObject({ complete: false, rest: '' });
    // "/kogge newt" is no subcommand, and "/kogge" alone has subcommands to pick from.
    expect(matchLeaf('/kogge newt', all)).toBeNull();
    expect(matchLeaf('/kogge ', all)).toBeNull();
    expect(matchLeaf('hello /kogge new', all)).toBeNull();
  });

  it('splits name:value and name:"two words", and marks the word still being typed', () => {
    expect(parseOptions('computers:3 level:"very hard" lev')).toEqual([
      { name: 'computers', value: '3', open: false },
      { name: 'level', value: 'very hard', open: false },
      { word: 'lev', open: true },
    ]);
    expect(parseOptions('computers:3 ').at(-1)).toEqual({ name: 'computers', value: '3', open: false });
  });

  it('checks a value as Discord would: range, whole numbers, choices (by value or name), true/false', () => {
    const none = () => undefined;
    const computers = option('kogge new', 'computers');
    expect(readValue(computers, '3', none)).toEqual({ value: '3' });
    expect(readValue(computers, '4', none)).toMatchObject({ error: ['option.tooLarge', { limit: 3 }] });
    expect(readValue(computers, '-1', none)).toMatchObject({ error: ['option.tooSmall', { limit: 0 }] });
    expect(readValue(computers, '1.5', none)).toMatchObject({
      error: ['option.notInteger', expect.anything()],
    });
    expect(readValue(computers, 'three', none)).toMatchObject({
      error: ['option.notInteger', expect.anything()],
    });
    const level = option('kogge new', 'level');
    expect(readValue(level, 'HARD', none)).toEqual({ value: 'hard' });
    expect(readValue(level, 'brutal', none)).toMatchObject({
      error: ['option.badChoice', { value: 'brutal' }],
    });
    expect(readValue(option('kogge new', 'taxes'), 'True', none)).toEqual({ value: 'true' });
    expect(readValue(option('kogge new', 'taxes'), 'yes', none)).toMatchObject({
      error: ['option.badChoice', { limit: 'true, false' }],
    });
  });
});
