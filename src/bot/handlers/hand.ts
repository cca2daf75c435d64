// "My hand": the clicker's holdings as text and the hand image, ephemeral, in their language.
import { AttachmentBuilder, type RepliableInteraction } from 'discord.js';
import { GAME_END_STEPS, playerView, type PlayerView } from '../../engine/index';
import { chitName, cityName, goodsText, markerLabel, sayIn, t } from '../../i18n/index';
import { personalOwner } from '../board-image';
import { mentionOnly, type BotContext } from '../context';
import { seatedPlayer, storedGame } from '../preconditions';
import { markerValues } from '../text';
import { withinClickCap } from './click-cap';
import { refuse } from './reply';
import { deferNoted } from '../noted-defer';

export async function showHand(
  ctx: BotContext,
  interaction: RepliableInteraction,
  gameId: string,
): Promise<void> {
  if (!(await withinClickCap(ctx, interaction))) return;
  // Drawing takes a moment: acknowledge first.
  await deferNoted(ctx, interaction, 'ephemeral', { kind: 'command', gameId });
  const record = await storedGame(ctx, gameId);
  if (!record.ok) return refuse(interaction, record.refusal);
  const seat = seatedPlayer(record.value, interaction.user.id);
  if (!seat.ok) return refuse(interaction, seat.refusal);
  const view = playerView(seat.value.state, seat.value.player);
  const text = handText(view, interaction.locale);
  // Issue 27: the picture is optional (the text says the same); under a backlog it is left out.
  if (ctx.overload.shedOptional()) {
    const busy = t('hand.busyNoImage', {}, interaction.locale);
    await interaction.editReply({ content: `${text}\n${busy}`, allowedMentions: mentionOnly() });
    return;
  }
  const image = await ctx.renders.hand(
    view,
    interaction.locale,
    personalOwner(record.value, interaction.user.id),
  );
  const file = new AttachmentBuilder(image.data, { name: image.fileName, description: image.description });
  await interaction.editReply({ content: text, files: [file], allowedMentions: mentionOnly() });
}

export function handText(view: PlayerView, locale: string): string {
  const me = view.players[view.viewer];
  const say = sayIn(locale);
  const routes = view.known.map((k) =>
    say('hand.text.route', {
      city: cityName(k.city, locale),
      side: say(`side.${k.square as 0 | 1}`),
      value: k.value,
    }),
  );
  const none = say('hand.text.none');
  return [
    say('hand.text.goods', { goods: goodsText(view.hand.goods, locale) }),
    say('hand.text.markers', { markers: markerLabel(markerValues(view.hand.markers)) || none }),
    say('hand.text.raids', { inHand: me.raidsInHand, aside: me.raidSetAside }),
    say('hand.text.chits', { chits: me.chits.map((c) => chitName(c, locale)).join(', ') || none }),
    say('hand.text.known', { routes: routes.join(', ') || none }),
    say('hand.text.vp', { vp: view.vpNow, end: GAME_END_STEPS }),
  ].join('\n');
}
