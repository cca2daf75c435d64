// The search allocates a short-lived game state per action it plays (a tree of a few thousand
// nodes lives on; the states do not). V8's allocation-site pretenuring sometimes decides, from
// a few scavenges early in a process, that those states are long-lived and allocates them
// straight into the old space: every later collection is then a full mark-compact. Measured on
// the fixed positions of bench/ai-speed.ts (hard, 33 decisions, one core): runs of the same
// process came out either at about 14 s of CPU or at about 28 s, 2,000 scavenges of 0.5 ms or of
// 3.4 ms and 9 or 131 mark-compacts; with pretenuring off, four runs of four were 13.6–14.0 s
// (the flag on node's command line) and five of five 14.0–15.0 s (set here, as warmUp does).
// The flag is the process's (V8 has no per-isolate flags), so the bot's own thread runs without
// pretenuring too; its allocations are not hot enough for that to show.
import { setFlagsFromString } from 'node:v8';

/** Keep the search's garbage young: call before a thread or process starts searching. */
export function keepSearchGarbageYoung(): void {
  setFlagsFromString('--no-allocation-site-pretenuring');
}
