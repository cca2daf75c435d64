// Issue 38: a sentence said on the terminal (`npm run verify`, `npm run store:copy`, `npm run
// deploy-commands`, the start's errors) is plain text: Discord's Markdown, which the catalogue
// writes for chat (`code`, **bold**, a backslash before an escaped character), would show as
// its marks. The sentences stay one per key; the terminal takes them without the marks.

/** `text` with Discord's Markdown marks taken out: code ticks, bold and italic stars, escapes. */
export function terminalText(text: string): string {
  return text
    .replace(/`+/g, '')
    .replace(/\*\*|__/g, '')
    .replace(/\\([^\w\s])/g, '$1');
}
