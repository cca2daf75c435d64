// German for en-errors.ts: why an action was refused, one sentence per engine error code.
import type { enErrors } from '../en-errors';
import { deAdvancedErrors } from './advanced';
import * as W from './glossary';

export const deErrors = {
  'error.MALFORMED_ACTION': 'Diese Aktion versteht das Spiel nicht.',
  'error.MALFORMED_GAME': 'So lässt sich kein Spiel aufbauen.',
  'error.PLAYER_COUNT.one': 'Kogge ist für {min} bis {max} Person, nicht {count}.',
  'error.PLAYER_COUNT.other': 'Kogge ist für {min} bis {max} Personen, nicht {count}.',
  'error.RULE_NOT_AVAILABLE': 'Diese Regeln sind noch nicht spielbar: {rules}.',
  'error.UNKNOWN_PLAYER': 'Diese Person spielt in diesem Spiel nicht mit.',
  'error.GAME_OVER': 'Dieses Spiel ist vorbei.',
  'error.WRONG_PHASE': 'Das geht gerade nicht.',
  'error.NOT_YOUR_TURN': '{player} ist am Zug, nicht du.',
  'error.NOT_YOUR_DECISION': 'Diese Entscheidung liegt bei {players}.',
  'error.ALREADY_CHOSEN': 'Das hast du schon gewählt.',
  'error.SIDE_ACTIONS_IN_A_ROW':
    'Das wären zu viele Angebote, Antworten und Einstellungen hintereinander (höchstens {limit}): Erst ist wieder ein Zug dran.',
  'error.MARKER_NOT_HELD': `Du hast die ${W.MARKERS} {markers} nicht.`,
  'error.MARKER_PICKED_BEFORE': `Wähle ein anderes ${W.MARKER_SHORT} als beim letzten Mal.`,
  'error.CITY_FULL': `{city} hat schon zwei ${W.OFFICES}.`,
  'error.BID_REPEATED': `Dieses ${W.BID} gab es in dieser ${W.ROUND} schon; biete etwas anderes.`,
  'error.MOVEMENT_OVER': 'Sobald du eine Aktion gemacht hast, ist deine Fahrt vorbei.',
  'error.ROUTE_UNUSABLE': 'Diese Route führt nirgendwo neu hin.',
  'error.ROUTE_BLOCKED_BY_RAID': `Dein ${W.RAID_MARKER} liegt in {city}: deine ${W.COG} darf nicht hinein.`,
  'error.NO_SECRET_PASSAGE': `Für diese Route brauchst du das ${W.CHIT} „${W.CHIT_SECRET_PASSAGE}“.`,
  'error.WRONG_PAYMENT': 'Diese Fahrt kostet {cost}; du hast {paid} angeboten.',
  'error.CANNOT_AFFORD': 'Das kannst du nicht bezahlen.',
  'error.PARTNER_CANNOT_PAY': '{player} kann den eigenen Teil dieses Handels nicht mehr bezahlen.',
  'error.ACTION_USED': 'Das hast du in diesem Zug schon einmal gemacht.',
  'error.OFFICES_FULL': `{city} hat schon zwei ${W.OFFICES}.`,
  'error.NOT_AT_GUILD_MASTER': `Mit dem ${W.GM} kannst du nur in {city} handeln.`,
  'error.NO_RAID_MARKER_LEFT': `Der ${W.GM} hat keinen ${W.RAID_MARKER} mehr für dich.`,
  'error.NOT_IDENTICAL.one': 'Dafür brauchst du {needed} gleiches Stück.',
  'error.NOT_IDENTICAL.other': 'Dafür brauchst du {needed} gleiche Stücke.',
  'error.CHIT_GONE': `Es ist kein ${W.CHIT} „{chit}“ mehr übrig.`,
  'error.WRONG_COLOUR': `Ware und ${W.MARKER_SHORT} müssen dieselbe Farbe haben.`,
  'error.RESERVE_EMPTY': `Davon ist im ${W.RESERVE} nichts mehr.`,
  'error.PAIR_GONE': `Dieses ${W.MARKER_SHORT}-Paar ist schon gekauft.`,
  'error.COG_DID_NOT_MOVE':
    'Mit einer Stadt handeln kannst du erst, wenn du in diesem Zug in eine andere Stadt gesegelt bist.',
  'error.GOODS_NOT_IN_CITY': `Die Stadt hat nicht alle ${W.GOODS}, die du verlangst ({goods}).`,
  'error.ILLEGAL_TRADE.one':
    'Dieser Handel ist nicht erlaubt: jede Ware, die du gibst, bringt {ratio} Ware einer anderen Sorte.',
  'error.ILLEGAL_TRADE.other': `Dieser Handel ist nicht erlaubt: jede Ware, die du gibst, bringt 1 bis {ratio} ${W.GOODS} anderer Sorten.`,
  'error.SQUARE_FACE_DOWN': 'Nur eine offene Route kann geändert werden.',
  'error.CITY_NUMBER_ON_ROUTE': 'Eine Route in {city} darf nicht die eigene Zahl von {city} tragen.',
  'error.NO_RAID_MARKER': `Du hast keinen ${W.RAID_MARKER} auf der Hand.`,
  'error.NOT_IN_SAME_CITY': '{player} ist nicht in deiner Stadt.',
  'error.UNEVEN_SPLIT': 'Die beiden Stapel dürfen sich um höchstens eine Ware unterscheiden.',
  'error.NO_OFFICE_GOODS': `Deine ${W.OFFICES} hier haben keine ${W.GOODS}.`,
  'error.OFFER_UNKNOWN': 'Dieses Handelsangebot steht nicht mehr.',
  'error.EMPTY_OFFER': 'Ein Angebot muss etwas geben oder etwas verlangen.',
  'error.DECISION_PENDING': 'Das Spiel wartet zuerst auf eine Entscheidung von {player}.',

  // The advanced game (K-70 … K-73).
  ...deAdvancedErrors,
} as const satisfies Record<keyof typeof enErrors, string>;
