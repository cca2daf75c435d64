/** A typed slash command line split into its words and `name:value` options. */
export interface SlashLine {
  /** Command name, then subcommand group and/or subcommand. */
  path: string[];
  options: Map<string, string>;
}

// `name:value` or `name:"value with spaces"`; bare words are the command path.
const TOKEN = /([\p{L}\p{N}_'-]+):"([^"]*)"|([\p{L}\p{N}_'-]+):(\S*)|(\S+)/gu;

export function parseSlashLine(line: string): SlashLine {
  const trimmed = line.trim();
  if (!trimmed.startsWith('/')) throw new Error(`local-discord: a slash command starts with "/": ${line}`);
  const path: string[] = [];
  const options = new Map<string, string>();
  for (const match of trimmed.slice(1).matchAll(TOKEN)) {
    if (match[5] !== undefined) {
      if (options.size > 0) throw new Error(`local-discord: word "${match[5]}" after options in: ${line}`);
      path.push(match[5]);
    } else {
      options.set(match[1] ?? match[3], match[2] ?? match[4]);
    }
  }
  if (path.length === 0) throw new Error(`local-discord: no command name in: ${line}`);
  return { path, options };
}
