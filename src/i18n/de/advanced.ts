// German for en-advanced.ts: the advanced game (K-70 … K-73), its events, phases, decisions,
// panels, slash descriptions and refusals.
import type { enAdvanced, enAdvancedErrors } from '../en-advanced';
import * as W from './glossary';

export const deAdvanced = {
  // Log lines.
  'event.startRoutesShown': `Alle haben sich die Routen ihrer ${W.START_CITY} angesehen`,
  'event.startSwapped.swapped': '{player} hat eine Route in {city} getauscht',
  'event.startSwapped.kept': '{player} hat die Routen von {city} behalten',
  'event.taxesLevied': `${W.TAXES} in {city}: {goods} beschlagnahmt`,
  'event.taxesLevied.none': `${W.TAXES} in {city}`,
  'event.taxPaid': `{player} hat 1 {good} ${W.TAX} gezahlt`,
  'event.routesLooked': '{player} hat bezahlt, um die Routen von {city} anzusehen',
  'event.conflictWindow': `Der Zug von {player} ist vorbei: in {city} kann ein ${W.CONFLICT} beginnen`,
  'event.challenged': '{player} hat {opponent} in {city} herausgefordert',
  'event.conflictDeclined': `{player} hat keinen ${W.CONFLICT} begonnen`,
  'event.conflictBidChosen': `{player} hat ein geheimes ${W.BID} gewählt`,
  'event.conflictResolved': `{winner} hat den ${W.CONFLICT} gegen {loser} gewonnen`,
  'event.conflictResolved.tie': `Der ${W.CONFLICT} zwischen {challenger} und {defender} endete ohne Sieger`,
  'event.goodsDemanded.one': '{player} hat {count} Ware von {loser} genommen',
  'event.goodsDemanded.other': `{player} hat {count} ${W.GOODS} von {loser} genommen`,
  'event.cogPushed': `{by} hat die ${W.COG} von {player} aus {from} nach {to} gedrängt`,
  'event.cogPushed.blocked': `{by} wollte die ${W.COG} von {player} nach {to} drängen: gesperrt`,
  'event.pushDeclined': '{player} hat {loser} stehen lassen',

  // Phases and the decisions the game waits for.
  'phase.startSwap': 'Startrouten: tauschen oder behalten',
  'phase.taxes': `${W.TAXES} in {city}`,
  'phase.conflict': `${W.CONFLICT} in {city}`,
  'decision.startSwap': 'Startroute tauschen oder behalten',
  'decision.tax': `${W.TAX} zahlen`,
  'decision.challenge': `${W.CONFLICT} beginnen oder nicht`,
  'decision.conflictBid': `geheimes ${W.BID} wählen`,
  'decision.conflictDemand': `bis zu drei ${W.GOODS} nennen`,
  'decision.conflictPush': 'Verlierer drängen oder nicht',

  // The action panel's advanced prompts.
  'panel.startSwap': `Memory: du hast beide Routen von {city} gesehen. Tausche eine gegen ein ${W.MARKER_SHORT} von dir, oder behalte beide.`,
  'select.startSwap': 'Behalten oder tauschen',
  'option.keepRoutes': 'Beide Routen behalten',
  'option.swapRoute': `Route gegen dein ${W.MARKER_SHORT} {value} tauschen`,
  'panel.payTax': `${W.TAXES} in {city}: zahle eine Ware.`,
  'act.lookAtRoutes': 'Routen ansehen (1 zahlen)',
  'panel.look': `Zahle eine Ware oder ein ${W.MARKER}, um beide Routen deiner Stadt anzusehen.`,
  'select.look': 'Zahlen mit',
  'panel.conflictWindow': `In {city} kann ein ${W.CONFLICT} beginnen.`,
  'button.challenge': '{player} herausfordern',
  'button.noConflict': `Kein ${W.CONFLICT}`,
  'panel.conflictBid': `${W.CONFLICT}: wähle dein geheimes ${W.BID}. Niemand sieht es, bis beide gewählt haben.`,
  'button.emptyBid': 'Nichts bieten',
  'panel.demand': `Du hast den ${W.CONFLICT} gewonnen: nenne bis zu drei ${W.GOODS}.`,
  'select.demand': `Geforderte ${W.GOODS}`,
  'panel.push': 'Du darfst den Verlierer einen Schritt entlang einer Route drängen.',
  'button.noPush': 'Stehen lassen',
  // K-71: the offer builder and the offers list with offices.
  'panel.offer.withOffices': `Ein Handel mit jemandem, dessen ${W.COG} in deiner Stadt liegt, oder mit dem ${W.OFFICE} eines anderen hier.`,
  'option.office': `${W.OFFICE} von {player} in {city}`,
  'panel.offer.officeTerms': `An das ${W.OFFICE} von {partner} in {city}: du gibst {give}; du bekommst {receive}.`,
  'panel.offer.officeIn': `#{id} von {player} an dein ${W.OFFICE} in {city}: du bekommst {receive}; du gibst {give}`,
  'panel.offer.officeOut': `#{id} an das ${W.OFFICE} von {player} in {city}: du gibst {give}; du bekommst {receive}`,

  // The advanced game's slash subcommands and their autocomplete labels.
  'slash.tax': `Zahle deine ${W.TAX} in der Stadt des ${W.GM_GEN}`,
  'slash.tax.choice': 'Die Ware, die du zahlst',
  'slash.conflict': `Ein ${W.CONFLICT}: herausfordern oder nicht, ${W.GOODS} fordern, den Verlierer drängen`,
  'slash.conflict.choice': 'Deine Entscheidung',
  'slash.look': `Memory: zahle eine Ware oder ein ${W.MARKER_SHORT}, um beide Routen deiner Stadt anzusehen`,
  'slash.look.choice': 'Womit du zahlst',
  'slash.label.tax': '1 {good} zahlen',
  'slash.label.look': 'ansehen · {payment} zahlen',
  'slash.label.demand': '{goods} fordern',
  'slash.offer.office': `Mit dem ${W.OFFICE} dieser Person in deiner Stadt handeln statt mit ihrer ${W.COG}`,
  'slash.offer.noOffice': `{player} hat in deiner Stadt kein ${W.OFFICE} zum Handeln. Das Spiel bleibt unverändert.`,

  // /kogge new and the lobby.
  'cmd.new.taxes': `Erweiterte Regel: der ${W.GM} erhebt ${W.TAXES}`,
  'cmd.new.offices': `Erweiterte Regel: ${W.COGS} dürfen mit fremden ${W.OFFICES_DAT} handeln`,
  'cmd.new.conflicts': `Erweiterte Regel: ${W.RULE_CONFLICTS} mit geheimen ${W.BIDS_DAT} (Besitz immer verdeckt)`,
  'cmd.new.memory': 'Erweiterte Regel: Memory, jede Route verdeckt',
  'lobby.rules': 'Erweiterte Regeln: {rules}',
  'lobby.rules.none': 'Grundspiel (ohne erweiterte Regeln)',

  // The rules a game uses, as the lobby and the board list them and a refusal names them.
  'rule.taxes': W.RULE_TAXES,
  'rule.officeTrading': W.RULE_OFFICE_TRADING,
  'rule.conflicts': W.RULE_CONFLICTS,
  'rule.memory': W.RULE_MEMORY,
} as const satisfies Record<keyof typeof enAdvanced, string>;

