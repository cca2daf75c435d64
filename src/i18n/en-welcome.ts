// The bot's welcome, posted once in a server it has never greeted (src/bot/welcome.ts).
export const enWelcome = {
  'welcome.text':
    '**Welcome to Kogge**, a Hanseatic trading game for 2 to 4 players: sail your cogs across the Baltic, trade goods and build offices. Press a button to start at once, or type `/kogge new computers:3` to play against three computer players (plain `/kogge new` opens a table for friends to join).',
  'welcome.solo': 'Play against computer players',
  'welcome.friends': 'Play with friends',
  'welcome.started':
    'Your game against three computer players has started in {thread}, where its board is. Your first decision:',
} as const;
