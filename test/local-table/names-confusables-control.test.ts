import { describe, expect, it, vi } from 'vitest';
import { nameProblem } from '../../src/local-table/bridge/names';
import { WHOLE_SCRIPT } from './whole-script-names';

// The weakened build for names.test.ts's whole-script look-alikes: without Unicode's
// confusables (unhomoglyph as the identity) the short tables and the mixed-script rule let
// every one of them through, so those tests can fail.
vi.mock('unhomoglyph', () => ({ default: (text: string) => text }));

describe('control: whole-script look-alikes without the confusables', () => {
  it.each(WHOLE_SCRIPT.filter(([script]) => script === 'Lisu' || script === 'Cherokee'))(
    'takes the %s name %s beside %s',
    (_, name, other) => {
      expect(nameProblem(name, [other])).toBeUndefined();
    },
  );
});
