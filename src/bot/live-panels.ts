// Issue 38: an action panel is an ephemeral message; once the game moves on, one left as it
// was still looks live, its buttons answered only by "out of date". The bot holds each panel
// it showed (Act's reply, or the panel a click updated) by the interaction token that wrote it
// last, and when the game moves on it edits the older ones through that token
// (PATCH /webhooks/{application}/{token}/messages/@original, docs "Receiving and Responding"):
// a person's newest panel whose decision is still theirs (the same turn, the same bid, the
// same start pick: same-decision.ts) is brought up to date in place; every other one is marked
// out of date, its buttons disabled and its "Take back" gone. A token lives 15 minutes, so a
// panel is held only that long; after a restart the bot holds none (Discord keeps no list).
import { ComponentType, Routes } from 'discord.js';
import type { GameState } from '../engine/index';
import { t } from '../i18n/index';
import type { GameRecord } from '../store/index';
import { coachOn } from './coach/coach-on';
import { mentionOnly, type BotContext } from './context';
import { parseComponentId } from './custom-id';
import type { Row } from './panel/components';
import { buildPanel, type Panel } from './panel/panel';
import { decisionKey } from './same-decision';
import type { PanelKeeper, PanelWriter, ShownPanel } from './panel-keeper';

export type { PanelKeeper, PanelWriter, ShownPanel } from './panel-keeper';

/** Discord's interaction token lifetime ("Receiving and Responding", Followup Messages). */
export const TOKEN_LIFETIME_MS = 15 * 60_000;
/** Kept short of it: an edit must reach Discord while the token still holds. */
const TOKEN_MARGIN_MS = 30_000;

interface Held extends ShownPanel {
  writer: PanelWriter;
  version: number;
  decision: string | null;
  shownAt: number;
}

export class LivePanels implements PanelKeeper {
  private readonly games = new Map<string, Map<string, Held>>();
  private readonly editing = new Map<string, Promise<void>>();

  constructor(
    private readonly context: () => BotContext,
    private readonly now: () => number = Date.now,
  ) {}

  shown(writer: PanelWriter, shown: ShownPanel): void {
    let held = this.games.get(shown.gameId);
    if (!held) this.games.set(shown.gameId, (held = new Map()));
    held.set(shown.messageId, {
      ...shown,
      writer,
      version: shown.state.version,
      decision: decisionKey(shown.state, shown.player),
      shownAt: this.now(),
    });
  }

  async settled(messageId: string): Promise<void> {
    await this.editing.get(messageId);
  }

  moved(record: GameRecord): void {
    const state = record.state as GameState | null;
    const held = this.games.get(record.id);
    if (!state || !held) return;
    const now = this.now();
    const newest = newestPerPerson(held);
    for (const panel of [...held.values()]) {
      if (panel.version >= state.version) continue;
      if (now > panel.writer.createdTimestamp + TOKEN_LIFETIME_MS - TOKEN_MARGIN_MS) {
        held.delete(panel.messageId);
        continue;
      }
      const decision = record.status === 'playing' ? decisionKey(state, panel.player) : null;
      if (decision !== null && decision === panel.decision && newest.get(panel.writer.user.id) === panel)
        this.refresh(panel, record, state);
      else {
        held.delete(panel.messageId);
        this.write(panel, outdated(panel.panel, panel.writer.locale, record.channelId));
      }
    }
    if (held.size === 0) this.games.delete(record.id);
  }

  async idle(): Promise<void> {
    await Promise.all(this.editing.values());
  }

  /** The same decision: the panel rebuilt for the new state, in the section it showed. */
  private refresh(panel: Held, record: GameRecord, state: GameState): void {
    const context = {
      gameId: record.id,
      version: state.version,
      state,
      player: panel.player,
      locale: panel.writer.locale,
      hints: panel.hints,
      coach: coachOn(record),
    };
    const built = buildPanel(context, panel.section);
    const fresh = panel.lead
      ? { ...built, content: `${panel.lead}\n${built.content}`.slice(0, 2000) }
      : built;
    Object.assign(panel, { state, version: state.version, panel: fresh });
    this.write(panel, fresh);
  }

  /** One edit of a message at a time, in order; a refused one (token gone) lets the panel go. */
  private write(panel: Held, body: Panel): void {
    const ctx = this.context();
    const { applicationId, token } = panel.writer;
    const before = this.editing.get(panel.messageId) ?? Promise.resolve();
    const edit = before
      .then(() =>
        ctx.client.rest.patch(Routes.webhookMessage(applicationId, token, '@original'), {
          body: { content: body.content, components: body.components, allowed_mentions: mentionOnly() },
          auth: false,
        }),
      )
      .then(
        () => undefined,
        (error: unknown) => {
          this.games.get(panel.gameId)?.delete(panel.messageId);
          ctx.logger.debug({ game: panel.gameId, err: String(error) }, 'panel not brought up to date');
        },
      )
      .finally(() => {
        if (this.editing.get(panel.messageId) === edit) this.editing.delete(panel.messageId);
      });
    this.editing.set(panel.messageId, edit);
  }
}

/** Each person's most recently shown panel: only that one stays live for them. */
function newestPerPerson(held: Map<string, Held>): Map<string, Held> {
  const newest = new Map<string, Held>();
  for (const panel of held.values()) {
    const other = newest.get(panel.writer.user.id);
    if (!other || panel.shownAt >= other.shownAt) newest.set(panel.writer.user.id, panel);
  }
  return newest;
}

/**
 * A panel the game has moved past: a line saying so above what it showed, every button and
 * menu disabled, and "↩ Take back" gone (its move is no longer the last, or the turn passed).
 */
export function outdated(panel: Panel, locale: string, channelId: string): Panel {
  const rows = panel.components
    .map((row) => ({
      ...row,
      components: row.components
        .filter((c) => !('custom_id' in c) || parseComponentId(c.custom_id)?.kind !== 'tb')
        .map((c) =>
          c.type === ComponentType.Button || c.type === ComponentType.StringSelect
            ? { ...c, disabled: true }
            : c,
        ),
    }))
    .filter((row) => row.components.length > 0) as Row[];
  const content = `${t('panel.outdated', { thread: `<#${channelId}>` }, locale)}\n${panel.content}`.slice(
    0,
    2000,
  );
  return { content, components: rows };
}
