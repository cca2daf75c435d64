// The welcome: what Kogge is, the one-line slash command, and two buttons that start at once.
import { ButtonStyle } from 'discord.js';
import { sayIn } from '../i18n/index';
import { mentionOnly } from './context';
import { button, buttonRows, type IdSource, type Row } from './panel/components';

/** The welcome belongs to no game: its buttons carry this in the id's game part. */
export const WELCOME_ID: IdSource = { gameId: 'welcome', version: 0 };
export const WELCOME_KIND = 'welcome';
export const WELCOME_CHOICES = ['solo', 'friends'] as const;
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
    ]),
    allowedMentions: mentionOnly(),
  };
}
