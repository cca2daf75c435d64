// The advanced rules' public events (K-70 … K-73). Like every public event they carry no
// private hand, no payment's contents, no bid's markers and no face-down value; those go in
// secret notes.
import type { CogStep } from './cog-step';
import type { Goods } from './goods';
import type { Good } from './constants';

export type AdvancedEvent =
  /** K-73.3: every player has seen their start city's markers (values in secret notes). */
  | { type: 'startRoutesShown' }
  | { type: 'startSwapped'; player: number; city: number; swapped: boolean }
  /** K-70.4: the city's foreign goods went to the reserve. */
  | { type: 'taxesLevied'; city: number; confiscated: Goods }
  /** K-70.2: public by kind (K-60a). */
  | { type: 'taxPaid'; player: number; city: number; good: Good }
  | { type: 'routesLooked'; player: number; city: number; paid: number }
  | { type: 'conflictWindow'; player: number; city: number }
  | { type: 'challenged'; player: number; opponent: number; city: number }
  | { type: 'conflictDeclined'; player: number }
  | { type: 'conflictBidChosen'; player: number }
  /** N-77: who won, never the markers. */
  | { type: 'conflictResolved'; challenger: number; defender: number; winner: number | null }
  | { type: 'goodsDemanded'; player: number; loser: number; count: number }
  | ({ type: 'cogPushed' } & CogStep)
  | { type: 'pushDeclined'; player: number; loser: number };

export type AdvancedEventType = AdvancedEvent['type'];

export const ADVANCED_EVENT_TYPES: readonly AdvancedEventType[] = [
  'startRoutesShown',
  'startSwapped',
  'taxesLevied',
  'taxPaid',
  'routesLooked',
  'conflictWindow',
  'challenged',
  'conflictDeclined',
  'conflictBidChosen',
  'conflictResolved',
  'goodsDemanded',
  'cogPushed',
  'pushDeclined',
];

export function isAdvancedEvent(event: { type: string }): event is AdvancedEvent {
  return (ADVANCED_EVENT_TYPES as readonly string[]).includes(event.type);
}
