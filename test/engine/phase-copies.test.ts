// Issue 22: each phase kind is copied into a view and back by one entry of one table
// (queries/phase-copies.ts), which views.ts and determinize.ts both use. The table is typed
// over the phase kinds, so a phase without its copies does not compile (the @ts-expect-error
// below is checked by tsc); at run time it covers exactly the kinds of the state's schema.
import { describe, expect, it } from 'vitest';
import { PhaseSchema } from '../../src/engine/vocabulary/state';
import { PHASE_COPIES } from '../../src/engine/queries/phase-copies';
import type { PhaseCopies } from '../../src/engine/queries/phase-copy';

// Compile-time: a table without the tax's copies is not a PhaseCopies.
const { taxes: _left, ...withoutOne } = PHASE_COPIES;
// @ts-expect-error the taxes phase's copies are missing
const _incomplete: PhaseCopies = withoutOne;

const SCHEMA_KINDS = PhaseSchema.options.map((o) => o.shape.kind.value);

describe('the phase copies (issue 22)', () => {
  it("has one entry for every phase kind of the state's schema, and no other", () => {
    expect(Object.keys(PHASE_COPIES).sort()).toEqual([...SCHEMA_KINDS].sort());
  });

  it('the covering check catches a table without one kind (control)', () => {
    expect(Object.keys(withoutOne).sort()).not.toEqual([...SCHEMA_KINDS].sort());
  });
});
