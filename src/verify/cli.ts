// `npm run verify -- <record.json>`: checks an exported game record (from /kogge game export) and
// says in one sentence whether it checks out, whose it is, or where it was changed.
// `npm run verify -- --key` prints the bot's public key from its store (issue 42).
import { readFileSync } from 'node:fs';
import { loadDotEnv } from '../config';
import { runVerify } from './cli-run';
import { openBotStore } from './cli-store';

loadDotEnv();
const answer = await runVerify(
  process.argv.slice(2),
  (path) => readFileSync(path, 'utf8'),
  () => openBotStore(),
);
(answer.code === 0 ? console.log : console.error)(answer.line);
process.exitCode = answer.code;
