// Prompts for the decisions outside a turn's actions: the secret start choice, the bid, the
// guild master's move, and the raid's split, pick and forced move. Each is its action entry's
// `prompt` (actions/entries/); the panel asks the entries of the legal actions in turn.
import { ButtonStyle } from 'discord.js';
import type { LegalAction } from '../../engine/index';
import { cityName, goodsText, markerLabel, sayIn, t } from '../../i18n/index';
import { markerValues, namesOf } from '../text';
import { button, buttonRows, select, selectRows } from './components';
import type { Body, SectionContext } from './panel-context';
import { handOptions } from './hand-options';
import {
  forcedChoices,
  forcedCity,
  forcedText,
  guildMasterChoices,
  lettered,
  startChoices,
} from './map-choices';

type Of<T extends LegalAction['type']> = Extract<LegalAction, { type: T }>;

export function chooseStartPrompt(ctx: SectionContext, l: Of<'chooseStart'>): Body {
  const choices = startChoices(l);
  const options = l.markers.map((m, i) => ({
    label: lettered(
      choices[i].letter,
      t('option.city', { value: m, city: cityName(m, ctx.locale) }, ctx.locale),
      ctx.locale,
    ),
    value: ctx.encode({ type: 'chooseStart', marker: m }),
  }));
  return {
    lines: [t('panel.chooseStart', {}, ctx.locale)],
    rows: [select(ctx, t('select.chooseStart', {}, ctx.locale), 'do', [], options)],
    choices,
  };
}

/** A multi-select of the hand; the Bid button appears only for a bid not made yet (K-22). */
export function bidPrompt(ctx: SectionContext, l: Of<'bid'>, chosen: string): Body {
  const say = sayIn(ctx.locale);
  const options = handOptions(ctx, markerValues(l.hand));
  const lines = [say('panel.bid')];
  if (l.forbidden.length > 0)
    lines.push(say('panel.bid.forbidden', { bids: l.forbidden.map(markerLabel).join(', ') }));
  const rows = [select(ctx, say('select.bid'), 'pick', ['bid'], options, { min: 1, max: options.length })];
  const markers = chosen.split('').map(Number);
  if (markers.length > 0 && holdsAll(l.hand, markers)) {
    const text = markerLabel(markers);
    const repeated = l.forbidden.some((f) => markerLabel(f) === text);
    if (repeated) lines.push(say('panel.bid.repeated', { markers: text }));
    else {
      lines.push(say('panel.bid.chosen', { markers: text }));
      rows.push(
        ...buttonRows([
          button(
            ctx,
            say('button.bid', { markers: text }),
            'do',
            [ctx.encode({ type: 'bid', markers })],
            ButtonStyle.Success,
          ),
        ]),
      );
    }
  }
  return { lines, rows };
}

function holdsAll(hand: number[], markers: number[]): boolean {
  const left = [...hand];
  for (const m of markers) {
    if (!(left[m] > 0)) return false;
    left[m] -= 1;
  }
  return true;
}

export function guildMasterPrompt(ctx: SectionContext, l: Of<'moveGuildMaster'>): Body {
  const choices = guildMasterChoices(l);
  const buttons = l.options.map((o, i) =>
    button(
      ctx,
      lettered(
        choices[i].letter,
        t('button.guildMaster', { steps: o.steps, city: cityName(o.to, ctx.locale) }, ctx.locale),
        ctx.locale,
      ),
      'do',
      [ctx.encode({ type: 'moveGuildMaster', steps: o.steps })],
      ButtonStyle.Primary,
    ),
  );
  return { lines: [t('panel.guildMaster', {}, ctx.locale)], rows: buttonRows(buttons), choices };
}

function raidOf(ctx: SectionContext) {
  const phase = ctx.state.phase;
  return phase.kind === 'turn' ? phase.turn.raid : null;
}

export function splitPrompt(ctx: SectionContext, l: Of<'splitGoods'>): Body {
  const raid = raidOf(ctx);
  const raider = raid ? namesOf(ctx.state)(raid.raider) : '';
  const mine = ctx.state.players[ctx.player].goods;
  const options = l.splits.map((pile) => {
    const rest = {
      ore: mine.ore - pile.ore,
      fur: mine.fur - pile.fur,
      amber: mine.amber - pile.amber,
      salt: mine.salt - pile.salt,
    };
    return {
      label: t(
        'option.split',
        { first: goodsText(pile, ctx.locale), second: goodsText(rest, ctx.locale) },
        ctx.locale,
      ),
      value: ctx.encode({ type: 'splitGoods', pile }),
    };
  });
  return {
    lines: [t('panel.split', { raider }, ctx.locale)],
    rows: selectRows(ctx, t('select.split', {}, ctx.locale), 'do', [], options, 4),
  };
}

export function pickPrompt(ctx: SectionContext, l: Of<'takePile'>): Body {
  const raid = raidOf(ctx);
  const victim = raid && raid.target.kind === 'cog' ? namesOf(ctx.state)(raid.target.victim) : '';
  const buttons = l.piles.map((pile, i) =>
    button(
      ctx,
      t('button.pile', { number: i + 1, goods: goodsText(pile, ctx.locale) }, ctx.locale),
      'do',
      [ctx.encode({ type: 'takePile', pile: i as 0 | 1 })],
      ButtonStyle.Primary,
    ),
  );
  return { lines: [t('panel.pick', { victim }, ctx.locale)], rows: buttonRows(buttons) };
}

export function moveRaiderPrompt(ctx: SectionContext, l: Of<'moveRaider'>): Body {
  const raid = raidOf(ctx);
  const raider = raid ? namesOf(ctx.state)(raid.raider) : '';
  const city = raid ? cityName(raid.city, ctx.locale) : '';
  const choices = forcedChoices(forcedCity(ctx.state), l.squares);
  const buttons = l.squares.map((s, i) =>
    button(
      ctx,
      lettered(choices[i].letter, forcedText(s.leadsTo, ctx.locale), ctx.locale),
      'do',
      [ctx.encode({ type: 'moveRaider', square: s.square })],
      ButtonStyle.Primary,
    ),
  );
  // K-45: say why this player chooses: the victim of a cog raid, or the next seat after a city raid.
  const key = raid?.target.kind === 'city' ? 'panel.moveRaider.afterCityRaid' : 'panel.moveRaider.victim';
  return { lines: [t(key, { raider, city }, ctx.locale)], rows: buttonRows(buttons), choices };
}
