// Issue 37: the league export's extra columns (points, rating before and after, the
// substitute), ids that keep every digit in a spreadsheet, the UTF-8 BOM, and the audit log
// as a second file.
import { describe, expect, it } from 'vitest';
import {
  AUDIT_EXPORT_HEADER,
  DEFAULT_POINTS,
  EXPORT_HEADER,
  csvCell,
  csvId,
  exportAuditCsv,
  exportCsv,
  standings,
  type AuditEntry,
  type RecordedResult,
} from '../../src/league';
import { audit, result } from './helpers';

const SNOWFLAKE = '1234567890123456789';
const [A, B, C, SUB] = ['1001', '1002', '1003', SNOWFLAKE];

/** Cells of an RFC 4180 text, a formula ="x" read back as the text x (as a spreadsheet shows it). */
function parse(csv: string): Record<string, string>[] {
  const records: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      records.push([...cells, cell]);
      cells = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  const shown = (c: string) => c.match(/^="(.*)"$/)?.[1] ?? c;
  const [header, ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((h, i) => [h, shown(row[i])])));
}

function games(): RecordedResult[] {
  return [
    result('g1', [
      [A, 1, 50],
      [B, 2, 30],
      [C, 3, 20],
    ]),
    result('g2', [
      [B, 1, 40],
      [C, 2, 30],
      [A, 3, 20],
    ]),
    result('g3', [
      [C, 1, 40],
      [A, 2, 30],
      [B, 3, 20],
    ]),
  ];
}

/** g2 voided; in g3, C's seat credited to the substitute SUB. */
const AUDIT: AuditEntry[] = [
  audit(1, { kind: 'void', gameId: 'g2' }),
  { ...audit(2, { kind: 'replace', gameId: 'g3', from: C, to: SUB }), reason: '=HYPERLINK("x")' },
];

function exported(log = AUDIT) {
  const table = standings({ results: games(), audit: log, scheme: DEFAULT_POINTS });
  const names = new Map([
    [A, 'Anna'],
    [SUB, 'Søren'],
  ]);
  return {
    table,
    rows: parse(exportCsv(games(), log, names, { scheme: DEFAULT_POINTS, changes: table.changes })),
  };
}

describe('the league export’s columns (issue 37)', () => {
  it('the header ends with the substitute, points and ratings', () => {
    expect(EXPORT_HEADER.slice(-6, -1)).toEqual([
      'substitute_id',
      'substitute',
      'points',
      'rating_before',
      'rating_after',
    ]);
  });

  it('each counted seat has its league points (4-2-1-0); a voided game has none', () => {
    const { rows } = exported();
    expect(rows.filter((r) => r.game_id === 'g1').map((r) => r.points)).toEqual(['4', '2', '1']);
    expect(rows.filter((r) => r.game_id === 'g2').map((r) => r.points)).toEqual(['', '', '']);
    expect(rows.filter((r) => r.game_id === 'g2').map((r) => r.rating_after)).toEqual(['', '', '']);
  });

  it('the points on the lines add up to the table’s, and the last rating_after is the table’s rating', () => {
    const { table, rows } = exported();
    for (const row of table.rows) {
      const own = rows.filter((r) => r.counted === 'true' && (r.substitute_id || r.user_id) === row.userId);
      expect(own.reduce((sum, r) => sum + Number(r.points), 0)).toBe(row.points);
      expect(Number(own.at(-1)?.rating_after)).toBe(row.rating);
    }
  });

  it('a rating runs on: one game’s rating_after is the next game’s rating_before', () => {
    const { rows } = exported();
    const anna = rows.filter((r) => r.user_id === A && r.counted === 'true');
    expect(anna.map((r) => r.game_id)).toEqual(['g1', 'g3']);
    expect(anna[1].rating_before).toBe(anna[0].rating_after);
    expect(anna[0].rating_before).toBe('1500');
  });

  it('a replaced seat names its substitute, whose points and rating it carries', () => {
    const { rows, table } = exported();
    const seat = rows.find((r) => r.game_id === 'g3' && r.user_id === C);
    expect(seat).toMatchObject({ player: C, substitute_id: SUB, substitute: 'Søren', points: '4' });
    const sub = table.changes.find((c) => c.userId === SUB);
    expect(sub).toBeDefined();
    expect(seat?.rating_after).not.toBe('');
    // Control: without the replace, no substitute is named.
    const plain = exported([AUDIT[0]]).rows.find((r) => r.game_id === 'g3' && r.user_id === C);
    expect(plain).toMatchObject({ substitute_id: '', substitute: '' });
  });
});

describe('ids a spreadsheet keeps whole (issue 37)', () => {
  it('a 19-digit snowflake is written as the text formula ="…", read back with every digit', () => {
    expect(csvCell(csvId(SNOWFLAKE))).toBe(`"=""${SNOWFLAKE}"""`);
    const { rows } = exported();
    expect(rows.find((r) => r.substitute_id !== '')?.substitute_id).toBe(SNOWFLAKE);
    // Control: as a bare number (what a spreadsheet makes of a plain cell) the last digits go.
    expect(String(Number(SNOWFLAKE))).not.toBe(SNOWFLAKE);
  });

  it('a hex game id that looks like a number (1e5…) stays text too', () => {
    expect(csvCell(csvId('12e4567890'))).toBe('"=""12e4567890"""');
    expect(Number('12e4567890')).toBe(Infinity);
  });

  it('a value that is not a plain token is never written as a formula: it gets the formula guard', () => {
    expect(csvCell(csvId('1"),HYPERLINK("x'))).toBe(`"1""),HYPERLINK(""x"`);
    expect(csvCell(csvId('=1+1'))).toBe("'=1+1");
  });
});

describe('the export’s files start with a UTF-8 BOM (issue 37)', () => {
  it('games and audit log: EF BB BF, then the header', () => {
    const games = exportCsv([], [], new Map(), { scheme: DEFAULT_POINTS, changes: [] });
    const log = exportAuditCsv([], new Map());
    for (const [file, header] of [
      [games, EXPORT_HEADER],
      [log, AUDIT_EXPORT_HEADER],
    ] as const) {
      expect([...Buffer.from(file, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(file.slice(1)).toBe(header.join(',') + '\r\n');
    }
  });
});

describe('the audit log file (issue 37)', () => {
  const names = new Map([
    ['7777', 'Olga'],
    [SUB, 'Søren'],
  ]);

  it('one line per change in seq order, with who, what, whom and why', () => {
    const rows = parse(exportAuditCsv([AUDIT[1], AUDIT[0]], names));
    expect(rows.map((r) => [r.seq, r.change, r.game_id])).toEqual([
      ['1', 'void', 'g2'],
      ['2', 'replace', 'g3'],
    ]);
    expect(rows[0]).toMatchObject({ by_id: '7777', by: 'Olga', user_id: '', reason: 'admin decision' });
    expect(rows[1]).toMatchObject({ user_id: C, player: C, substitute_id: SUB, substitute: 'Søren' });
  });

  it('a reason typed as a formula is guarded; control: the raw reason would start with =', () => {
    const rows = parse(exportAuditCsv(AUDIT, names));
    expect(rows[1].reason).toBe(`'=HYPERLINK("x")`);
    expect(AUDIT[1].reason.startsWith('=')).toBe(true);
  });

  it('a forfeit names the member it placed last', () => {
    const rows = parse(
      exportAuditCsv([audit(1, { kind: 'forfeit', gameId: 'g1', userId: A })], new Map([[A, 'Anna']])),
    );
    expect(rows[0]).toMatchObject({ change: 'forfeit', user_id: A, player: 'Anna', substitute: '' });
  });
});
