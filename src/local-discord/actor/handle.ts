import {
  MessageFlags,
  type APIApplicationCommandOptionChoice,
  type APIModalInteractionResponseCallbackData,
  type InteractionResponseType,
} from 'discord-api-types/v10';
import type { InteractionRecord } from '../state/records';
import type { Store } from '../state/store';
import { seen, type SeenMessage } from './view';
import { waitUntil, type WaitOptions } from './wait';

/** What a user holds after acting: a way to watch how the bot answered. */
export class InteractionHandle {
  constructor(
    private readonly store: Store,
    readonly record: InteractionRecord,
  ) {}

  get id(): string {
    return this.record.id;
  }

  /** Resolves with the initial response type once the bot has answered. */
  response(options?: WaitOptions): Promise<InteractionResponseType> {
    return waitUntil(this.store, () => this.record.response, `a response to interaction ${this.id}`, options);
  }

  /** The reply message once it has content (a deferred reply: once it is filled in). */
  reply(options?: WaitOptions): Promise<SeenMessage> {
    return waitUntil(
      this.store,
      () => {
        const id = this.record.originalMessageId;
        const message = id ? this.store.messages.get(id) : undefined;
        // Still "thinking…": not worth a copy until it is filled in.
        if (!message || ((message.data.flags ?? 0) & MessageFlags.Loading) !== 0) return undefined;
        return seen(message);
      },
      `the reply to interaction ${this.id}`,
      options,
    );
  }

  /** Resolves with the n-th follow-up (1-based) once it exists. */
  followUp(n = 1, options?: WaitOptions): Promise<SeenMessage> {
    return waitUntil(
      this.store,
      () => {
        const id = this.record.followUpIds[n - 1];
        const message = id ? this.store.messages.get(id) : undefined;
        return message ? seen(message) : undefined;
      },
      `follow-up ${n} of interaction ${this.id}`,
      options,
    );
  }

  /** The modal the bot opened in answer. */
  modal(options?: WaitOptions): Promise<APIModalInteractionResponseCallbackData> {
    return waitUntil(this.store, () => this.record.modal, `a modal from interaction ${this.id}`, options);
  }

  /** The autocomplete choices the bot offered. */
  choices(options?: WaitOptions): Promise<APIApplicationCommandOptionChoice[]> {
    return waitUntil(this.store, () => this.record.choices, `autocomplete choices for ${this.id}`, options);
  }
}
