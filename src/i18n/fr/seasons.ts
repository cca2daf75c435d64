// French for en-seasons.ts (issue 37): saisons, champions, palmarès, variations de cote.
import type { enSeasons } from '../en-seasons';
import * as g from './glossary';

export const frSeasons = {
  'cmd.league.season.option': 'Le numéro d’une saison (par défaut : la saison en cours)',
  'cmd.league.seasons': 'Toutes les saisons de la ligue avec leurs champions : le palmarès',
  'league.season.unknown': 'La ligue {name} n’a pas de saison {season} : elle a les saisons 1 à {last}.',
  'league.season.confirm.carried':
    '**Clore la saison {season} de {name} ?** Son classement final est conservé et annoncé ici ; la saison {next} commence avec les cotes reportées.',
  'league.season.confirm.reset':
    '**Clore la saison {season} de {name} ?** Son classement final est conservé et annoncé ici ; la saison {next} commence avec toutes les cotes remises à zéro.',
  'league.season.running.none': `Aucune ${g.game} de la ligue n’est en cours.`,
  'league.season.running.one': `{count} ${g.game} de la ligue est encore en cours : {games}. Une ${g.game} compte pour la saison où elle a commencé : elle comptera donc pour la saison {season} quand elle finira, et le classement final de cette saison peut encore changer.`,
  'league.season.running.other': `{count} ${g.games} de la ligue sont encore en cours : {games}. Une ${g.game} compte pour la saison où elle a commencé : elles compteront donc pour la saison {season} quand elles finiront, et le classement final de cette saison peut encore changer.`,
  'league.season.button': 'Clore la saison {season}',
  'league.season.stale': 'La saison {season} de {name} est déjà close ; rien n’a changé.',
  'league.season.over': '🏆 **La saison {season} de {name} est terminée !**',
  'league.season.champion.one': '👑 Champion : {champions}, avec {points} points.',
  'league.season.champion.other':
    '👑 Champions, à égalité à la première place : {champions}, avec {points} points chacun.',
  'league.season.noChampion': `Aucune ${g.game} comptée cette saison : pas de champion cette fois.`,
  'league.season.podium': '{place}. {player} : {points} pts · victoires {wins} · cote {rating}',
  'league.season.next.carried': 'La saison {next} commence maintenant, avec les cotes reportées.',
  'league.season.next.reset': 'La saison {next} commence maintenant, avec toutes les cotes remises à zéro.',
  'league.season.revised.late': `🏆 **Saison {season} de {name} : classement final révisé.** Une ${g.game} commencée pendant la saison {season} s’est terminée après la clôture ({thread}) et y compte : le champion ou les trois premiers ont changé :`,
  'league.season.revised.audit': `🏆 **Saison {season} de {name} : classement final révisé.** La modification d’un admin sur une de ses ${g.games} (entrée #{seq} du journal) a changé le champion ou les trois premiers :`,
  'league.seasons.title': '🏆 {name} : saisons et champions',
  'league.seasons.closed': `Saison {season} ({from} – {to}) : 👑 {champions}, {points} pts · {games} ${g.games}`,
  'league.seasons.closedNone': `Saison {season} ({from} – {to}) : aucune ${g.game} comptée`,
  'league.seasons.running': `Saison {season} (en cours depuis le {from}) : {games} ${g.games} jusqu’ici, en tête : {leaders}`,
  'league.seasons.runningNone': `Saison {season} (en cours depuis le {from}) : aucune ${g.game} comptée pour l’instant`,
  'league.standings.titleClosed': '🏆 {name} : classement final, saison {season}',
  'league.history.titleSeason': `🏆 {name}, saison {season} : ${g.games} finies, les plus récentes d’abord`,
  'league.history.emptySeason': `Saison {season} de {name} : aucune ${g.game} finie.`,
  'league.history.seat': `{place}. {player} {vp} ${g.vp}`,
  'league.history.seatRated': `{place}. {player} {vp} ${g.vp} ({change})`,
  'league.history.unplayed':
    '~~{thread} `{game}` : {seats}~~ (personne n’a joué un coup : ne compte pour personne)',
  'league.player.noneSeason': `{player} n’a aucune ${g.game} enregistrée dans la saison {season} de {name}.`,
  'league.player.gameRated': `{thread} \`{game}\` : place {place}, {vp} ${g.vp}, cote {change}`,
  'league.export.season': `Les ${g.games} et résultats de {name}, saison {season}, en CSV.`,
  'league.result.rated': '🏆 Enregistrée dans {name}, saison {season}. Cotes : {changes}',
  'league.result.change': '{player} {before} → {after} ({change})',
  'league.result.unrated':
    '🏆 Enregistrée dans {name}, saison {season} : sans effet sur les cotes, car un joueur ordinateur occupait une place.',
  'league.result.unplayed': `🏆 Enregistrée dans {name}, saison {season} : personne n’a joué un coup, donc la ${g.game} ne compte pour personne (ni points, ni victoire, ni cote).`,
} as const satisfies Record<keyof typeof enSeasons, string>;
