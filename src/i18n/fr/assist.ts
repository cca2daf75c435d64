// French for en-assist.ts (issue 37): places assistées, l’avis de délai manqué et le classement
// de la ligue dans le dernier message.
import type { enAssist } from '../en-assist';
import * as g from './glossary';

export const frAssist = {
  'cmd.league.create.assisted': `Si une place jouée par un ${g.computer} pour son membre est cotée (par défaut : non)`,
  'cmd.league.create.assisted.unrated': 'Non cotée : la cote du membre reste telle quelle',
  'cmd.league.create.assisted.rated': 'Cotée, comme si le membre avait tout joué',
  'seat.leagueDenied': `Dans une ${g.game} cotée de la ${g.league} {name}, seuls les admins de la ${g.league} peuvent confier une place à un ${g.computer} (la règle des délais manqués de la ${g.league} le fait d’elle-même). Demandez à l’un d’eux.`,
  'league.help.assisted': `• Assistance : dans une ${g.game} de ${g.league}, seuls les admins de la ${g.league}, ou sa règle des délais manqués, confient une place à un ${g.computer}. Cette place est marquée assistée dans l’historique et l’export ; sa place et ses points comptent, et sa cote ne change que si la ${g.league} cote les places assistées (une place abandonnée est cotée dernière dans tous les cas).`,
  'league.history.seatAssisted': `{place}. {player} {vp} ${g.vp} (assistée, non cotée)`,
  'league.history.seatAssistedRated': `{place}. {player} {vp} ${g.vp} (assistée, {change})`,
  'league.player.gameAssisted': `{thread} \`{game}\` : place {place}, {vp} ${g.vp}, assistée par un ${g.computer}, non cotée`,
  'league.player.gameAssistedRated': `{thread} \`{game}\` : place {place}, {vp} ${g.vp}, assistée par un ${g.computer}, cote {change}`,
  'deadline.late.single.one':
    '⏰ {players} a laissé passer le délai de {count} minute : le jeu a joué le coup par défaut à sa place et le marque absent.',
  'deadline.late.single.other':
    '⏰ {players} a laissé passer le délai de {count} minutes : le jeu a joué le coup par défaut à sa place et le marque absent.',
  'deadline.late.several.one':
    '⏰ {players} ont laissé passer le délai de {count} minute : le jeu a joué les coups par défaut à leur place et les marque absents.',
  'deadline.late.several.other':
    '⏰ {players} ont laissé passer le délai de {count} minutes : le jeu a joué les coups par défaut à leur place et les marque absents.',
  'deadline.offer.host.one': `L’${g.host} peut confier la place à un ${g.computer} avec /kogge partie place.`,
  'deadline.offer.host.other': `L’${g.host} peut confier leurs places à des ${g.computers} avec /kogge partie place.`,
  'deadline.offer.league.one': `Les admins de la ${g.league} peuvent confier la place à un ${g.computer} avec /kogge partie place.`,
  'deadline.offer.league.other': `Les admins de la ${g.league} peuvent confier leurs places à des ${g.computers} avec /kogge partie place.`,
  'league.rule.defaults.one': `⏰ {player} a laissé passer {count} délai dans cette ${g.game} de ${g.league} : selon la règle de la ${g.league}, sa place continue avec les coups par défaut.`,
  'league.rule.defaults.other': `⏰ {player} a laissé passer {count} délais dans cette ${g.game} de ${g.league} : selon la règle de la ${g.league}, sa place continue avec les coups par défaut.`,
  'league.rule.computer.one': `⏰ {player} a laissé passer {count} délai dans cette ${g.game} de ${g.league} : selon la règle de la ${g.league}, un ${g.computer} prend sa place jusqu’à son retour.`,
  'league.rule.computer.other': `⏰ {player} a laissé passer {count} délais dans cette ${g.game} de ${g.league} : selon la règle de la ${g.league}, un ${g.computer} prend sa place jusqu’à son retour.`,
  'league.rule.forfeit.one': `⏰ {player} a laissé passer {count} délai dans cette ${g.game} de ${g.league} : selon la règle de la ${g.league}, c’est un abandon et la dernière place ; un ${g.computer} termine sa place.`,
  'league.rule.forfeit.other': `⏰ {player} a laissé passer {count} délais dans cette ${g.game} de ${g.league} : selon la règle de la ${g.league}, c’est un abandon et la dernière place ; un ${g.computer} termine sa place.`,
  'post.league.ranked': `🏆 La ${g.league} classe cette ${g.game} autrement : sa règle des délais manqués place les abandons en dernier. {places}`,
  'league.result.assisted.one': `Un ${g.computer} a joué une partie de la ${g.game} pour {players} : selon la règle de la ${g.league}, cette place n’est pas cotée.`,
  'league.result.assisted.other': `Des ${g.computers} ont joué une partie de la ${g.game} pour {players} : selon la règle de la ${g.league}, ces places ne sont pas cotées.`,
  'post.standIn.one': `🤖 Un ${g.computer} a pris {count} des {total} décisions de la place de {player}.`,
  'post.standIn.other': `🤖 Un ${g.computer} a pris {count} des {total} décisions de la place de {player}.`,
  'post.league.place': '{rank}. {player}',
  'post.league.placeForfeited': '{rank}. {player} (abandon)',
} as const satisfies Record<keyof typeof enAssist, string>;
