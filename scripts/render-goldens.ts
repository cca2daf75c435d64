// `npm run goldens`: redraws the renderer's golden images on purpose (after a deliberate
// change to the board's look). Review the new PNGs before committing them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GOLDEN_DIR, GOLDENS } from '../test/render/golden';

mkdirSync(fileURLToPath(GOLDEN_DIR), { recursive: true });
for (const [name, draw] of Object.entries(GOLDENS)) {
  const file = new URL(`${name}.png`, GOLDEN_DIR);
  writeFileSync(file, await draw().encode('png'));
  console.log(`wrote ${fileURLToPath(file)}`);
}
