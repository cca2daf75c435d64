// English sentences for the advanced game (K-70 … K-73): its events, phases, decisions and
// refusals. Merged into the English catalogue (en.ts) so every key is one MessageKey.
export const enAdvanced = {
  // Log lines.
  'event.startRoutesShown': 'Each player looked at the routes of their start city',
  'event.startSwapped.swapped': '{player} swapped a route in {city}',
  'event.startSwapped.kept': '{player} kept the routes of {city}',
  'event.taxesLevied': 'Taxes in {city}: {goods} confiscated',
  'event.taxesLevied.none': 'Taxes in {city}',
  'event.taxPaid': '{player} paid 1 {good} in tax',
  'event.routesLooked': '{player} paid to look at the routes of {city}',
  'event.conflictWindow': "{player}'s turn is over: a conflict may start in {city}",
  'event.challenged': '{player} challenged {opponent} in {city}',
  'event.conflictDeclined': '{player} started no conflict',
  'event.conflictBidChosen': '{player} chose a secret bid',
  'event.conflictResolved': '{winner} won the conflict against {loser}',
  'event.conflictResolved.tie': 'The conflict between {challenger} and {defender} had no winner',
  'event.goodsDemanded.one': '{player} took {count} good from {loser}',
  'event.goodsDemanded.other': '{player} took {count} goods from {loser}',
  'event.cogPushed': "{by} pushed {player}'s cog from {from} to {to}",
  'event.cogPushed.blocked': "{by} tried to push {player}'s cog to {to}: blocked",
  'event.pushDeclined': '{player} left {loser} where they are',

  // Phases and the decisions the game waits for.
  'phase.startSwap': 'Start routes: swap or keep',
  'phase.taxes': 'Taxes in {city}',
  'phase.conflict': 'Conflict in {city}',
  'decision.startSwap': 'swap a start route or keep',
  'decision.tax': 'pay a tax',
  'decision.challenge': 'start a conflict or not',
  'decision.conflictBid': 'choose a secret bid',
  'decision.conflictDemand': 'name up to three goods',
  'decision.conflictPush': 'push the loser or not',

  // The action panel's advanced prompts (each player's own ephemeral panel).
  'panel.startSwap':
    'Memory: you have seen both routes of {city}. Swap one for a marker of yours, or keep them.',
  'select.startSwap': 'Keep or swap',
  'option.keepRoutes': 'Keep both routes',
  'option.swapRoute': 'Swap the route for your marker {value}',
  'panel.payTax': 'Taxes in {city}: pay one good.',
  'act.lookAtRoutes': 'Look at the routes (pay 1)',
  'panel.look': 'Pay one good or route marker to look at both routes of your city.',
  'select.look': 'Pay with',
  'panel.conflictWindow': 'A conflict may start in {city}.',
  'button.challenge': 'Challenge {player}',
  'button.noConflict': 'No conflict',
  'panel.conflictBid': 'Conflict: choose your secret bid. Nobody sees it until both have chosen.',
  'button.emptyBid': 'Bid nothing',
  'panel.demand': 'You won the conflict: name up to three goods.',
  'select.demand': 'Goods to demand',
  'panel.push': 'You may push the loser one step along a route.',
  'button.noPush': 'Leave them',
  // K-71: the offer builder and the offers list with offices.
  'panel.offer.withOffices':
    "A trade with a player whose cog is in your city, or with another player's office here.",
  'option.office': "{player}'s office in {city}",
  'panel.offer.officeTerms': "To {partner}'s office in {city}: you give {give}; you get {receive}.",
  'panel.offer.officeIn': '#{id} from {player} to your office in {city}: you get {receive}; you give {give}',
  'panel.offer.officeOut': "#{id} to {player}'s office in {city}: you give {give}; you get {receive}",

  // The advanced game's slash subcommands (K-70, K-72, K-73) and their autocomplete labels.
  'slash.tax': "Pay your tax in the guild master's city",
  'slash.tax.choice': 'The good you pay',
  'slash.conflict': 'A conflict: challenge or not, name the goods you demand, push the loser',
  'slash.conflict.choice': 'Your decision',
  'slash.look': 'Memory: pay one good or marker to look at both routes of your city',
  'slash.look.choice': 'What you pay',
  'slash.label.tax': 'pay 1 {good}',
  'slash.label.look': 'look · pay {payment}',
  'slash.label.demand': 'demand {goods}',
  'slash.offer.office': "Trade with this player's office in your city instead of their cog",
  'slash.offer.noOffice': '{player} has no office in your city to trade with. The game is unchanged.',

  // /kogge new and the lobby.
  'cmd.new.taxes': 'Advanced rule: the guild master levies taxes',
  'cmd.new.offices': "Advanced rule: cogs may trade with other players' offices",
  'cmd.new.conflicts': 'Advanced rule: conflicts with secret bids (holdings always hidden)',
  'cmd.new.memory': 'Advanced rule: memory, every route face down',
  'lobby.rules': 'Advanced rules: {rules}',
  'lobby.rules.none': 'Base game (no advanced rules)',

  // The rules a game uses, as the lobby and the board list them and a refusal names them.
  'rule.taxes': 'taxes',
  'rule.officeTrading': 'trading with offices',
  'rule.conflicts': 'conflicts',
  'rule.memory': 'memory',
} as const;

/** Why an advanced action was refused (merged into en-errors.ts, which needs every code). */
export const enAdvancedErrors = {
  'error.RULE_NOT_IN_GAME': 'This game is played without that rule.',
  'error.NO_SUCH_OFFICE': 'There is no office of another player there to trade with in {city}.',
  'error.OFFICE_LACKS_GOODS': 'The office in {city} does not hold those goods.',
  'error.ALREADY_KNOWN': 'You know both routes of {city} already.',
  'error.ALREADY_MOVED': 'You can look at the routes only before your first move.',
  'error.DEMAND_TOO_LARGE': 'Name three goods at most.',
  'error.FROZEN_BY_TAX':
    "{player} owes the guild master's tax: their cog's goods cannot change hands until it is paid.",
  'error.FROZEN_BY_CONFLICT':
    '{player} is in a conflict: their goods and route markers cannot change hands until the demand is settled.',
} as const;
