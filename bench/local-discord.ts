// Local-Discord figures (printed, never asserted): server start-up time, and 50 concurrent
// games' traffic through the real discord.js client — requests per second and latency
// percentiles from the server's REST call log, plus each round trip as a player feels it.

import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { PNG } from 'pngjs';
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  GatewayIntentBits,
  type Interaction,
} from 'discord.js';
import { LocalDiscord, type RestCall } from '../src/local-discord/index';

const GAMES = 50;
const ROUNDS = 4;
const STARTS = 20;

export async function run(): Promise<void> {
  await startup();
  const png = noisePng(160, 160);
  // Bot, server and players share one process and its event loop, so these are upper bounds
  // on what the server alone costs; the per-route server latency isolates its share.
  console.log(
    `traffic: ${GAMES} games × ${ROUNDS} rounds of slash → defer → follow-up with a ${kb(png.length)} KB PNG → click → update`,
  );
  await traffic(png, 'discord.js defaults (client paces itself at 50 req/s global)', {});
  await traffic(png, "client's global cap lifted (what the server itself holds)", {
    globalRequestsPerSecond: 100_000,
  });
  await clickMemory(png);
}

const CLICKS = 10_000;

/**
 * Issue 20: the server's memory in a long run. One person clicks a button 10,000 times and
 * the bot answers each with an ephemeral image (a hand), all within 15 minutes: the server
 * keeps the newest interactions and their ephemerals only (state/prune.ts), and the newest
 * REST calls. RSS is the whole process's (bot, server and player share it).
 */
export async function clickMemory(png: Buffer, clicks = CLICKS): Promise<void> {
  const discord = await LocalDiscord.start({ users: ['alice'], channels: ['tavern'] });
  const client = new Client({ intents: [GatewayIntentBits.Guilds], ...discord.clientOptions() });
  client.on('interactionCreate', (i) => {
    if (i.isButton()) void i.reply({ files: [{ attachment: png, name: 'hand.png' }], flags: 64 });
  });
  const ready = new Promise((resolve) => client.once('clientReady', resolve));
  await client.login(discord.token);
  await ready;
  const channel = await client.channels.fetch(discord.channel('tavern'));
  if (!channel?.isSendable()) throw new Error('no channel to post in');
  const post = await channel.send({
    content: 'board',
    components: [
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId('hand').setLabel('My hand').setStyle(ButtonStyle.Secondary),
      ),
    ],
  });
  const mb = (bytes: number) => (bytes / 1e6).toFixed(0).padStart(4);
  const line = (clicks: number) => {
    // With --expose-gc, the heap as it stands after a collection, not whatever garbage waits.
    global.gc?.();
    const memory = process.memoryUsage();
    console.log(
      `after ${String(clicks).padStart(6)} clicks  RSS ${mb(memory.rss)} MB  heap ${mb(memory.heapUsed)} MB` +
        `  buffers ${mb(memory.arrayBuffers)} MB  interactions kept ${discord.store.interactions.size}` +
        `  ephemerals kept ${[...discord.store.messages.values()].filter((m) => m.ephemeralFor).length}  calls logged ${discord.calls.length}`,
    );
  };
  console.log(`memory: ${clicks} clicks, each answered with an ephemeral ${kb(png.length)} KB image`);
  line(0);
  const alice = discord.user('alice');
  for (let i = 1; i <= clicks; i++) {
    await (await alice.click(post.id, 'My hand')).reply();
    if (i % 2_500 === 0) line(i);
  }
  console.log(
    `  (without forgetting: ${clicks} ephemerals, ${((clicks * png.length) / 1e6).toFixed(0)} MB of images held)`,
  );
  await client.destroy();
  await discord.stop();
}

async function startup(): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const discord = await LocalDiscord.start({ users: ['alice', 'bob'], channels: ['tavern'] });
    times.push(discord.startupMs);
    await discord.stop();
  }
  console.log(
    `server start-up, module loaded     ${median(times).toFixed(1)} ms median, ${Math.max(...times).toFixed(1)} ms max (${STARTS} starts; goal < 1000 ms)`,
  );
  console.log(`cold start in a fresh process      ${coldStartMs()} ms (import through tsx + start + listen)`);
  const discord = await LocalDiscord.start({ users: ['alice'], channels: ['tavern'] });
  const client = new Client({ intents: [GatewayIntentBits.Guilds], ...discord.clientOptions() });
  const t0 = performance.now();
  const ready = new Promise((resolve) => client.once('clientReady', resolve));
  await client.login(discord.token);
  await ready;
  console.log(`discord.js login → ready           ${(performance.now() - t0).toFixed(1)} ms`);
  await client.destroy();
  await discord.stop();
}

