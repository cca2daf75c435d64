// Fair and verifiable games (issue 21): the commitment and the revealed seed in the public
// posts, the verifier's one-sentence verdicts, and `/kogge game verify` and `/kogge game export`.
export const enVerify = {
  // The public posts: the commitment while the game starts, the seed once it is over.
  'post.commitment':
    'Commitment to this game’s secret seed (SHA-256): `{commitment}`. The seed is shown when the game ends, and `/kogge game verify` checks it.',
  'post.seed':
    'The seed, revealed: `{seed}`. It matches the commitment `{commitment}`; `/kogge game verify` replays the game.',

  // The chart on the final post: each player's VP and DP round by round.
  'chart.title': 'The game round by round',
  'chart.vp': 'Victory points (VP)',
  'chart.dp': 'Development points (DP)',
  'chart.round': 'Round',
  'chart.final': '{vp} VP · {dp} DP',
  'chart.description':
    'A chart of each player’s victory points (VP) and development points (DP) at the end of each round. Final: {scores}.',
  'chart.description.player': '{player} {vp} VP, {dp} DP',

  // Take-backs (issue 21): why one is not offered.
  'takeBack.nothing': 'There is no action here to take back.',
  'takeBack.notYours': 'Only the player who made the last action may ask to take it back.',
  'takeBack.notSafe':
    'That action cannot be taken back: something random was drawn or something hidden was shown since.',
  'takeBack.damaged': 'This game’s record does not replay, so nothing can be taken back.',

  // The verifier's verdicts: one sentence each, naming the first step that differs.
  'verify.holds':
    'The game holds: its seed matches the commitment `{commitment}` made at the start, every step replays as recorded (steps: {steps}), and the final scores agree.',
  'verify.malformed': 'This is not a Kogge game record that can be checked ({issue}).',
  'verify.generator': 'The record was changed: its seed is not one of the generator it names ({generator}).',
  'verify.commitment':
    'The record was changed: its seed, game id, options or seats do not match the commitment `{commitment}` made at the start.',
  'verify.spec': 'The record’s game cannot be set up ({code}).',
  'verify.stepCount':
    'The record was changed: its step fingerprints and its actions differ in number ({steps} against {actions}).',
  'verify.refused':
    'The record was changed at step {step}: its action ({action}) is not allowed there ({code}).',
  'verify.step':
    'The record was changed at step {step} ({action}): the replay reaches another position there.',
  'verify.notEnded': 'The record was changed: the game has not ended after its last action (step {steps}).',
  'verify.scores': 'The record was changed: its final scores differ from the replay’s, first for {player}.',

  // `npm run verify -- <record.json>` on the terminal.
  'verify.usage': 'usage: npm run verify -- <record.json> (a record from /kogge game export)',
  'verify.unreadable': 'Cannot read {file}: {reason}',
  'verify.notJson': 'The record is not JSON: {reason}',

  // The slash subcommands.
  'slash.verify': 'Check a finished game: its seed, its commitment, every step and the final scores',
  'slash.verify.record': 'An exported record (JSON) to check; without it, the finished game of this thread',
  'slash.export': 'Attach the record of the finished game here as JSON (seats, options, seed, actions)',
  'verify.notEnded.here':
    'The game here has not ended: its seed is still secret, so it can be checked once it is over.',
  'verify.noRecord':
    'There is no game here to check: run this in a finished game’s thread, or attach an exported record.',
  'verify.attachmentFailed': 'The attached record could not be read: {reason}',
  'export.notEnded':
    'The game here has not ended: its record is exported once it is over, so that nothing hidden gets out.',
  // The replay of a finished game: "⏯ Replay" on the final post, then its step buttons.
  'button.replay': '⏯ Replay',
  'replay.step':
    'Replay of game {game}, step {step} (last: {steps}), round {round}: every hidden piece is shown.',
  'replay.setUp': 'The game as it was set up.',
  'replay.quiet': 'Nothing everyone could see happened in this step.',
  'replay.notEnded': 'The replay opens once the game is over.',
  'replay.first': '⏮ Start',
  'replay.roundBack': '⏪ Round',
  'replay.back': '◀ Step',
  'replay.forward': 'Step ▶',
  'replay.roundForward': 'Round ⏩',
  'replay.last': 'End ⏭',
  'export.done':
    'The record of game {game}: check it with `/kogge game verify` or `npm run verify -- {file}`.',
} as const;
