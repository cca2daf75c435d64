// Simulated people at the table: they look at the latest public post, press Act when it
// pings them, and click among the buttons and select options their panel offers (a seeded
// policy leaning toward progress), exactly as a person would; nothing else reaches the bot.
import { InteractionResponseType } from 'discord-api-types/v10';
import type { SeenMessage } from '../../src/local-discord';
import { customIds, isBoardPost, isFinalPost, type BotTable, WAIT } from './harness';

interface Control {
  id: string;
  type: number;
  label?: string;
  options?: { label: string; value: string }[];
  max?: number;
  min?: number;
}

export interface Choice {
  control: Control;
  values?: string[];
  weight: number;
  applies: boolean;
}

export interface Policy {
  /** Weight of opening the raid section (0: never raid). */
  raid?: number;
  /** Weight of opening the trade-offer builder (0: never offer). */
  offer?: number;
  /** Hands the table back to the test when a panel shows this (see playToEnd). */
  stopWhen?: (panel: SeenMessage) => boolean;
  /** Milliseconds a person looks before each click (bench: people's pace); none by default. */
  thinkMs?: () => number;
  /** Called once each applied action's answer shows its new state version (issue 38's checks). */
  afterAction?: (version: number) => Promise<void>;
}

export interface Stop {
  name: string;
  panel: SeenMessage;
}

