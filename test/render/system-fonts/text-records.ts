// Issue 42: run by system-fonts.test.ts in a child process whose system fonts are chosen
// (none, DejaVu only, the machine's own). Prints, as JSON: the system font families Skia
// found, the width of one line in "Kogge Sans" before and after the renderer drew anything
// (before: whatever the system's default sans makes of it), the board key's words drawn
// first of all (as legend.test.ts does, before any board), and every golden's text record.
import { Canvas, GlobalFonts } from '@napi-rs/canvas';

const LINE = 'move the guild master';

function width(): number {
  const ctx = new Canvas(1, 1).getContext('2d');
  ctx.font = '20px "Kogge Sans"';
  return ctx.measureText(LINE).width;
}

const systemFamilies = GlobalFonts.families.map((f) => f.family).sort();
const unregisteredWidth = width();

const { boardCanvas } = await import('../../../src/render/board/board-canvas');
const { legend } = await import('../../../src/render/board/legend');
const { useLocale } = await import('../../../src/render/draw/words');
const { recordText } = await import('../drawn-text');
const { GOLDENS, drawnTextRecord } = await import('../golden');

const key = Object.fromEntries(
  ['en', 'de', 'fr', 'it'].map((locale) => [
    locale,
    recordText(() => {
      const { ctx } = boardCanvas();
      useLocale(ctx, locale);
      legend(ctx);
    }).map((d) => `${Math.round(d.box[0])},${Math.round(d.box[2])} ${JSON.stringify(d.text)}`),
  ]),
);
const records = Object.fromEntries(
  Object.entries(GOLDENS).map(([name, draw]) => [name, drawnTextRecord(draw).text]),
);

process.stdout.write(
  JSON.stringify({ systemFamilies, unregisteredWidth, registeredWidth: width(), key, records }),
);
