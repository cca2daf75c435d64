// Component ids: `k|<game>|<state version>|<kind>|<args>`, at most 100 characters (Discord's
// limit). The version makes a click on an outdated message recognisable, so it is answered
// with a fresh panel instead of being applied twice.
import { z } from 'zod';

export const CUSTOM_ID_MAX = 100;

export interface ComponentId {
  game: string;
  version: number;
  kind: string;
  args: string[];
}

const Parts = z
  .tuple([
    z.literal('k'),
    z.string().regex(/^[a-z0-9]{1,16}$/),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
    z.string().regex(/^[a-zA-Z]{1,16}$/),
  ])
  .rest(z.string().max(80));

export function componentId(id: ComponentId): string {
  const text = ['k', id.game, String(id.version), id.kind, ...id.args].join('|');
  if (text.length > CUSTOM_ID_MAX) throw new RangeError(`custom id too long: ${text.length}`);
  return text;
}

/** Null for anything that is not one of ours or is malformed. */
export function parseComponentId(text: string): ComponentId | null {
  if (text.length > CUSTOM_ID_MAX) return null;
  const parsed = Parts.safeParse(text.split('|'));
  if (!parsed.success) return null;
  const [, game, version, kind, ...args] = parsed.data;
  return { game, version, kind, args };
}