/** mulberry32: a tiny seeded generator, so a test's game is the same on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const parts = (id: string) => id.split('|');
const kindOf = (id: string) => parts(id)[3];
const argsOf = (id: string) => parts(id).slice(4);
export const versionOf = (id: string) => Number(parts(id)[2]);

export class TablePlayers {
  private readonly random: () => number;
  private readonly names: Map<string, string>;
  actions = 0;
  clicks = 0;

  constructor(
    private readonly table: BotTable,
    private readonly thread: string,
    players: string[],
    seed: number,
    private readonly policy: Policy = {},
  ) {
    this.random = seeded(seed);
    this.names = new Map(players.map((name) => [table.user(name).id, name]));
  }

  /**
   * The newest public post with the board and its buttons: every-move's newest post, or the
   * live board (issue 38: the lines that ping and the rounds' boards kept are not it).
   */
  latestPost(): SeenMessage {
    const anyone = this.table.user([...this.names.values()][0]);
    const posts = anyone.sees(this.thread).filter(isBoardPost);
    const post = posts[posts.length - 1];
    if (!post) throw new Error('no board post in the thread');
    return post;
  }

  /** Plays until the final post (no "Act") appears; returns it. */
  async playToEnd(maxActions = 3000): Promise<SeenMessage> {
    const end = await this.playUntil(maxActions);
    if ('panel' in end) throw new Error('stopped before the end');
    if (!isFinalPost(end)) throw new Error(`no game end after ${maxActions} actions`);
    return end;
  }

  /** Plays until the final post, or until a panel matches the policy's stopWhen. */
  async playUntil(maxActions = 3000): Promise<SeenMessage | Stop> {
    while (this.actions < maxActions) {
      const post = this.latestPost();
      if (isFinalPost(post)) return post;
      const awaited = post.mentions.filter((id) => this.names.has(id));
      if (awaited.length === 0) throw new Error(`nobody awaited in: ${post.content}`);
      const name = this.names.get(awaited[Math.floor(this.random() * awaited.length)]) as string;
      const stopped = await this.playFor(name, post);
      if (stopped) return { name, panel: stopped };
    }
    return this.latestPost();
  }

  /** Opens the panel from the post and acts until the panel offers this player nothing more. */
  async playFor(name: string, post: SeenMessage): Promise<SeenMessage | undefined> {
    const actor = this.table.user(name);
    await this.think();
    // By the button's id, not its label: a German server's post says "Aktionen" (issue 25).
    // The id carries the game's version, so it is read from the post as it is now: a caller may
    // hold the post from before an edit.
    const now = actor.sees(this.thread).find((m) => m.id === post.id) ?? post;
    const act = customIds(now).find((c) => kindOf(c.id) === 'act');
    const opened = await actor.click(post, act?.id ?? 'Act');
    this.clicks += 1;
    let panel = await opened.reply(WAIT);
    let turnSteps = 0;
    let applied = -1;
    let stopped: SeenMessage | undefined;
    for (let step = 0; step < 60; step++) {
      if (this.policy.stopWhen?.(panel)) {
        stopped = panel;
        break;
      }
      const choice = this.choose(panel, step, turnSteps);
      if (!choice) break;
      const version = versionOf(choice.control.id);
      await this.think();
      const handle = choice.values
        ? await actor.select(panel, choice.control.id, choice.values)
        : await actor.click(panel, choice.control.label ?? choice.control.id);
      this.clicks += 1;
      const response = await handle.response(WAIT);
      const shown = panel;
      if (choice.applies) {
        this.actions += 1;
        turnSteps += 1;
        applied = version + 1;
        // A deferred answer edits the panel a moment later: wait until it shows the new state.
        panel = await actor.waitForMessage(
          (m) => m.id === shown.id && customIds(m).every((c) => versionOf(c.id) > version),
          { ...WAIT, in: this.thread },
        );
        await this.policy.afterAction?.(applied);
      } else if (response === InteractionResponseType.DeferredMessageUpdate) {
        // Issue 27: a bot that is behind acknowledges the move first and edits the panel later.
        panel = await actor.waitForMessage(
          (m) => m.id === shown.id && m.raw.edited_timestamp !== shown.raw.edited_timestamp,
          { ...WAIT, in: this.thread },
        );
      } else {
        // Moving within the panel is answered by an update at once.
        panel = actor.sees(this.thread).find((m) => m.id === shown.id) ?? shown;
      }
    }
    // The board is published beside the answers; the next look at it must see this turn.
    if (applied >= 0) await this.boardAt(applied);
    return stopped;
  }

  private async think(): Promise<void> {
    const ms = this.policy.thinkMs?.() ?? 0;
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** Waits until the public board shows state version `version` or later. */
  boardAt(version: number): Promise<SeenMessage> {
    return this.table.discord.waitForMessage(
      (m) =>
        m.channelId === this.thread &&
        !m.ephemeralFor &&
        m.attachments.some((a) => Number(/^kogge-board-(\d+)\./.exec(a.filename)?.[1] ?? -1) >= version),
      { ...WAIT, in: this.thread },
    );
  }

  /** The next control this table's policy presses on `panel` (the kill loop drives its own clicks). */
  choose(panel: SeenMessage, step: number, turnSteps: number): Choice | null {
    const choices = customIds(panel).flatMap((c) => this.weigh(c, turnSteps));
    if (choices.length === 0) return null;
    // Wandering too long: finish with whatever applies (End turn among them).
    const pool = step > 30 ? choices.filter((c) => c.applies) : choices;
    const total = pool.reduce((n, c) => n + c.weight, 0);
    let pick = this.random() * total;
    for (const c of pool) {
      if (pick < c.weight) return c;
      pick -= c.weight;
    }
    return pool[pool.length - 1] ?? null;
  }

  private weigh(c: Control, turnSteps: number): Choice[] {
    const kind = kindOf(c.id);
    const [first] = argsOf(c.id);
    const isSelect = c.type !== 2;
    if (isSelect && c.options) {
      const options = c.options;
      const any = () => options[Math.floor(this.random() * options.length)].value;
      if (kind === 'do') {
        const chit = options.find((o) => /chit/.test(o.label));
        return [{ control: c, values: [chit ? chit.value : any()], weight: chit ? 200 : 30, applies: true }];
      }
      if (kind === 'pick' && first === 'bid') {
        const size = Math.min(options.length, 1 + Math.floor(this.random() * 2));
        const shuffled = [...options].sort(() => this.random() - 0.5).slice(0, size);
        return [{ control: c, values: shuffled.map((o) => o.value), weight: 30, applies: false }];
      }
      if (kind === 'pick' && first === 'take')
        return [{ control: c, values: [options[0].value], weight: 50, applies: false }];
      if (kind === 'pick' && (first === 'give' || first === 'ogive' || first === 'oask'))
        return [{ control: c, values: [any()], weight: first === 'give' ? 50 : 10, applies: false }];
      return [];
    }
    if (kind === 'do') {
      const code = first ?? '';
      const weight =
        code === 'bo'
          ? 300
          : code === 'et'
            ? 1 + 3 * turnSteps
            : code.startsWith('ct')
              ? 100
              : code.startsWith('bd')
                ? 100
                : code.startsWith('ot')
                  ? 50
                  : code.startsWith('at')
                    ? 50
                    : code.startsWith('dt')
                      ? 20
                      : code.startsWith('wt')
                        ? 0
                        : 10;
      return weight > 0 ? [{ control: c, weight, applies: true }] : [];
    }
    if (kind === 'nav') {
      const weights: Record<string, number> = {
        sail: turnSteps < 2 ? 12 : 1,
        pay: 12,
        gm: 15,
        trade: argsOf(c.id).length > 1 ? 0 : 25,
        buy: 3,
        route: 1,
        raid: this.policy.raid ?? 0.3,
        offer: this.policy.offer ?? 0,
        offers: 30,
        main: 0.5,
      };
      const weight = weights[first ?? ''] ?? 0;
      return weight > 0 ? [{ control: c, weight, applies: false }] : [];
    }
    return [];
  }
}
