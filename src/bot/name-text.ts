// Names people chose (display names, seat names) go into the bot's messages as text, never as
// markdown: a display name such as "# Winner", "[click](https://…)" or "<@123>" would
// otherwise post a heading, a masked link or a mention pill in the game's thread. Labels of
// buttons and choices show no markdown, so they take the name as it is (`labelNamesOf`).
import { escapeMarkdown } from 'discord.js';

/** `name`, shown literally inside a message's markdown. */
export function nameText(name: string): string {
  return (
    escapeMarkdown(name, { heading: true, bulletedList: true, numberedList: true, maskedLink: true })
      // Mentions, channel links, timestamps and custom emoji all start with "<".
      .replaceAll('<', '\\<')
      // @everyone and @here: with no pings allowed they do not ping, but still show as one.
      .replaceAll('@', '\\@')
      // A block quote (">", ">>>") or a line of small text ("-#") at the start of a line.
      .replace(/^(\s*)(>|-#)/, '$1\\$2')
  );
}
