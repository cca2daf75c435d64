// The page acts through the local Discord's actor API, as a person in Discord's client
// would. Every refusal is Discord's error (status, code, message), so the page shows what
// Discord would have answered and nothing in the server changes.
import { RESTJSONErrorCodes } from 'discord-api-types/v10';
import {
  DiscordHttpError,
  canSeeChannel,
  discordError,
  invalidFormBody,
  validateMessage,
  type InteractionHandle,
  type LocalDiscord,
  type UserRecord,
} from '../../local-discord';
import { joinNames, languageName, t } from '../../i18n';
import { SEAT_LOCALES } from './languages';
import { nameProblem, type NameProblem } from './names';
import type { PageInteraction } from './requests';

// Discord's own codes where it has one (a name already in use), else a descriptive one.
const NAME_CODES: Record<NameProblem, string> = {
  lookAlike: 'USERNAME_ALREADY_TAKEN',
  hidden: 'DISPLAY_NAME_INVALID_CHARACTERS',
  noLetters: 'DISPLAY_NAME_INVALID',
  mixedScripts: 'DISPLAY_NAME_INVALID_CHARACTERS',
};

/** How long the page waits for autocomplete choices: Discord gives the bot 3 seconds. */
const AUTOCOMPLETE_WAIT_MS = 3_000;
/** Interactions kept to submit the modals they open; older ones are long dead on Discord. */
const KEPT_HANDLES = 500;

export type InteractionResult = { id: string } | { choices: { name: string; value: string | number }[] };

export class TableBridge {
  readonly #handles = new Map<string, InteractionHandle>();

  constructor(private readonly discord: LocalDiscord) {}

  /** The seat a request speaks for, by username or display name; none given: the first. */
  user(name: string | null | undefined): UserRecord {
    const wanted = (name ?? '').toLowerCase();
    const seats = [...this.discord.store.users.values()].filter((u) => !u.bot);
    const found = wanted
      ? seats.find((u) => u.username.toLowerCase() === wanted || u.globalName?.toLowerCase() === wanted)
      : seats[0];
    if (!found) throw new DiscordHttpError(401, 0, '401: Unauthorized');
    return found;
  }

  async interact(user: UserRecord, request: PageInteraction): Promise<InteractionResult> {
    switch (request.type) {
      case 2:
        return this.#keep(
          await this.#actor(user, (a) =>
            a.slash(slashLine(request.data), { in: this.#channel(user, request.channel_id) }),
          ),
        );
      case 3:
        return this.#keep(await this.#component(user, request));
      case 4:
        return this.#autocomplete(user, request);
      case 5:
        return this.#keep(await this.#modal(user, request));
    }
  }

  /** A plain message typed in the chat box, checked as Discord checks a message. */
  say(user: UserRecord, channelId: string, content: string): string {
    this.#channel(user, channelId);
    validateMessage({ content }, []);
    return this.discord.user(user.username).say(channelId, content).id;
  }

  /**
   * A new display name, refused (50035, with the reason in the table's words) when it
   * hides characters or reads like another person's name or username: the page finds
   * seats by either, so a look-alike could even take over another seat's address.
   */
  rename(user: UserRecord, displayName: string): void {
    const others = [...this.discord.store.users.values()]
      .filter((u) => u.id !== user.id)
      .flatMap((u) => [u.username, u.globalName ?? u.username]);
    const problem = nameProblem(displayName, others);
    if (problem) {
      throw invalidFormBody([
        { path: ['display_name'], code: NAME_CODES[problem], message: t(`table.name.${problem}`) },
      ]);
    }
    user.globalName = displayName;
  }

  /**
   * The seat's language (issue 25), sent as `locale` with its interactions from now on; a
   * code the page does not offer is refused (50035) in the seat's language, and nothing changes.
   */
  setLocale(user: UserRecord, locale: string): void {
    if (!SEAT_LOCALES.includes(locale)) {
      const languages = joinNames(SEAT_LOCALES.map(languageName), user.locale);
      throw invalidFormBody([
        {
          path: ['locale'],
          code: 'BASE_TYPE_CHOICES',
          message: t('table.language.unknown', { languages }, user.locale),
        },
      ]);
    }
    user.locale = locale;
  }

  #component(user: UserRecord, request: Extract<PageInteraction, { type: 3 }>): Promise<InteractionHandle> {
    // Someone else's ephemeral, or a message in a channel this user cannot see: as on Discord.
    if (!this.discord.visibleTo(user.username, request.message_id)) {
      throw discordError(RESTJSONErrorCodes.UnknownMessage);
    }
    const { custom_id: customId, values } = request.data;
    return this.#actor(user, (a) =>
      values ? a.select(request.message_id, customId, values) : a.click(request.message_id, customId),
    );
  }

  async #autocomplete(
    user: UserRecord,
    request: Extract<PageInteraction, { type: 4 }>,
  ): Promise<InteractionResult> {
    const channel = this.#channel(user, request.channel_id);
    const handle = await this.#actor(user, (a) =>
      a.autocomplete(slashLine(request.data), request.data.focused, { in: channel }),
    );
    // A bot that does not answer leaves the list empty; Discord's client says loading failed.
    const choices = await handle.choices({ timeoutMs: AUTOCOMPLETE_WAIT_MS }).catch(() => []);
    return { choices };
  }

  #modal(user: UserRecord, request: Extract<PageInteraction, { type: 5 }>): Promise<InteractionHandle> {
    const opened = this.#handles.get(request.interaction_id);
    // Only the user whose interaction opened a modal holds it; anyone else's submit is forged.
    if (
      !opened ||
      opened.record.userId !== user.id ||
      opened.record.modal?.custom_id !== request.data.custom_id
    ) {
      throw discordError(RESTJSONErrorCodes.UnknownInteraction);
    }
    this.#handles.delete(request.interaction_id);
    return this.#actor(user, (a) => a.modal(opened, request.data.values));
  }

  #channel(user: UserRecord, channelId: string): string {
    if (!canSeeChannel(this.discord.store, user, channelId))
      throw discordError(RESTJSONErrorCodes.UnknownChannel);
    return channelId;
  }

  /** Runs an actor action; what the actor API refuses (as Discord's client would) becomes 50035. */
  async #actor(
    user: UserRecord,
    act: (actor: ReturnType<LocalDiscord['user']>) => Promise<InteractionHandle>,
  ): Promise<InteractionHandle> {
    try {
      return await act(this.discord.user(user.username));
    } catch (error) {
      if (error instanceof DiscordHttpError || !(error instanceof Error)) throw error;
      if (!error.message.startsWith('local-discord:')) throw error;
      throw invalidFormBody([
        {
          path: ['data'],
          code: 'INTERACTION_DATA_INVALID',
          message: error.message.replace('local-discord: ', ''),
        },
      ]);
    }
  }

  #keep(handle: InteractionHandle): { id: string } {
    this.#handles.set(handle.id, handle);
    if (this.#handles.size > KEPT_HANDLES) this.#handles.delete(this.#handles.keys().next().value as string);
    return { id: handle.id };
  }
}

/** The actor API's typed line for a command; a `"` cannot be quoted in it, so it is refused. */
export function slashLine(data: { path: string[]; options: { name: string; value: string }[] }): string {
  const options = data.options.map((o, i) => {
    if (o.value.includes('"')) {
      throw invalidFormBody([
        {
          path: ['data', 'options', i, 'value'],
          code: 'STRING_TYPE_INVALID',
          message: 'Quotation marks (") are not supported here.',
        },
      ]);
    }
    return `${o.name}:"${o.value}"`;
  });
  return `/${[...data.path, ...options].join(' ')}`;
}
