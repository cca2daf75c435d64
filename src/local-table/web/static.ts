// The page's own files: plain HTML, CSS and JavaScript modules, read from disk as they are.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const PAGE_FOLDER = fileURLToPath(new URL('../page/', import.meta.url));

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml',
};

/** A page file by its bare name, or undefined: no folders, so no path ever leaves the page. */
export async function pageFile(name: string): Promise<{ data: Buffer; type: string } | undefined> {
  const match = /^[\w-]+\.(html|css|js|svg)$/.exec(name);
  if (!match) return undefined;
  try {
    return { data: await readFile(PAGE_FOLDER + name), type: TYPES[match[1]] };
  } catch {
    return undefined;
  }
}
