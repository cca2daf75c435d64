export {};
// `npm run bench`: prints speed figures for each part that has a bench file. Figures are
// printed, never asserted: speed is watched here, not in tests.
const parts = ['engine', 'render', 'local-discord'] as const;

for (const part of parts) {
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
