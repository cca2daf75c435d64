// What the bot bench times, read from the local Discord as it happens: each interaction's
// answer, and each action's click to the board that shows it.
import { InteractionResponseType } from 'discord-api-types/v10';
import { performance } from 'node:perf_hooks';
import type { Actor, LocalDiscord, SeenMessage } from '../../src/local-discord/index';
import type { InteractionRecord, MessageRecord } from '../../src/local-discord/state/records';
import { customIds, type BotTable } from '../../test/e2e/harness';
import { percentiles } from './figures';

interface Action {
  channelId: string;
  /** The state version the clicked panel showed; its board is version + 1 or later. */
  version: number;
  at: number;
}

/** Times read from the local Discord as it happens: answers, and boards per thread. */
export class Timing {
  answers: number[] = [];
  deferred = 0;
  actions: Action[] = [];
  private presses: InteractionRecord[] = [];
  private readonly boards = new Map<string, { version: number; at: number }[]>();
  private readonly waitingDeferred = new Map<string, InteractionRecord>();

  constructor(private readonly discord: LocalDiscord) {
    discord.store.events.on('interactionResponse', (i) => this.answered(i));
    discord.store.events.on('message', (m) => this.message(m));
  }

  reset(): void {
    this.answers = [];
    this.deferred = 0;
    this.actions = [];
    this.presses = [];
    this.boards.clear();
  }

  pressed(record: InteractionRecord, customId: string): void {
    this.presses.push(record);
    const [, , version, kind] = customId.split('|');
    if (kind === 'do')
      this.actions.push({ channelId: record.channelId, version: Number(version), at: record.createdReal });
  }

  private answered(interaction: InteractionRecord): void {
    const response = interaction.response;
    if (response === InteractionResponseType.DeferredMessageUpdate && interaction.sourceMessageId) {
      this.deferred += 1;
      this.waitingDeferred.set(interaction.sourceMessageId, interaction);
    } else if (
      response === InteractionResponseType.DeferredChannelMessageWithSource &&
      interaction.originalMessageId
    ) {
      this.deferred += 1;
      this.waitingDeferred.set(interaction.originalMessageId, interaction);
    } else this.answers.push(performance.now() - interaction.createdReal);
  }

  private message(record: MessageRecord): void {
    const now = performance.now();
    const deferred = this.waitingDeferred.get(record.data.id);
    if (deferred) {
      this.waitingDeferred.delete(record.data.id);
      this.answers.push(now - deferred.createdReal);
    }
    for (const attachment of record.data.attachments) {
      const version = /^kogge-board-(\d+)\.png$/.exec(attachment.filename)?.[1];
      if (version === undefined) continue;
      const list = this.boards.get(record.data.channel_id) ?? [];
      if (!list.some((b) => b.version === Number(version))) list.push({ version: Number(version), at: now });
      this.boards.set(record.data.channel_id, list);
    }
  }

  /** Clicks never answered: the answer came after Discord's 3 s and was refused (10062). */
  get unanswered(): number {
    return this.presses.filter((p) => p.response === undefined).length;
  }

  /** Click to the first board at or past the action's result (boards in between may be skipped). */
  private boardTimes(): number[] {
    const out: number[] = [];
    for (const action of this.actions) {
      const shown = (this.boards.get(action.channelId) ?? []).filter(
        (b) => b.version > action.version && b.at >= action.at,
      );
      if (shown.length > 0) out.push(Math.min(...shown.map((b) => b.at)) - action.at);
    }
    return out;
  }

  print(): void {
    console.log(
      `answer to an interaction (${this.answers.length}, ${this.deferred} deferred first): ${percentiles(this.answers)} ` +
        `(goal p99 < 250 ms, none over 3 s)`,
    );
    const boards = this.boardTimes();
    console.log(
      `action click to its board posted (${boards.length}, image included): ${percentiles(boards)}`,
    );
    const over = this.answers.filter((ms) => ms > 3000).length;
    // An answer the bot sent after 3 s is refused (10062): the click then has no answer at all.
    console.log(
      `answers over Discord's 3 s: ${over}; clicks never answered (answer too late): ${this.unanswered}`,
    );
  }
}

/** The table the players act at, with every press noted (which button, for the timing). */
export function timedTable(discord: LocalDiscord, timing: Timing): BotTable {
  const actors = new Map<string, Actor>();
  const wrap = (actor: Actor): Actor =>
    new Proxy(actor, {
      get(target, prop) {
        if (prop === 'click')
          return async (message: SeenMessage, label: string) => {
            const handle = await target.click(message, label);
            const id = customIds(message).find((c) => c.label === label)?.id ?? label;
            timing.pressed(handle.record, id);
            return handle;
          };
        if (prop === 'select')
          return async (message: SeenMessage, id: string, values: string[]) => {
            const handle = await target.select(message, id, values);
            timing.pressed(handle.record, id);
            return handle;
          };
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  const user = (name: string) => {
    let actor = actors.get(name);
    if (!actor) {
      actor = wrap(discord.user(name));
      actors.set(name, actor);
    }
    return actor;
  };
  return { discord, user } as unknown as BotTable;
}
