// Italian for en-seasons.ts (issue 37): stagioni, campioni, albo d'oro, variazioni di rating.
import type { enSeasons } from '../en-seasons';
import * as g from './glossary';

export const itSeasons = {
  'cmd.league.season.option': 'Il numero di una stagione (predefinito: la stagione in corso)',
  'cmd.league.seasons': 'Tutte le stagioni della lega con i loro campioni: l’albo d’oro',
  'league.season.unknown': 'La lega {name} non ha una stagione {season}: ha le stagioni da 1 a {last}.',
  'league.season.confirm.carried':
    '**Chiudere la stagione {season} di {name}?** La classifica finale resta salvata e viene annunciata qui; la stagione {next} inizia con i rating riportati.',
  'league.season.confirm.reset':
    '**Chiudere la stagione {season} di {name}?** La classifica finale resta salvata e viene annunciata qui; la stagione {next} inizia con tutti i rating azzerati.',
  'league.season.running.none': `Nessuna ${g.game} della lega è in corso.`,
  'league.season.running.one': `{count} ${g.game} della lega è ancora in corso: {games}. Una ${g.game} conta per la stagione in cui è iniziata: conterà quindi per la stagione {season} quando finirà, e la classifica finale di quella stagione può ancora cambiare.`,
  'league.season.running.other': `{count} ${g.games} della lega sono ancora in corso: {games}. Una ${g.game} conta per la stagione in cui è iniziata: conteranno quindi per la stagione {season} quando finiranno, e la classifica finale di quella stagione può ancora cambiare.`,
  'league.season.button': 'Chiudi la stagione {season}',
  'league.season.stale': 'La stagione {season} di {name} è già chiusa; non è cambiato nulla.',
  'league.season.over': '🏆 **La stagione {season} di {name} è finita!**',
  'league.season.champion.one': '👑 Campione: {champions}, con {points} punti.',
  'league.season.champion.other':
    '👑 Campioni, a pari merito al primo posto: {champions}, con {points} punti ciascuno.',
  'league.season.noChampion': `Nessuna ${g.game} contata in questa stagione: niente campione questa volta.`,
  'league.season.podium': '{place}. {player}: {points} pt · vittorie {wins} · rating {rating}',
  'league.season.next.carried': 'La stagione {next} inizia ora, con i rating riportati.',
  'league.season.next.reset': 'La stagione {next} inizia ora, con tutti i rating azzerati.',
  'league.season.revised.late': `🏆 **Stagione {season} di {name}: classifica finale rivista.** Una ${g.game} iniziata nella stagione {season} è finita dopo la chiusura ({thread}) e conta lì: il campione o i primi tre sono cambiati:`,
  'league.season.revised.audit': `🏆 **Stagione {season} di {name}: classifica finale rivista.** La modifica di un admin a una delle sue ${g.games} (voce #{seq} del registro) ha cambiato il campione o i primi tre:`,
  'league.seasons.title': '🏆 {name}: stagioni e campioni',
  'league.seasons.closed': `Stagione {season} ({from} – {to}): 👑 {champions}, {points} pt · {games} ${g.games}`,
  'league.seasons.closedNone': `Stagione {season} ({from} – {to}): nessuna ${g.game} contata`,
  'league.seasons.running': `Stagione {season} (in corso dal {from}): {games} ${g.games} finora, in testa: {leaders}`,
  'league.seasons.runningNone': `Stagione {season} (in corso dal {from}): ancora nessuna ${g.game} contata`,
  'league.standings.titleClosed': '🏆 {name}: classifica finale, stagione {season}',
  'league.history.titleSeason': `🏆 {name}, stagione {season}: ${g.games} finite, dalla più recente`,
  'league.history.emptySeason': `Stagione {season} di {name}: nessuna ${g.game} finita.`,
  'league.history.seat': `{place}. {player} {vp} ${g.vp}`,
  'league.history.seatRated': `{place}. {player} {vp} ${g.vp} ({change})`,
  'league.history.unplayed':
    '~~{thread} `{game}`: {seats}~~ (nessuno ha fatto una mossa: non conta per nessuno)',
  'league.player.noneSeason': `{player} non ha nessuna ${g.game} registrata nella stagione {season} di {name}.`,
  'league.player.gameRated': `{thread} \`{game}\`: posto {place}, {vp} ${g.vp}, rating {change}`,
  'league.export.season': `Le ${g.games} e i risultati di {name}, stagione {season}, in CSV.`,
  'league.result.rated': '🏆 Registrata in {name}, stagione {season}. Rating: {changes}',
  'league.result.change': '{player} {before} → {after} ({change})',
  'league.result.unrated':
    '🏆 Registrata in {name}, stagione {season}: senza rating, perché un giocatore computer occupava un posto.',
  'league.result.unplayed': `🏆 Registrata in {name}, stagione {season}: nessuno ha fatto una mossa, quindi la ${g.game} non conta per nessuno (niente punti, niente vittoria, niente rating).`,
} as const satisfies Record<keyof typeof enSeasons, string>;
