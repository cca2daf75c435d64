// One English line per advanced event (K-70 … K-73), every parameter filled, and no line that
// could tell a secret: bids, payments and face-down values never reach a public event.
import { describe, expect, it } from 'vitest';
import { ADVANCED_EVENT_TYPES, type AdvancedEvent } from '../../src/engine/index';
import { errorText, formatEvent, formatLog, t } from '../../src/i18n/index';

const names = ['Red', 'Green', 'Blue'];
const line = (event: AdvancedEvent) => formatEvent(event, (i) => names[i]);
const none = { ore: 0, fur: 0, amber: 0, salt: 0 };

/** One example of every advanced event. */
const EXAMPLES: AdvancedEvent[] = [
  { type: 'startRoutesShown' },
  { type: 'startSwapped', player: 0, city: 1, swapped: true },
  { type: 'startSwapped', player: 1, city: 3, swapped: false },
  { type: 'taxesLevied', city: 3, confiscated: { ...none, ore: 3, salt: 1 } },
  { type: 'taxesLevied', city: 3, confiscated: none },
  { type: 'taxPaid', player: 2, city: 3, good: 'fur' },
  { type: 'routesLooked', player: 0, city: 4, paid: 1 },
  { type: 'conflictWindow', player: 0, city: 6 },
  { type: 'challenged', player: 0, opponent: 2, city: 6 },
  { type: 'conflictDeclined', player: 1 },
  { type: 'conflictBidChosen', player: 2 },
  { type: 'conflictResolved', challenger: 0, defender: 2, winner: 2 },
  { type: 'conflictResolved', challenger: 0, defender: 2, winner: null },
  { type: 'goodsDemanded', player: 2, loser: 0, count: 2 },
  { type: 'cogPushed', player: 0, by: 2, from: 6, leadsTo: 7, revealed: false, blocked: false },
  { type: 'cogPushed', player: 0, by: 2, from: 6, leadsTo: 3, revealed: true, blocked: true },
  { type: 'pushDeclined', player: 2, loser: 0 },
];

describe('i18n: the advanced game', () => {
  it('has an example here for every advanced event type', () => {
    expect(new Set(EXAMPLES.map((e) => e.type))).toEqual(new Set(ADVANCED_EVENT_TYPES));
  });

  it.each(EXAMPLES.map((e) => [e.type, e] as const))(
    '%s reads as a sentence with every parameter filled',
    (_, event) => {
      const text = line(event);
      expect(text.length).toBeGreaterThan(8);
      expect(text).not.toMatch(/[{}]|undefined|NaN/);
    },
  );

  it('names the winner and the loser of a conflict, and says when nobody won (K-72.8)', () => {
    expect(line({ type: 'conflictResolved', challenger: 0, defender: 2, winner: 2 })).toBe(
      'Blue won the conflict against Red',
    );
    expect(line({ type: 'conflictResolved', challenger: 0, defender: 2, winner: null })).toBe(
      'The conflict between Red and Blue had no winner',
    );
  });

  it('says what the taxes took from the city and which good a cog paid (K-70, K-60a)', () => {
    expect(line({ type: 'taxesLevied', city: 3, confiscated: { ...none, ore: 3, salt: 1 } })).toBe(
      'Taxes in Reval: 3 ore, 1 salt confiscated',
    );
    expect(line({ type: 'taxPaid', player: 2, city: 3, good: 'fur' })).toBe('Blue paid 1 fur in tax');
  });

  it('formats a log mixing base and advanced events', () => {
    const lines = formatLog(
      [
        { type: 'turnEnded', player: 0 },
        { type: 'conflictWindow', player: 0, city: 6 },
        { type: 'challenged', player: 0, opponent: 2, city: 6 },
      ],
      (i) => names[i],
    );
    expect(lines).toEqual([
      'Red ended the turn',
      "Red's turn is over: a conflict may start in Stralsund",
      'Red challenged Blue in Stralsund',
    ]);
  });

  it('has a word for each rule and each advanced decision, and a sentence for each advanced refusal', () => {
    for (const rule of ['taxes', 'officeTrading', 'conflicts', 'memory'] as const)
      expect(t(`rule.${rule}`)).not.toMatch(/^rule\./);
    expect(errorText({ code: 'OFFICE_LACKS_GOODS', data: { city: 6 } }, (i) => names[i])).toBe(
      'The office in Stralsund does not hold those goods.',
    );
    expect(errorText({ code: 'ALREADY_MOVED', data: {} }, (i) => names[i])).toBe(
      'You can look at the routes only before your first move.',
    );
  });
});
