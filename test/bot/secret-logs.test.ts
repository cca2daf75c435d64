// Issue 20: at info level the bot's log lines never carry the code of a secret move (which
// markers a bid or a conflict bid holds, which start marker was picked, how a face-down
// route was paid or changed). The clicks go through the real router with a store that knows
// no game, so each is logged and refused. Control: the same clicks at debug level show the
// codes, so the scan would find one that leaked to info.
import { commands } from '../../commands/index';
import { Writable } from 'node:stream';
import { MessageFlags, type Interaction } from 'discord.js';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { encodeMove, type Move } from '../../src/bot/action-codec';
import type { BotContext } from '../../src/bot/context';
import { componentId } from '../../src/bot/custom-id';
import { GameQueue } from '../../src/bot/queue';
import { Overload } from '../../src/bot/overload/overload';
import { handle } from '../../src/bot/router';

/** The secret moves, each with choices unlikely to appear in a log line by chance. */
const SECRET_MOVES: Move[] = [
  { type: 'chooseStart', marker: 7 },
  { type: 'bid', markers: [8, 6, 5] },
  { type: 'sail', route: 'secret', payment: [{ marker: 6 }, { good: 'amber' }] },
  { type: 'changeRoute', square: 1, marker: 8 },
  { type: 'startSwap', swap: { square: 1, marker: 7 } },
  { type: 'lookAtRoutes', payment: [{ marker: 5 }] },
  { type: 'conflictBid', markers: [7, 6, 1] },
];

interface Line {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** Clicks each code as a button and as a select on an ephemeral panel; the log lines written. */
async function clickAll(level: 'info' | 'debug', codes: string[]): Promise<Line[]> {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const ctx = {
    logger: pino({ level }, sink),
    queue: new GameQueue(),
    overload: new Overload({ renderBacklog: () => 0, loopLagMs: () => 0, now: () => 0 }),
    store: { load: () => Promise.resolve({ ok: false, reason: 'missing' }) },
  } as unknown as BotContext;
  for (const code of codes) {
    await handle(ctx, commands, click(componentId({ game: 'g1', version: 3, kind: 'do', args: [code] })));
    await handle(ctx, commands, click(componentId({ game: 'g1', version: 3, kind: 'do', args: [] }), [code]));
  }
  return lines;
}

/** A click on the clicker's own ephemeral panel, as discord.js hands it to the bot. */
function click(customId: string, values?: string[]): Interaction {
  return {
    id: '1000',
    customId,
    values,
    locale: 'en-US',
    user: { id: '42' },
    channel: null,
    deferred: false,
    replied: false,
    message: { resolveComponent: () => ({}), flags: { has: (f: number) => f === MessageFlags.Ephemeral } },
    isChatInputCommand: () => false,
    isAutocomplete: () => false,
    isButton: () => values === undefined,
    isStringSelectMenu: () => values !== undefined,
    isRepliable: () => true,
    reply: () => Promise.resolve(),
    followUp: () => Promise.resolve(),
    editReply: () => Promise.resolve(),
    deferUpdate: () => Promise.resolve(),
  } as unknown as Interaction;
}

const codes = SECRET_MOVES.map(encodeMove);
const leaks = (lines: Line[]) => {
  const text = lines.map((l) => JSON.stringify(l));
  return codes.filter((code) => text.some((t) => t.includes(code)));
};

describe('logs and secret moves (issue 20)', () => {
  it('writes one info line per click, naming the kind of move but never its code, for every secret move type', async () => {
    const lines = await clickAll('info', codes);
    const interactions = lines.filter((l) => l.msg === 'interaction');
    expect(interactions).toHaveLength(codes.length * 2);
    expect(interactions.map((l) => l.move)).toEqual(codes.flatMap((c) => [c.split('.')[0], c.split('.')[0]]));
    expect(leaks(lines)).toEqual([]);
  });

  it('control: at debug level the same clicks log every code, so the scan finds a code that is there', async () => {
    const lines = await clickAll('debug', codes);
    expect(leaks(lines)).toEqual(codes);
    expect(leaks(lines.filter((l) => l.level >= 30))).toEqual([]);
  });
});
