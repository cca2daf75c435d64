// `npm run verify -- <record.json>`: checks an exported game record (from /kogge game export) and
// says in one sentence whether it holds or where it was changed.
import { readFileSync } from 'node:fs';
import { runVerify } from './cli-run';

const answer = runVerify(process.argv.slice(2), (path) => readFileSync(path, 'utf8'));
(answer.code === 0 ? console.log : console.error)(answer.line);
process.exitCode = answer.code;
