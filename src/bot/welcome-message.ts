// The welcome: what Kogge is, the one-line slash command, and three buttons that start at once
// (a game against computer players, a table for friends, the tutorial).
import { ButtonStyle } from 'discord.js';
import { sayIn } from '../i18n/index';
import { mentionOnly } from './context';
import { button, buttonRows, type IdSource, type Row } from './panel/components';

/** The welcome belongs to no game: its buttons carry this in the id's game part. */
export const WELCOME_ID: IdSource = { gameId: 'welcome', version: 0 };
export const WELCOME_KIND = 'welcome';
/** Issue 38: `tutorial` opens /kogge tutorial's game (the newcomer's offer carries it too). */
export const WELCOME_CHOICES = ['solo', 'friends', 'tutorial'] as const;
export type WelcomeChoice = (typeof WELCOME_CHOICES)[number];

export function welcomeMessage(locale: string): {
  content: string;
  components: Row[];
  allowedMentions: ReturnType<typeof mentionOnly>;
} {
  const say = sayIn(locale);
  return {
    content: say('welcome.text'),
    components: buttonRows([
      button(WELCOME_ID, say('welcome.solo'), WELCOME_KIND, ['solo'], ButtonStyle.Success),
      button(WELCOME_ID, say('welcome.friends'), WELCOME_KIND, ['friends'], ButtonStyle.Primary),
      button(WELCOME_ID, say('welcome.tutorial'), WELCOME_KIND, ['tutorial'], ButtonStyle.Secondary),
    ]),
    allowedMentions: mentionOnly(),
  };
}
