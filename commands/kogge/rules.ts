// /kogge rules topic: a rule in short, in our own words, with the K- decision it rests on.
import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from 'discord.js';
import { t } from '../../src/i18n/index';
import { type BotContext, RULE_TOPICS, type RuleTopic, tell } from '../../src/bot/index';

// The topics live in the bot, where each action's entry names the one that explains it.
export { RULE_TOPICS, type RuleTopic };

export function buildRules(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub
    .setName('rules')
    .setDescription(t('slash.rules'))
    .addStringOption((o) =>
      o
        .setName('topic')
        .setDescription(t('slash.rules.topic'))
        .setRequired(true)
        .addChoices(...RULE_TOPICS.map((topic) => ({ name: t(`rules.${topic}.title`), value: topic }))),
    );
}

export function ruleParams(topic: RuleTopic, locale: string) {
  return {
    title: t(`rules.${topic}.title`, {}, locale),
    ids: t(`rules.${topic}.ids`, {}, locale),
    summary: t(`rules.${topic}.summary`, {}, locale),
  };
}

export async function rulesCommand(
  _ctx: BotContext,
  interaction: ChatInputCommandInteraction,
): Promise<void> {
  const topic = RULE_TOPICS.find((x) => x === interaction.options.getString('topic'));
  if (!topic) return tell(interaction, 'reply.notUnderstood');
  await tell(interaction, 'rules.show', ruleParams(topic, interaction.locale));
}
