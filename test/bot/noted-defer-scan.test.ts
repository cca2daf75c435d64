// Issue 42: one place defers (src/bot/noted-defer.ts), so every defer is noted before it goes
// out and answered after a kill. Any other call of deferReply or deferUpdate in the bot's code
// would be a reply a kill can leave "thinking" for good: this scan finds them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The bot's own code; the local Discord (src/local-discord) is Discord's side, and defers nothing. */
const SCANNED = ['src', 'commands'];
const EXCLUDED = ['src/local-discord'];
const THE_ONE_PLACE = 'src/bot/noted-defer.ts';
/** A call: `.deferReply(`, `?.deferUpdate (`, not a word in a comment such as "a deferReply only". */
const DEFER_CALL = /\.\s*defer(?:Reply|Update)\s*\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (EXCLUDED.includes(path)) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The lines of `text` that call a defer, as `file:line`. */
export function deferCalls(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (DEFER_CALL.test(line) ? [`${file}:${i + 1}`] : []));
}

describe('issue 42: every defer goes through noted-defer.ts', () => {
  const files = SCANNED.flatMap(sourceFiles);

  it('scans the bot, its commands and the one place that defers', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(THE_ONE_PLACE);
    expect(files.some((f) => f.startsWith('commands/league/'))).toBe(true);
    expect(deferCalls(THE_ONE_PLACE, readFileSync(join(ROOT, THE_ONE_PLACE), 'utf8')).length).toBeGreaterThan(
      0,
    );
  });

  it('no other file calls deferReply or deferUpdate', () => {
    const calls = files
      .filter((f) => f !== THE_ONE_PLACE)
      .flatMap((f) => deferCalls(relative(ROOT, join(ROOT, f)), readFileSync(join(ROOT, f), 'utf8')));
    expect(calls).toEqual([]);
  });

  it('control: a planted call is caught, in each shape, and a comment naming one is not', () => {
    const planted = [
      '  await interaction.deferReply({ flags: MessageFlags.Ephemeral });',
      '  else await interaction.deferUpdate();',
      '  const late = guardLateAnswer(() => interaction\n    .deferUpdate(), 0);',
      '  await i?.deferReply ();',
      ' * discord.js notes `ephemeral` on a deferReply only, never on a deferUpdate.',
    ].join('\n');
    expect(deferCalls('commands/league/planted.ts', planted)).toEqual([
      'commands/league/planted.ts:1',
      'commands/league/planted.ts:2',
      'commands/league/planted.ts:4',
      'commands/league/planted.ts:5',
    ]);
  });
});
