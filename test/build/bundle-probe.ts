// Run bundled (test/build/build-bot.test.ts): the AI and render pools start their workers from
// the bundle's own worker files, and each does its job. Prints one JSON line.
import { createHash } from 'node:crypto';
import { AiPool } from '../../src/ai/index';
import { legalActions, playerView, publicView } from '../../src/engine/index';
import { RenderPool } from '../../src/render/index';
import { RecordPool } from '../../src/verify/pool/record-pool';
import { midGameState } from '../render/fixtures';
import { positionInPlay } from '../support/position-in-play';

const state = midGameState();
// A position the AI reached in play (the fixture's hand-set state is for drawing only).
const played = positionInPlay();
const player = played.phase.kind === 'turn' ? played.phase.turn.player : 0;
const ai = new AiPool({ threads: 1 });
const renders = RenderPool.start(1);
// Issue 42: uploaded records are read on the bundled record worker.
const records = new RecordPool();
try {
  // Issue 26: a thread started ahead of the first decision answers the bundle's readyTask.
  const warmed = await ai.warm();
  const answer = await ai.decide({
    view: playerView(played, player),
    legal: legalActions(played, player),
    level: 'easy',
    seed: 3,
    iterations: 30,
  });
  // Issue 26: the coach's hint, a named task of the same bundled worker.
  const hint = await ai.coach({
    view: playerView(played, player),
    legal: legalActions(played, player),
    seed: 3,
  });
  const board = await renders.board(publicView(state));
  const claim = await records.claim('{"game":"g42"}');
  console.log(
    JSON.stringify({
      warmed,
      decision: answer.kind === 'decided' ? answer.action : answer.kind,
      hint: hint.action,
      board: createHash('sha256').update(board.data).digest('hex'),
      record: claim.ok ? claim.game : claim.reason,
    }),
  );
} finally {
  await ai.close();
  await renders.close();
  await records.close();
}
