// The local table's sentences (src/local-table): its start-up line, and the page's own
// words: the parts of a Discord client the page stands in for.
export const enTable = {
  'table.listening':
    'Kogge local table: {url} (no DISCORD_TOKEN, so the bot plays here). Press Ctrl+C to stop.',
  'table.cannotStart': 'The local table could not start: {reason}',
  'table.damaged':
    'The saved table {file} could not be read ({reason}). It was moved aside to {aside}; the table starts with a fresh server.',
  'table.damaged.notJson': 'it is not JSON',
  'table.damaged.version': 'it was saved by another version of the table',
  'table.damaged.shape': 'parts of it are missing or of the wrong kind',
  'table.damaged.files': 'some of its image files are missing',
  'table.guard.host':
    'Refused: this request names another host. The table answers only to 127.0.0.1 or localhost.',
  'table.guard.origin': 'Refused: this request comes from another web page, not from the table itself.',
  'table.guard.contentType': 'Refused: the table takes changes only as JSON (content type application/json).',
  'table.guard.secret':
    'Refused: this request lacks the table’s secret for this start. Reload the page and try again.',
  'table.name.hidden':
    'This name holds invisible or direction-changing characters, which could make it read as someone else’s.',
  'table.name.noLetters': 'A name needs at least one letter or digit.',
  'table.name.lookAlike':
    'This name reads like another player’s name at this table. Choose one that looks different.',
  'table.alreadyRunning':
    'Kogge is already running on the data folder {dir} (pid {pid}): stop that copy first, or start this one with another folder.',
  'table.portInUse': '{host}:{port} is already in use: stop the other program, or set LOCAL_TABLE_PORT.',
  'table.page.channels': 'Text channels',
  'table.page.directMessages': 'Direct messages',
  'table.page.onlyYou': 'Only you can see this',
  'table.page.dismiss': 'Dismiss message',
  'table.page.thinking': '{bot} is thinking…',
  'table.page.edited': '(edited)',
  'table.page.usedCommand': '{user} used {command}',
  'table.page.startedThread': '{user} started a thread: {thread}',
  'table.page.viewThread': 'Open thread',
  'table.page.interactionFailed': 'This interaction failed',
  'table.page.messagePlaceholder': 'Message #{channel} (type / for commands)',
  'table.page.send': 'Send',
  'table.page.cancel': 'Cancel',
  'table.page.submit': 'Submit',
  'table.page.done': 'Done',
  'table.page.required': 'required',
  'table.page.noCommands': 'No commands match.',
  'table.page.noChoices': 'No options match your search.',
  'table.page.loadingFailed': 'Loading options failed',
  'table.page.selectPlaceholder': 'Make a selection',
  'table.page.switchUser': 'Switch player',
  'table.page.rename': 'Change display name',
  'table.page.save': 'Save',
  'table.page.seatHint': 'Each window can take its own seat: open the page with ?user=<name>.',
  'table.page.refused': 'Discord refused this ({code}): {message}',
  'table.page.reconnecting': 'Connection lost, reconnecting…',
  'table.page.noMessages': 'No messages here yet.',
  'table.page.app': 'APP',
  'table.page.alt': 'ALT',
} as const;
