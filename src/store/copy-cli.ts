// `npm run store:copy -- <from-url> <to-url>`: every record from one store to another, each
// checked against its schema (copy.ts). Run it with the bot stopped.
import { runCopy } from './copy-cli-run';

const answer = await runCopy(process.argv.slice(2));
for (const line of answer.lines) (answer.code === 0 ? console.log : console.error)(line);
process.exitCode = answer.code;
