// What breaks a pure folder (src/league, src/tournament): an import outside `allowed`, or a
// read of the clock, chance or the process. Shared by the folders' purity tests.
const IMPURE = [/\bDate\.now\b/, /\bnew Date\(/, /\bMath\.random\b/, /\bprocess\./, /\bperformance\./];

/** The faults in one file's text: imports outside `allowed`, then the impure reads it makes. */
export function purityFaults(text: string, allowed: readonly RegExp[]): string[] {
  const imports = [...text.matchAll(/(?:from|import)\s+'([^']+)'/g)].map((m) => m[1]);
  return [
    ...imports.filter((spec) => !allowed.some((ok) => ok.test(spec))),
    ...IMPURE.filter((re) => re.test(text)).map(String),
  ];
}
