// Issue 38, a first game that teaches: the tutorials' scripts as data. A script is a fixed seed,
// the computer players' level for the game that follows, and one table of steps: each step the
// action expected of its seat, and, for the person's steps (seat 0), the sentence that says what
// to do and why with the /kogge rules topic behind it. The computer players' steps are played as
// written (computer-turns.ts), so the person meets the very board the sentences describe; from
// the last step on the game is an ordinary one. test/bot/tutorial.test.ts replays each script on
// its seed and checks every step is legal where it stands, so a script cannot drift from the rules.
import type { Action } from '../../engine/index';
import type { SeatLevel, TutorialId } from '../../store/index';
import type { RuleTopic } from '../rule-topics';

/** The person's sentences, one per kind of step (lines.ts fills each from the person's view). */
export const TUTORIAL_SAYS = [
  'start',
  'bid',
  'guildMaster',
  'sail',
  'office',
  'cityTrade',
  'endTurn',
] as const;
export type TutorialSay = (typeof TUTORIAL_SAYS)[number];

export interface TutorialStep {
  /** The action expected here, by its seat (`player`): seat 0 is the person's. */
  action: Action;
  /** The person's steps: the sentence (`tutorial.say.<say>`) and the rules topic behind it. */
  say?: { key: TutorialSay; topic: RuleTopic };
}

export interface TutorialScript {
  /** The game's seed (64 hex digits, ChaCha20): fixed, so every tutorial deals the same board. */
  seed: string;
  /** Seats: the person first, then the computer players. */
  seats: number;
  /** The computer players' level once the script is over. */
  level: SeatLevel;
  steps: readonly TutorialStep[];
}

const you = (action: Action, key: TutorialSay, topic: RuleTopic): TutorialStep => ({
  action,
  say: { key, topic },
});
const them = (action: Action): TutorialStep => ({ action });

/**
 * The first round, seat 0 the person. Their start city Lübeck makes salt; the computer players
 * start in Stockholm, Åbo and Riga and bid 5, 7 and 3 before the person's 8, so the person plays
 * first, moves the guild master from Riga to Stralsund, sails there (Lübeck's 6-marker), builds
 * an office and trades their last ore for 2 amber. The seed is sha256("kogge-tutorial:2").
 */
const FIRST_ROUND: TutorialScript = {
  seed: '99dd359f5fe87edc4bde42d54cdf269c9029369d9919337c5f7d12cc370a932f',
  seats: 4,
  level: 'easy',
  steps: [
    you({ type: 'chooseStart', player: 0, marker: 7 }, 'start', 'start'),
    them({ type: 'chooseStart', player: 1, marker: 1 }),
    them({ type: 'chooseStart', player: 2, marker: 2 }),
    them({ type: 'chooseStart', player: 3, marker: 4 }),
    them({ type: 'bid', player: 1, markers: [5] }),
    them({ type: 'bid', player: 2, markers: [7] }),
    them({ type: 'bid', player: 3, markers: [3] }),
    you({ type: 'bid', player: 0, markers: [8] }, 'bid', 'bidding'),
    you({ type: 'moveGuildMaster', player: 0, steps: 2 }, 'guildMaster', 'guild'),
    you({ type: 'sail', player: 0, route: 0, payment: [] }, 'sail', 'movement'),
    you({ type: 'buildOffice', player: 0 }, 'office', 'offices'),
    you(
      {
        type: 'cityTrade',
        player: 0,
        give: { ore: 1, fur: 0, amber: 0, salt: 0 },
        receive: { ore: 0, fur: 0, amber: 2, salt: 0 },
      },
      'cityTrade',
      'cityTrade',
    ),
    you({ type: 'endTurn', player: 0 }, 'endTurn', 'end'),
  ],
};

/** Every tutorial by its id: a record's `settings.tutorial` names one. */
export const TUTORIALS: { readonly [Id in TutorialId]: TutorialScript } = { firstRound: FIRST_ROUND };

/** The seat the person sits in: the script's sentences are theirs. */
export const PERSON = 0;