/** Why an advanced action was refused (spread into errors.ts). */
export const deAdvancedErrors = {
  'error.RULE_NOT_IN_GAME': 'Dieses Spiel wird ohne diese Regel gespielt.',
  'error.NO_SUCH_OFFICE': `In {city} gibt es kein ${W.OFFICE} eines anderen, mit dem du handeln könntest.`,
  'error.OFFICE_LACKS_GOODS': `Das ${W.OFFICE} in {city} hat diese ${W.GOODS} nicht.`,
  'error.ALREADY_KNOWN': 'Du kennst beide Routen von {city} schon.',
  'error.ALREADY_MOVED': 'Du kannst die Routen nur vor deiner ersten Fahrt ansehen.',
  'error.DEMAND_TOO_LARGE': `Nenne höchstens drei ${W.GOODS}.`,
  'error.FROZEN_BY_TAX': `{player} schuldet dem ${W.GM} noch die ${W.TAX}: bis sie bezahlt ist, wechseln die ${W.GOODS} dieser ${W.COG} nicht den Besitzer.`,
  'error.FROZEN_BY_CONFLICT': `{player} steckt in einem ${W.CONFLICT}: bis die Forderung erfüllt ist, wechseln ${W.GOODS} und ${W.MARKERS} nicht den Besitzer.`,
} as const satisfies Record<keyof typeof enAdvancedErrors, string>;
