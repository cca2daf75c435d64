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
  'table.name.mixedScripts':
    'This name mixes letters of different scripts (Latin and Cherokee, say), which could make it read as someone else’s.',
  'table.name.lookAlike':
    'This name reads like another player’s name at this table. Choose one that looks different.',
  'table.seat.invalid':
    '“{name}” cannot be a seat: a seat’s name is 2 to 32 of the letters a–z, digits, “_” and “.”. Open the table with another ?user= name, or pick a seat.',
  'table.seat.lookAlike':
    '“{name}” reads like the name of a seat this table already has. Open that seat, or choose a name that looks different.',
  'table.seat.full':
    'The table has {count} seats, as many as it takes: open one of them instead of “{name}”.',
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
  'table.page.typedOptions': 'Options as name:value, e.g. {example} — Enter sends',
  'table.page.unknownCommand': 'There is no command {command}: type / to see the commands.',
  'table.page.option.unknown': '/{command} has no option "{option}"; it takes: {options}.',
  'table.page.option.stray': '"{word}" is not an option: type it as name:value, e.g. {example}.',
  'table.page.option.badChoice': '{option}: "{value}" is not one of {limit}.',
  'table.page.option.notInteger': '{option}: "{value}" is not a whole number.',
  'table.page.option.notNumber': '{option}: "{value}" is not a number.',
  'table.page.option.tooSmall': '{option}: the least allowed is {limit}, not {value}.',
  'table.page.option.tooLarge': '{option}: the most allowed is {limit}, not {value}.',
  'table.page.option.tooShort': '{option}: "{value}" is shorter than {limit} characters.',
  'table.page.option.tooLong': '{option}: "{value}" is longer than {limit} characters.',
  'table.page.option.unknownName': '{option}: nothing here is called "{value}".',
  'table.page.noChoices': 'No options match your search.',
  'table.page.loadingFailed': 'Loading options failed',
  'table.page.selectPlaceholder': 'Make a selection',
  'table.page.switchUser': 'Switch player',
  'table.page.rename': 'Change display name',
  'table.page.save': 'Save',
  'table.page.seatHint': 'Each window can take its own seat: open the page with ?user=<name>.',
  'table.page.welcomeNote':
    'Playing with friends on this machine? Each of you plays in a window of your own: open {link} in another window (any name after ?user=), press "Play with friends" here, and the others press Join.',
  'table.page.refused': 'Discord refused this ({code}): {message}',
  'table.page.reconnecting': 'Connection lost, reconnecting…',
  'table.page.noMessages': 'No messages here yet.',
  'table.page.app': 'APP',
  'table.page.alt': 'ALT',
  'table.page.channelsButton': 'Channels',
  'table.page.language': 'Language',
  'table.language.unknown': 'That language is not offered here: choose one of {languages}.',
} as const;
