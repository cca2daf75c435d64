// Text people typed (display names, seat names, league names, an admin's reason) goes into the
// bot's messages as text, never as markdown: a name such as "# Winner", "[click](https://…)",
// "<@&123>" or "@everyone" would otherwise post a heading, a masked link, a role pill or an
// @everyone in the bot's own message. Issue 42: the one escaping function lives here, and a
// sentence's parameter given as `userText(s)` is escaped by `t()` itself, so a caller cannot
// hand a name in raw by forgetting to escape it. Button labels, choices and drawn images show
// no markdown: they take the plain string.
/** A piece of user-typed text as a sentence's parameter: `t()` puts it in escaped. */
export interface UserText {
  readonly userText: string;
}

/** Marks `text` as typed by a person: `t('league.created', { name: userText(name) })`. */
export function userText(text: string): UserText {
  return { userText: text };
}

/** Whether a parameter is user text; structural, so one kept as JSON (a stored refusal) still is. */
export function isUserText(value: unknown): value is UserText {
  return typeof value === 'object' && value !== null && typeof (value as UserText).userText === 'string';
}

/**
 * `text`, shown literally inside a message's markdown: the one escaping function. Discord reads
 * a backslash before any punctuation as "this character as it is", so the escapes never show.
 * Written here rather than taken from discord.js: the render workers load this module and must
 * not load discord.js (test/build/worker-graph.test.ts).
 */
export function escapeUserText(text: string): string {
  return (
    text
      // Bold, italics, underline, strikethrough, spoilers, code, masked links; "<" starts
      // mentions, role pills, channel links, timestamps and custom emoji; "@" @everyone/@here.
      .replace(/[\\*_~|`[\]<@]/g, '\\$&')
      // A link typed as text stays text (Discord links "https://…" on its own).
      .replaceAll('://', ':\\/\\/')
      // At a line's start: a heading, small text, a quote, a bulleted or a numbered list.
      .replace(/^(\s*)(#|-#|>|-(?=\s)|\+(?=\s))/gm, '$1\\$2')
      .replace(/^(\s*\d+)\.(?=\s)/gm, '$1\\.')
      // Issue 37: a direction override, embedding or isolate (U+202A–U+202E, U+2066–U+2069)
      // would turn the rest of the bot's line around (a name's U+202E reverses every word after it).
      // They are taken out; the letters stay, and a right-to-left script still reads as it does.
      .replace(/[\u202A-\u202E\u2066-\u2069]/g, '')
  );
}