async function traffic(
  png: Buffer,
  label: string,
  rest: { globalRequestsPerSecond?: number },
): Promise<void> {
  const channels = Array.from({ length: GAMES }, (_, i) => `game-${i}`);
  const users = Array.from({ length: GAMES * 2 }, (_, i) => `player-${i}`);
  const discord = await LocalDiscord.start({ users, channels });
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { ...discord.clientOptions().rest, ...rest },
  });
  client.on('interactionCreate', (i) => void answer(i, png).catch(() => undefined));
  const ready = new Promise((resolve) => client.once('clientReady', resolve));
  await client.login(discord.token);
  await ready;
  await client.application!.commands.set([
    {
      name: 'kogge',
      description: 'Play',
      options: [{ type: 4, name: 'players', description: 'How many', required: true }],
    },
  ]);
  discord.clearCalls();
  const started = performance.now();
  const results = await Promise.all(
    channels.map((channel, g) => playGame(discord, channel, users[2 * g], users[2 * g + 1])),
  );
  const wallMs = performance.now() - started;
  report(label, discord.calls, wallMs, results.flat());
  await client.destroy();
  await discord.stop();
}

// What `npm start` without a token will pay: a new Node process loading the module cold.
function coldStartMs(): string {
  const script = [
    'const t = performance.now();',
    `const m = await import('${new URL('../src/local-discord/index.ts', import.meta.url).href}');`,
    "const d = await m.LocalDiscord.start({ users: ['alice'], channels: ['tavern'] });",
    'console.log((performance.now() - t).toFixed(1));',
    'await d.stop();',
  ].join(' ');
  const args = ['--import', 'tsx', '--input-type=module', '-e', script];
  const root = fileURLToPath(new URL('..', import.meta.url));
  return execFileSync(process.execPath, args, { encoding: 'utf8', cwd: root }).trim();
}

interface RoundTrip {
  slashMs: number;
  clickMs: number;
  failed: boolean;
}

async function playGame(
  discord: LocalDiscord,
  channel: string,
  host: string,
  guest: string,
): Promise<RoundTrip[]> {
  const trips: RoundTrip[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    try {
      const t0 = performance.now();
      const slash = await discord.user(host).slash('/kogge players:3', { in: channel });
      const board = await slash.reply({ timeoutMs: 30_000 });
      const t1 = performance.now();
      const click = await discord.user(guest).click(board, 'Join');
      await click.response({ timeoutMs: 30_000 });
      trips.push({ slashMs: t1 - t0, clickMs: performance.now() - t1, failed: false });
    } catch {
      trips.push({ slashMs: 0, clickMs: 0, failed: true });
    }
  }
  return trips;
}

async function answer(interaction: Interaction, png: Buffer): Promise<void> {
  if (interaction.isChatInputCommand()) {
    await interaction.deferReply();
    const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder()
        .setCustomId(`join:${interaction.id}`)
        .setLabel('Join')
        .setStyle(ButtonStyle.Primary),
    );
    await interaction.followUp({
      content: 'The board',
      files: [{ attachment: png, name: 'board.png' }],
      components: [row],
    });
  } else if (interaction.isButton()) {
    await interaction.update({ content: `${interaction.user.username} joined`, components: [] });
  }
}

function report(label: string, calls: readonly RestCall[], wallMs: number, trips: RoundTrip[]): void {
  const ok = trips.filter((t) => !t.failed);
  console.log(`\n-- ${label}`);
  console.log(
    `REST requests                      ${calls.length} in ${(wallMs / 1000).toFixed(2)} s = ${(calls.length / (wallMs / 1000)).toFixed(0)} req/s`,
  );
  console.log(
    `errors                             ${calls.filter((c) => c.status >= 400).length} HTTP ≥ 400, ${trips.length - ok.length} of ${trips.length} rounds failed`,
  );
  // Which refusals, counted: 404 on a callback is 10062, a round that missed Discord's 3 s.
  const refused = new Map<string, number>();
  for (const c of calls.filter((call) => call.status >= 400)) {
    const key = `${c.status} ${c.method} ${c.route}`;
    refused.set(key, (refused.get(key) ?? 0) + 1);
  }
  console.log(
    `refused, by status and route       ${[...refused].map(([key, n]) => `${n} × ${key}`).join('; ') || 'none'}`,
  );
  console.log(`server latency, all routes         ${percentiles(calls.map((c) => c.latencyMs))}`);
  const routes = [...new Set(calls.map((c) => `${c.method} ${c.route}`))];
  for (const route of routes) {
    const latencies = calls.filter((c) => `${c.method} ${c.route}` === route).map((c) => c.latencyMs);
    console.log(`  ${route.padEnd(48)} n=${String(latencies.length).padEnd(5)} ${percentiles(latencies)}`);
  }
  console.log(`player: slash → board shown        ${percentiles(ok.map((t) => t.slashMs))}`);
  console.log(`player: click → answered           ${percentiles(ok.map((t) => t.clickMs))}`);
}

function percentiles(values: number[]): string {
  if (values.length === 0) return 'n/a';
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
}

// Random pixels do not compress, so the PNG's size is about the raw size: a stand-in for a board.
function noisePng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data = randomBytes(width * height * 4);
  return PNG.sync.write(png);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(0);
}
