// Discord's CDN, standing in (issue 42): another process serving files over HTTP, as the CDN is
// not the bot: serving 4 MB from the test's own process would load the very event loop the
// test measures. `files`: path → body.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Cdn {
  url: (path: string) => string;
  stop: () => void;
}

export async function cdnProcess(files: Record<string, string>): Promise<Cdn> {
  const dir = mkdtempSync(join(tmpdir(), 'kogge-cdn-'));
  const names: Record<string, string> = {};
  Object.entries(files).forEach(([path, body], i) => {
    names[path] = join(dir, `${i}.json`);
    writeFileSync(names[path], body);
  });
  const serve = `const fs=require('fs');const n=${JSON.stringify(names)};const b={};for(const k in n)b[k]=fs.readFileSync(n[k]);const s=require('http').createServer((q,r)=>{r.statusCode=b[q.url]?200:404;r.end(b[q.url]??'not found')}).listen(0,'127.0.0.1',()=>console.log(s.address().port));`;
  const child = spawn(process.execPath, ['-e', serve], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [port] = (await once(child.stdout, 'data')) as [Buffer];
  const base = `http://127.0.0.1:${String(port).trim()}`;
  return { url: (path) => base + path, stop: () => child.kill() };
}
