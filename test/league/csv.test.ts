import { describe, expect, it } from 'vitest';
import { DEFAULT_POINTS, EXPORT_HEADER, UTF8_BOM, csvCell, exportCsv, toCsv } from '../../src/league';
import { audit, result } from './helpers';

/** An id cell as the export writes it: the text formula ="…", quoted for CSV. */
const id = (value: string) => `"=""${value}"""`;

/** A cell a spreadsheet would run as a formula, other than an id's own ="token". */
const formulaOtherThanId = (cell: string) => /^"?=/.test(cell) && !/^"=""\w+"""$/.test(cell);

describe('CSV (RFC 4180)', () => {
  it('leaves plain cells alone and ends every record with CRLF', () => {
    expect(
      toCsv([
        ['a', 1, true],
        ['b', 2, false],
      ]),
    ).toBe('a,1,true\r\nb,2,false\r\n');
  });

  it('quotes cells with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('Lübeck, Hamburg')).toBe('"Lübeck, Hamburg"');
    expect(csvCell('the "Kogge"')).toBe('"the ""Kogge"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
  });

  it('prefixes a cell starting with = + - @ (or a tab or CR) with an apostrophe', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\t=1",
      `"'\r=1"`,
    ]);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });
});

const LEAGUE = { scheme: DEFAULT_POINTS, changes: [] };

describe('the league export', () => {
  const games = () => [
    result('g1', [
      ['1001', 1, 50],
      ['1002', 2, 30],
    ]),
    result('g2', [
      ['1002', 1, 40],
      ['1001', 2, 20],
    ]),
  ];

  it('writes one line a seat under the header, voided games marked as not counted', () => {
    const csv = exportCsv(games(), [audit(1, { kind: 'void', gameId: 'g2' })], new Map(), LEAGUE);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(UTF8_BOM + EXPORT_HEADER.join(','));
    expect(lines.slice(1, -1).map((line) => line.split(',').slice(0, 1).concat(line.split(',')[7]))).toEqual([
      [id('g1'), 'true'],
      [id('g1'), 'true'],
      [id('g2'), 'false'],
      [id('g2'), 'false'],
    ]);
    expect(lines.at(-1)).toBe('');
  });

  it('guards a member name written as a formula; control: the raw name is not in the file', () => {
    const names = new Map([['1001', '=cmd|"/c calc"!A1']]);
    const csv = exportCsv(games(), [], names, LEAGUE);
    expect(csv).toContain(`"'=cmd|""/c calc""!A1"`);
    expect(csv.split(/[,\r\n]/).some(formulaOtherThanId)).toBe(false);
    // Control: the same scan finds a formula cell when the guard is left out.
    const unguarded = toCsv([['=cmd']]).replace("'", '');
    expect(unguarded.split(/[,\r\n]/).some(formulaOtherThanId)).toBe(true);
  });

  it('shows a forfeit as recorded after the audit and a computer seat by its level', () => {
    const game = result('g1', [
      ['1001', 1, 50],
      ['1002', 2, 30],
    ]);
    game.seats[1].holder = { kind: 'computer', level: 'hard' };
    game.rated = false;
    const csv = exportCsv(
      [game],
      [audit(1, { kind: 'forfeit', gameId: 'g1', userId: '1001' })],
      new Map(),
      LEAGUE,
    );
    const [first, second] = csv.split('\r\n').slice(1, 3);
    expect(first.split(',').slice(9, 15)).toEqual([id('1001'), '1001', '2', '50', '0', 'true']);
    expect(second.split(',').slice(9, 15)).toEqual(['', 'computer:hard', '1', '30', '0', 'false']);
    expect(first.split(',').at(-1)).toBe('false');
    expect(second.split(',').at(-1)).toBe('false');
  });
});
