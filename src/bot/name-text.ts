// Names people chose (display names, seat names) go into the bot's messages as text, never as
// markdown. The escaping itself is src/i18n/user-text.ts's `escapeUserText`, the one function
// for every user-typed text; prefer handing a sentence `userText(name)` so `t()` escapes it.
// Labels of buttons and choices show no markdown, so they take the name as it is.
import { escapeUserText } from '../i18n/user-text';

/** `name`, shown literally inside a message's markdown (`escapeUserText`). */
export function nameText(name: string): string {
  return escapeUserText(name);
}
