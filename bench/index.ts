export {};
// `npm run bench`: prints speed figures for each part that has a bench file. Figures are
// printed, never asserted: speed is watched here, not in tests.
const parts = [
  'engine',
  'league',
  'render',
  'local-discord',
  'local-table',
  'bot',
  'ai',
  'kill-loop',
  'fair',
  'store',
  'capacity',
  'tournament',
] as const;
// `npm run bench -- bot ai` runs only the parts named (options such as --ai-full pass through).
const named = process.argv.slice(2).filter((arg) => (parts as readonly string[]).includes(arg));
const chosen = named.length > 0 ? parts.filter((part) => named.includes(part)) : parts;

/**
 * This machine's speed drifts (seen: 2× within an hour). A fixed piece of arithmetic, timed
 * first, lets figures from different runs be compared.
 */
function machineSpeed(): number {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < 50_000_000; i++) x = (x + i * 7) % 1_000_003;
  if (x < 0) console.log(x); // keeps the loop from being optimised away
  return performance.now() - start;
}
console.log(
  `machine speed reference: a fixed 50M-step loop took ${machineSpeed().toFixed(0)} ms (lower is faster)`,
);

for (const part of chosen) {
  let mod: { run?: () => Promise<void> };
  try {
    mod = await import(`./${part}.ts`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') continue;
    throw error;
  }
  console.log(`\n== ${part} ==`);
  await mod.run?.();
}
