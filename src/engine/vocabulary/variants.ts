// The advanced rules by the short names a command line or a slash option uses (K-70 … K-73).
import type { GameOptions } from './state';

export const VARIANT_OPTIONS = {
  taxes: 'taxes',
  offices: 'officeTrading',
  conflicts: 'conflicts',
  memory: 'memory',
} as const satisfies Record<string, keyof GameOptions>;
export type Variant = keyof typeof VARIANT_OPTIONS;

/** "taxes,offices" → the options that switch them on; null when a name is unknown. */
export function parseVariants(list: string): Partial<GameOptions> | null {
  const options: Partial<GameOptions> = {};
  for (const name of list
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n.length > 0)) {
    if (!(name in VARIANT_OPTIONS)) return null;
    options[VARIANT_OPTIONS[name as Variant]] = true;
  }
  return options;
}
