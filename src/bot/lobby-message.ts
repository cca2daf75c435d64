// The lobby: the game's settings, its seats, and Join, Leave, Start, Add computer player.
import { ButtonStyle } from 'discord.js';
import { VARIANT_OPTIONS } from '../engine/index';
import { joinNames, plural, sayIn, t } from '../i18n/index';
import { hostName, type GameRecord } from '../store/index';
import { button, buttonRows, type Row } from './panel/components';
import { DEFAULT_LEVEL, levelName, seatLabel } from './computer-seats';
import { mentionOnly } from './context';
import { nameText } from './name-text';

/** K-70 … K-73: which advanced rules the game uses, or that it is the base game. */
export function rulesLine(record: GameRecord, locale: string): string {
  const rules = record.settings.rules ?? [];
  if (rules.length === 0) return t('lobby.rules.none', {}, locale);
  const names = rules.map((rule) => t(`rule.${VARIANT_OPTIONS[rule]}`, {}, locale));
  return t('lobby.rules', { rules: joinNames(names, locale) }, locale);
}

export function lobbyMessage(record: GameRecord): {
  content: string;
  components: Row[];
  allowedMentions: ReturnType<typeof mentionOnly>;
} {
  const locale = record.locale;
  const say = sayIn(locale);
  const host = nameText(hostName(record));
  const names =
    record.seats.map((s) => seatLabel({ ...s, name: nameText(s.name) }, locale)).join(', ') ||
    say('lobby.seats.empty');
  const lines = [
    plural('lobby.title', record.settings.players, { host }, locale),
    say(record.settings.holdings === 'open' ? 'lobby.holdings.open' : 'lobby.holdings.hidden'),
    rulesLine(record, locale),
    say('lobby.seats', { taken: record.seats.length, players: record.settings.players, names }),
  ];
  // Issue 23: a league game says so in its lobby, above everything else.
  // The league's name was typed by its creator: text, never markdown (name-text.ts).
  // Issue 37: the game is the league's; the admin who opened it holds no seat, so is mentioned
  // (allowedMentions pings nobody).
  if (record.league)
    lines.unshift(
      say('league.lobby.rated', {
        season: record.league.season,
        name: nameText(record.league.name),
        opener: `<@${record.hostId}>`,
      }),
    );
  if (record.status === 'lobby' && record.seats.length >= record.settings.players)
    lines.push(say('lobby.hint.full'));
  else if (record.status === 'lobby') {
    const level = levelName(record.settings.computerLevel ?? DEFAULT_LEVEL, locale);
    lines.push(say('lobby.hint'), say('lobby.hint.computer', { level }));
  }
  if (record.status === 'playing' || record.status === 'ended') lines.push(say('lobby.started'));
  if (record.status === 'abandoned') lines.push(say('lobby.abandoned'));
  const src = { gameId: record.id, version: 0 };
  // Issue 38: a full lobby offers no seat: Join and Add computer player are not shown.
  const open = record.seats.length < record.settings.players;
  const components =
    record.status === 'lobby'
      ? buttonRows([
          ...(open ? [button(src, say('button.join'), 'join', [], ButtonStyle.Primary)] : []),
          button(src, say('button.leave'), 'leave'),
          button(src, say('button.start'), 'start', [], ButtonStyle.Success),
          ...(open ? [button(src, say('button.addComputer'), 'computer')] : []),
        ])
      : [];
  return { content: lines.join('\n'), components, allowedMentions: mentionOnly() };
}
