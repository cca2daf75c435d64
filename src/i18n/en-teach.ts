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

  // Words a new user found odd (issue 24), said again.
  'option.marker.nth': 'route marker {value} ({nth} of {count})',
  'lobby.hint.full': 'Every seat is taken: the host presses Start.',
  'panel.moveRaider.victim':
    '{raider} raided you, so you choose where their cog goes: one step from {city} along a route.',
  'panel.moveRaider.afterCityRaid':
    '{raider} raided {city}; as the next player in seat order you choose where their cog goes: one step along a route.',
} as const;
