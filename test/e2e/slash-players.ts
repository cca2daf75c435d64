// Simulated keyboard players: they type /kogge subcommands and pick only among the choices
// the bot's autocomplete offers them (a seeded policy leaning toward progress), never a
// panel. They learn whose turn it is from the public post's mentions, like a person would.
import type { SeenMessage } from '../../src/local-discord';
import { isBoardPost, isFinalPost, type BotTable } from './harness';
import { seeded } from './players';

/** The action subcommands and the option their choice goes in. */
export const ACTION_OPTIONS: Record<string, string> = {
  start: 'city',
  bid: 'markers',
  move: 'to',
  build: 'what',
  guild: 'choice',
  buy: 'pair',
  trade: 'deal',
  route: 'change',
  raid: 'choice',
};

/** Codes of decisions outside a turn's actions: no End turn beside them. */
const DECISION = /^(cs|bd|gm|sg|tp|mr)\./;

interface Pick {
  sub: string;
  value: string | null;
  weight: number;
}

export class SlashPlayers {
  private readonly random: () => number;
  private readonly names: Map<string, string>;
  actions = 0;
  commands = 0;
  autocompletes = 0;
  private turnSteps = 0;
  private lastActor = '';

  constructor(
    private readonly table: BotTable,
    private readonly thread: string,
    players: string[],
    seed: number,
  ) {
    this.random = seeded(seed);
    this.names = new Map(players.map((name) => [table.user(name).id, name]));
  }

  latestPost(): SeenMessage {
    const anyone = this.table.user([...this.names.values()][0]);
    const posts = anyone.sees(this.thread).filter(isBoardPost);
    const post = posts[posts.length - 1];
    if (!post) throw new Error('no board post in the thread');
    return post;
  }

  static versionOf(post: SeenMessage): number {
    const file = post.attachments.find((a) => /^kogge-board-\d+\.png$/.test(a.filename));
    return Number(/(\d+)/.exec(file?.filename ?? '')?.[1] ?? NaN);
  }

  async playToEnd(maxActions = 3000): Promise<SeenMessage> {
    while (this.actions < maxActions) {
      const post = this.latestPost();
      if (isFinalPost(post)) return post;
      const awaited = post.mentions.filter((id) => this.names.has(id));
      if (awaited.length === 0) throw new Error(`nobody awaited in: ${post.content}`);
      const name = this.names.get(awaited[Math.floor(this.random() * awaited.length)]) as string;
      await this.step(name, SlashPlayers.versionOf(post));
    }
    throw new Error(`no game end after ${maxActions} actions`);
  }

  /** The choices every action subcommand offers this player now, by autocomplete. */
  async offered(name: string): Promise<{ sub: string; value: string; label: string }[]> {
    const actor = this.table.user(name);
    const out: { sub: string; value: string; label: string }[] = [];
    for (const [sub, option] of Object.entries(ACTION_OPTIONS)) {
      const handle = await actor.autocomplete(`/kogge ${sub} ${option}:`, option, { in: this.thread });
      this.autocompletes += 1;
      for (const c of await handle.choices()) out.push({ sub, value: String(c.value), label: c.name });
    }
    return out;
  }

  /** One action for `name`: autocomplete, pick, run; then wait for the board to move on. */
  async step(name: string, version: number): Promise<void> {
    if (name !== this.lastActor) this.turnSteps = 0;
    this.lastActor = name;
    const offered = await this.offered(name);
    const picks: Pick[] = offered.map((o) => ({ sub: o.sub, value: o.value, weight: weightOf(o.value) }));
    if (offered.length === 0 || offered.some((o) => !DECISION.test(o.value)))
      picks.push({ sub: 'end', value: null, weight: offered.length === 0 ? 1 : 1 + 3 * this.turnSteps });
    const pick = this.choose(picks);
    const option = ACTION_OPTIONS[pick.sub];
    const line = pick.value === null ? `/kogge ${pick.sub}` : `/kogge ${pick.sub} ${option}:${pick.value}`;
    const reply = await this.run(name, line);
    if (!/^Done/.test(reply.content)) throw new Error(`${line} by ${name} was refused: ${reply.content}`);
    this.actions += 1;
    this.turnSteps += 1;
    await this.boardAt(version + 1);
  }

  async run(name: string, line: string): Promise<SeenMessage> {
    const handle = await this.table.user(name).slash(line, { in: this.thread });
    this.commands += 1;
    return handle.reply();
  }

  boardAt(version: number): Promise<SeenMessage> {
    const file = `kogge-board-${version}.png`;
    return this.table.discord.waitForMessage(
      (m) => m.channelId === this.thread && !m.ephemeralFor && m.attachments.some((a) => a.filename === file),
    );
  }

  private choose(picks: Pick[]): Pick {
    const total = picks.reduce((n, p) => n + p.weight, 0);
    let at = this.random() * total;
    for (const p of picks) {
      if (at < p.weight) return p;
      at -= p.weight;
    }
    return picks[picks.length - 1];
  }
}

function weightOf(code: string): number {
  if (code === 'bo') return 300;
  if (code.startsWith('gt.c')) return 200;
  if (/^(ct|bd|cs|gm|sg|tp|mr|co)/.test(code)) return 100;
  if (code.startsWith('sl')) return 20;
  if (code.startsWith('rd')) return 1;
  return 5;
}
