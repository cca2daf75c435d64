// One kind of legal action picked out of legalActions' list, typed as that kind.
import type { LegalAction } from '../../engine/play';

export type Legal<T extends LegalAction['type']> = Extract<LegalAction, { type: T }>;

export function find<T extends LegalAction['type']>(legal: LegalAction[], type: T): Legal<T> | undefined {
  return legal.find((l): l is Legal<T> => l.type === type);
}
