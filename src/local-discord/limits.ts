// Limits come from @sapphire/discord-utilities, which tracks Discord's documented numbers.
// Only what it does not publish (or publishes out of date) is written here, with the reason.
export {
  ApplicationCommandLimits,
  ApplicationCommandOptionLimits,
  AutoCompleteLimits,
  ButtonLimits,
  EmbedLimits,
  InteractionLimits,
  MessageLimits,
  ModalLimits,
  SelectMenuLimits,
  TextInputLimits,
} from '@sapphire/discord-utilities';

/**
 * Discord lowered the free upload limit from 25 MB to 10 MiB in 2024; sapphire's
 * `MessageLimits.MaximumUploadSize` still says 25 MB, so this one is ours.
 */
export const MaximumAttachmentSize = 10 * 1024 * 1024;

/** Files per message (docs "Uploading Files"; error 30015); sapphire does not publish it. */
export const MaximumAttachments = 10;

/** Discord's interaction deadlines (docs: "Receiving and Responding"). */
export const InitialResponseDeadlineMs = 3_000;
export const InteractionTokenLifetimeMs = 15 * 60_000;

/** Discord's per-message component limits that sapphire does not publish. */
export const MaximumModalTitleLength = 45;

/** Application command name rule from Discord's docs ("Application Command Naming"). */
export const CommandNamePattern = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
