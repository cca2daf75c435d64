// Issue 38: one form for a language's name wherever one is shown (the seat menu, the server
// language's choices and answers, a refusal listing them): the language as it names itself,
// without a region, with a capital ("English", "Deutsch", "Français", "Italiano"), as language
// menus do, so the one who reads it recognises their own whatever the page is in.

/** A locale code's language as it names itself: 'en-US' and 'en' are both "English". */
export function languageName(code: string): string {
  const base = code.split('-')[0] ?? code;
  let name: string;
  try {
    name = new Intl.DisplayNames([base], { type: 'language' }).of(base) ?? code;
  } catch {
    return code;
  }
  return name.charAt(0).toLocaleUpperCase(base) + name.slice(1);
}
