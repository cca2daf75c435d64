// The welcome's buttons: each opens a game for the clicker exactly as its slash command would
// (`/kogge new computers:3`, `/kogge new`, `/kogge tutorial`), through the same opening code and caps; the
// game against computer players also starts at once, answered by the clicker's first panel.
import type { ButtonInteraction } from 'discord.js';
import type { BotContext } from '../context';
import { DEFAULT_LEVEL } from '../computer-seats';
import { openGameFor, type NewGameOptions, type StartedAnswer } from '../open-game';
import { seatOf } from '../game-service';
import { t } from '../../i18n/index';
import { replyWithPanel } from './panel';
import { WELCOME_CHOICES, type WelcomeChoice } from '../welcome-message';
import { tell } from './reply';
import { openTutorial } from '../tutorial/open';

// A newcomer's game: first-game hints on, as `/kogge new` has them by default (issue 24).
const BASE = { level: DEFAULT_LEVEL, holdings: 'hidden', rules: [], hints: true, coach: true } as const;

/** `/kogge new computers:3` and `/kogge new` without options, as newGame reads them. */
const OPENINGS: Record<Exclude<WelcomeChoice, 'tutorial'>, NewGameOptions> = {
  solo: { ...BASE, rules: [], players: 1, computers: 3 },
  friends: { ...BASE, rules: [], players: 2, computers: 0 },
};

export function welcomeClick(
  ctx: BotContext,
  interaction: ButtonInteraction,
  choice: string | undefined,
): Promise<void> {
  const known = WELCOME_CHOICES.find((c) => c === choice);
  if (!known) return tell(interaction, 'reply.notUnderstood');
  // Issue 38: `/kogge tutorial`, from the welcome or from the offer to a newcomer.
  if (known === 'tutorial') return openTutorial(ctx, interaction);
  // Issue 38: against computer players nobody else is awaited, so the game starts at once and
  // the answer is the clicker's first decision (one click, where Start and Act were two more).
  const started: StartedAnswer = (saved) =>
    replyWithPanel(
      ctx,
      interaction,
      saved,
      seatOf(saved, interaction.user.id),
      undefined,
      t('welcome.started', { thread: `<#${saved.channelId}>` }, interaction.locale),
    );
  return openGameFor(ctx, interaction, OPENINGS[known], known === 'solo' ? started : undefined);
}
