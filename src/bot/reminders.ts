// Issue 23: sends a league game's reminder to the people whose decision it awaits: a mention
// in the game's thread, and a direct message to those who asked for one (/kogge settings
// reminders:true). Only the league, the due time and a link: nothing the game hides. A DM
// that Discord refuses (50007) is noted once in the person's settings and not tried again,
// across restarts, until they ask for DM reminders again; it never holds up the game or the
// next reminder.
import { t } from '../i18n/index';
import type { GameRecord } from '../store/index';
import { mentionOnly, type BotContext } from './context';
import { dueAt } from './deadline-due';
import { isCannotDm } from './discord-errors';
import { nameText } from './name-text';
import { send } from './channel-posts';
import type { ReminderStage } from './reminder-due';

export class Reminders {
  /** People whose DMs Discord refused, while their settings are being saved so. */
  private readonly closedDms = new Set<string>();
  /** DMs on their way, so a stopping bot (or a test) can wait for them. */
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly context: () => BotContext) {}

  /** The thread hears it now; the DMs go out behind it, never awaited by the game. */
  async send(record: GameRecord, stage: ReminderStage, userIds: readonly string[]): Promise<void> {
    const ctx = this.context();
    const due = dueAt(record);
    if (due === null || userIds.length === 0) return;
    const time = `<t:${Math.ceil(due / 1000)}:R>`;
    const people = userIds.map((id) => `<@${id}>`).join(' ');
    await send(ctx, record.channelId, {
      content: t(`reminder.thread.${stage}`, { people, time }, record.locale),
      allowedMentions: mentionOnly(userIds),
    });
    for (const userId of userIds) {
      const job = this.directMessage(record, stage, userId, time);
      this.pending.add(job);
      void job.finally(() => this.pending.delete(job));
    }
  }

  /** Waits for the DMs on their way. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  /** Kept in the person's settings, so a restart does not try again (issue 23). */
  private async noteRefused(userId: string, gameId: string): Promise<void> {
    try {
      await this.context().userSettings.update(userId, { dmRefused: true });
    } catch (error) {
      this.context().logger.warn({ game: gameId, err: String(error) }, 'could not keep a refused DM');
    }
  }

  private async directMessage(
    record: GameRecord,
    stage: ReminderStage,
    userId: string,
    time: string,
  ): Promise<void> {
    const ctx = this.context();
    if (this.closedDms.has(userId)) return;
    try {
      const settings = await ctx.userSettings.get(userId);
      if (!settings.dmReminders || settings.dmRefused) return;
      const link = `https://discord.com/channels/${record.guildId}/${record.channelId}`;
      const league = nameText(record.league?.name ?? '?');
      await ctx.client.users.send(userId, {
        content: t(`reminder.dm.${stage}`, { league, time, link }, record.locale),
        allowedMentions: mentionOnly(),
      });
    } catch (error) {
      if (!isCannotDm(error)) {
        ctx.logger.warn({ game: record.id, err: String(error) }, 'reminder DM failed');
        return;
      }
      // Who closed their DMs is theirs to know: the log names the game, not the person.
      this.closedDms.add(userId);
      ctx.logger.info({ game: record.id, code: 50007 }, 'reminder DM refused; not tried again');
      await this.noteRefused(userId, record.id);
    }
  }
}
