// `npm run goldens`: redraws the renderer's golden images, and the text each draws, on
// purpose (after a deliberate change to the board's look). Review the new PNGs and the text
// diff before committing them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GOLDEN_DIR, GOLDENS, drawnTextRecord } from '../test/render/golden';

mkdirSync(fileURLToPath(GOLDEN_DIR), { recursive: true });
for (const [name, draw] of Object.entries(GOLDENS)) {
  const { canvas, text } = drawnTextRecord(draw);
  const file = new URL(`${name}.png`, GOLDEN_DIR);
  writeFileSync(file, await canvas.encode('png'));
  writeFileSync(new URL(`${name}.txt`, GOLDEN_DIR), text);
  console.log(`wrote ${fileURLToPath(file)} and its text`);
}
