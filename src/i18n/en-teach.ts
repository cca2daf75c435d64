// Panels that teach (issue 24): why an action of the turn is not open now, and the
// first-game hints on what a choice means.
export const enTeach = {
  // The turn's actions a panel does not offer, one short line each with the engine's reason.
  'whyNot.title': 'Not possible now:',
  'whyNot.line': '· {actions}: {reason}',
  'whyNot.action.sail': 'Sail',
  'whyNot.action.collectOffice': 'Collect office goods',
  'whyNot.action.buildOffice': 'Build an office in {city}',
  'whyNot.action.gmTrade': 'Trade with the guild master',
  'whyNot.action.buyMarkers': 'Buy markers',
  'whyNot.action.cityTrade': 'Trade with {city}',
  'whyNot.action.changeRoute': 'Change a route',
  'whyNot.action.raid': 'Raid',
  // K-40: what an office costs, and what of it the player lacks.
  'whyNot.officeCost': 'needs {goods} and {markers}; you have {missing}.',
  'whyNot.officeMarkers.one': 'a {marker}-marker',
  'whyNot.officeMarkers.other': 'two {marker}-markers',
  'whyNot.lack.good': 'no {good}',
  'whyNot.lack.marker.none': 'no {marker}-marker',
  'whyNot.lack.marker.onlyOne': 'only one {marker}-marker',

  'cmd.new.hints': 'Hints on what each choice means, for players in their first 3 games (False: none here)',
  // A wrong environment variable, said back as typed, with what was wanted (not zod's words).
  'config.invalid.typed': 'The environment variable {variable} is "{typed}": it {reason}.',
  'config.expect.port': 'must be a port number from 0 to 65535',
  'config.expect.loopback': 'must be a loopback address (127.0.0.1, ::1 or localhost)',
  'config.expect.host': 'must be an IP address or a host name, such as 127.0.0.1 or 0.0.0.0',
  'config.expect.logLevel': 'must be one of fatal, error, warn, info, debug, trace or silent',
  // First-game hints: what the choice in front of the player means (K-13 … K-51).
  'hint.start':
    'Hint: your start city gets your first office and costs you your route marker of its number. Everyone picks in secret; at most two offices fit in a city.',
  'hint.bid':
    'Hint: a bid spends the route markers you put in. The best bid plays first, and each marker bid makes its city produce goods.',
  'hint.guildMaster':
    'Hint: the guild master brings 2 goods to the city he stops in. Each step moves the END track on; at 18/18 the game ends.',
  'hint.sail':
    'Hint: the first move of a turn is free; each further move costs one good or one route marker.',
  'hint.faceDown':
    'Hint: a face-down route is paid for before it is turned up; if it leads where you may not go, your cog stays.',
  'hint.points':
    'Hint: offices and bonus chits are DP: 5 DP in your turn win at once. Otherwise, when the END track fills, most VP wins.',

  // Words a new user found odd (issue 24), said again.
  'option.marker.nth': 'route marker {value} ({nth} of {count})',
  'lobby.hint.full': 'Every seat is taken: the host presses Start.',
  'panel.moveRaider.victim':
    '{raider} raided you, so you choose where their cog goes: one step from {city} along a route.',
  'panel.moveRaider.afterCityRaid':
    '{raider} raided {city}; as the next player in seat order you choose where their cog goes: one step along a route.',
} as const;
