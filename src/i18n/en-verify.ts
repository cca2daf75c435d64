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
  'takeBack.seen':
    'That action cannot be taken back: the other players have already seen what it caused (a player passed, or the game went on by itself).',
  'takeBack.damaged': 'This game’s record does not replay, so nothing can be taken back.',
  'takeBack.league': 'This league does not allow take-backs: its games are played as they fall.',
  'takeBack.stale':
    'That action is no longer the last one: a take-back is asked before anything else happens in the game.',
  'takeBack.asked': 'A take-back is already asked; every other player answers it first.',
  'takeBack.lapsed':
    'This take-back no longer stands: it was settled, or the game went on (a new action or the next turn cancels it).',
  'takeBack.ownAsk': 'You asked for this take-back; the other players answer it.',
  'takeBack.alreadyAccepted': 'You have accepted this take-back already; the others are still to answer.',

  // Take-backs (issue 21): the button, the request in the thread and how it ended.
  'takeBack.button': '↩ Take back',
  'takeBack.accept': 'Accept',
  'takeBack.refuse': 'Refuse',
  'takeBack.request':
    '↩ {asker} asks to take back their last action ({kind}). {awaited}: accept or refuse. Any new action in the game cancels the request.',
  'takeBack.waiting': '↩ {asker} asks to take back their last action ({kind}); still to answer: {awaited}.',
  'takeBack.askedYou': 'Asked: the other players accept or refuse in the thread.',
  'takeBack.done': '↩ {asker} took back their last action ({kind}); every other player accepted.',
  'takeBack.doneYou': 'Taken back: your last action ({kind}) is undone. Open “Act” to go on.',
  'takeBack.refused': '↩ {player} refused to let {asker} take back their last action ({kind}): it stands.',
  // Issue 38: no step number, an internal count the player never sees elsewhere.
  'takeBack.log': '{player} took back {kind}',
  'takeBack.logTitle': 'Taken back:',
  'takeBack.kind.bid': 'a bid',
  'takeBack.kind.moveGuildMaster': 'a guild master move',
  'takeBack.kind.sail': 'a voyage',
  'takeBack.kind.collectOffice': 'office goods taken',
  'takeBack.kind.buildOffice': 'an office built',
  'takeBack.kind.gmTrade': 'a guild master trade',
  'takeBack.kind.buyMarkers': 'markers bought',
  'takeBack.kind.cityTrade': 'a city trade',
  'takeBack.kind.changeRoute': 'a route changed',
  'takeBack.kind.setAutoCollect': 'the office pick-up setting',
  'takeBack.kind.any': 'an action',

  // The verifier's verdicts: one sentence each, naming the first step that differs.
  // Issue 42: a record that checks out says which game it claims to be and whose it is.
  'verify.holds.ours':
    'Game `{game}`, signed by this bot. The game checks out: its seed matches the commitment `{commitment}` made at the start, every step replays as recorded (steps: {steps}), and the final scores agree.',
  'verify.holds.otherKey':
    'Game `{game}`, signed by another key (`{key}`), not by this bot. The record is consistent in itself (its seed matches its commitment `{commitment}`, every step replays as recorded, steps: {steps}, and the final scores agree), but nothing shows this bot played it.',
  'verify.holds.unsigned':
    'Game `{game}`, unsigned, consistent in itself: its seed matches its commitment `{commitment}`, every step replays as recorded (steps: {steps}), and the final scores agree. Anyone can build such a record, so nothing shows this bot played it.',
  'verify.holds.unknownKey':
    'Game `{game}`, signed by the key `{key}`, which this check has no bot key to compare with (give one with --signer). The record is consistent in itself: its seed matches its commitment `{commitment}`, every step replays as recorded (steps: {steps}), and the final scores agree.',
  'verify.signature':
    'The record of game `{game}` was changed after it was signed: its signature does not match its contents.',
  'verify.notThisGame':
    'This is not the record of game `{game}` played here: its commitment `{commitment}` differs from the one stored for that game (`{stored}`).',
  'verify.malformed': 'This is not a Kogge game record that can be checked ({issue}).',
  'verify.generator': 'The record was changed: its seed is not one of the generator it names ({generator}).',
  'verify.commitment':
    'The record was changed: its seed, game id, options or seats do not match the commitment `{commitment}` made at the start.',
  'verify.spec': 'The record’s game cannot be set up ({code}).',
  'verify.stepCount':
    'The record was changed: its step fingerprints and its actions differ in number ({steps} against {actions}).',
  'verify.tooManySteps':
    'This record has more steps than any game of Kogge can have ({steps}, the most being {max}): it was not replayed.',
  'verify.tooSlow':
    'This record was not checked to the end: its replay took longer than {seconds} seconds (stopped at step {step}).',
  'verify.busy': 'Your last record is still being checked: send the next one once it is answered.',
  'verify.refused':
    'The record was changed at step {step}: its action ({action}) is not allowed there ({code}).',
  'verify.step':
    'The record was changed at step {step} ({action}): the replay reaches another position there.',
  'verify.notEnded': 'The record was changed: the game has not ended after its last action (step {steps}).',
  'verify.scores': 'The record was changed: its final scores differ from the replay’s, first for {player}.',

  // `npm run verify -- <record.json>` on the terminal.
  'verify.usage':
    'usage: npm run verify -- <record.json> [--signer <public key>] (a record from /kogge game export), or npm run verify -- --key (this bot’s public key)',
  'verify.key': 'This bot’s public key (Ed25519): {key}',
  'verify.noKey': 'This store holds no bot key yet: the bot makes one at its first start.',
  'verify.noStore': 'There is no bot store at {file} (DATABASE_FILE or DATABASE_URL names it).',
  'verify.storeFailed': 'The bot’s store could not be read: {reason}',
  'verify.badSigner': 'That is not a public key as the bot shows one (43 characters of base64url): {key}',
  'verify.unreadable': 'Cannot read {file}: {reason}',
  'verify.notJson': 'The record is not JSON: {reason}',

  // The slash subcommands.
  'slash.verify': 'Check a finished game: its seed, its commitment, every step and the final scores',
  'slash.verify.record': 'An exported record (JSON) to check; without it, the finished game of this thread',
  'slash.export': 'The finished game’s record as JSON; during a game, what you can see of it',
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
  'replay.tooSlow':
    'The replay took longer than {seconds} seconds, so it was not shown. Please try again in a minute.',
  'export.tooSlow':
    'The record took longer than {seconds} seconds to make, so it was not sent. Please try again in a minute.',
  'replay.notEnded': 'The replay opens once the game is over.',
  'replay.noGame': 'There is no finished game here to replay: run this in a finished game’s thread.',
  'slash.replay': 'Step through the finished game here, every hidden piece shown',
  'replay.first': '⏮ Start',
  'replay.roundBack': '⏪ Round',
  'replay.back': '◀ Step',
  'replay.forward': 'Step ▶',
  'replay.roundForward': 'Round ⏩',
  'replay.last': 'End ⏭',
  'export.view.player':
    'What you can see of game {game} now: everything public, your own holdings and the route markers you know. The seed and the other players’ hidden pieces stay secret; the full record comes once the game is over.',
  'export.view.public':
    'What everyone can see of game {game} now (you are not playing in it). The full record, seed included, comes once the game is over.',
  // The local table's replay of an exported record (src/local-table/bridge/replay.ts).
  'table.replay.request': 'The replay request is not one the page sends.',
  'table.replay.tooBig': 'That file is too large for a game record (the most is {max} MB).',
  'table.page.replay.open': 'Open a game record',
  'table.page.replay.drop': 'Drop an exported game record (.json) here to replay it',
  'table.page.replay.title': 'Replay of game {game}',
  'table.page.replay.step': 'Step {step} of {steps}, round {round}: every hidden piece is shown.',
  'table.page.replay.setUp': 'The game as it was set up.',
  'table.page.replay.quiet': 'Nothing everyone could see happened in this step.',
  'table.page.replay.close': 'Close',
  'table.page.replay.notJson': 'That file is not JSON: {reason}',
  'table.page.replay.tooBig': 'That file is too large for a game record (the most is {max} MB).',
  'table.page.replay.first': '⏮ Start',
  'table.page.replay.roundBack': '⏪ Round',
  'table.page.replay.back': '◀ Step',
  'table.page.replay.forward': 'Step ▶',
  'table.page.replay.roundForward': 'Round ⏩',
  'table.page.replay.last': 'End ⏭',
  'export.done':
    'The record of game {game}: check it with `/kogge game verify` or `npm run verify -- {file}`.',
} as const;
