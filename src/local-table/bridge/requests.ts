// The requests the page may send, checked at the door. Their shapes follow what Discord's
// own client posts to `/interactions` (type, channel_id, message_id, data), reduced to what
// the actor API needs.
import { z } from 'zod';
import { invalidFormBody } from '../../local-discord';

const Snowflake = z.string().regex(/^\d{1,20}$/, 'Value "%s" is not snowflake.');
// Discord's client never sends more than its own limits allow; a forged request might.
const OptionValue = z.string().max(6000);

// Discord's rule for command and option names.
const Name = z.string().regex(/^[-_'\p{L}\p{N}]{1,32}$/u, 'Invalid name.');

const CommandData = z.object({
  /** Command name, then subcommand group and/or subcommand. */
  path: z.array(Name).min(1).max(3),
  options: z.array(z.object({ name: Name, value: OptionValue })).max(25),
});

export const PageInteraction = z.discriminatedUnion('type', [
  z.object({ type: z.literal(2), channel_id: Snowflake, data: CommandData }),
  z.object({
    type: z.literal(3),
    message_id: Snowflake,
    data: z.object({
      custom_id: z.string().min(1).max(100),
      values: z.array(z.string().max(100)).max(25).optional(),
    }),
  }),
  z.object({ type: z.literal(4), channel_id: Snowflake, data: CommandData.extend({ focused: Name }) }),
  z.object({
    type: z.literal(5),
    /** The interaction whose answer opened the modal. */
    interaction_id: Snowflake,
    data: z.object({
      custom_id: z.string().min(1).max(100),
      values: z.record(z.string(), z.string().max(4000)),
    }),
  }),
]);
export type PageInteraction = z.infer<typeof PageInteraction>;

export const PageMessageBody = z.object({ channel_id: Snowflake, content: z.string() });

export const PageRename = z.object({ display_name: z.string().trim().min(1).max(32) });

/** Issue 42: a new seat's name, as typed in `?user=`; what it may be is seats.ts's check. */
export const PageNewSeat = z.object({ username: z.string().max(200) });

/** A seat's language; which codes are offered is the bridge's check (languages.ts). */
export const PageLanguage = z.object({ locale: z.string().max(35) });

/** Parses with a schema, or throws Discord's 50035 with the fields that are wrong. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw invalidFormBody(
    parsed.error.issues.map((issue) => ({
      path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
      code: issue.code === 'invalid_type' ? 'BASE_TYPE_REQUIRED' : 'BASE_TYPE_INVALID',
      message: issue.message,
    })),
  );
}
