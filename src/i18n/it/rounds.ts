// Italian for en-rounds.ts (issue 37): round, turni di riposo, check-in.
import type { enRounds } from '../en-rounds';

export const itRounds = {
  'cmd.league.round.checkin': 'Apri prima il check-in: il round fa sedere solo chi preme Check-in',
  'cmd.league.round.start': 'Fai sedere il round con il check-in aperto: solo chi ha fatto check-in (admin)',
  'cmd.league.create.byePoints':
    'Punti per un membro che un round non riesce a far sedere (riposo; predefinito nessuno)',
  'league.round.opened': '🏆 Round {round} di {name}:',
  'league.round.running.one':
    'Il round {round} di {name} è ancora in corso ({count} partita in corso: {games}). Avvia il prossimo quando sarà finita.',
  'league.round.running.other':
    'Il round {round} di {name} è ancora in corso ({count} partite in corso: {games}). Avvia il prossimo quando saranno finite.',
  'league.round.checkinOpen':
    'Il check-in del round {round} di {name} è aperto: avvialo con `/league round partenza:True`.',
  'league.round.noCheckin':
    'Nessun round di {name} ha il check-in aperto: aprine uno con `/league round presenza:True`, o fai sedere tutti gli iscritti con `/league round`.',
  'league.round.stale':
    'Un altro round di {name} è stato aperto nello stesso momento: qui non è cambiato nulla.',
  'league.round.sitOut.none': 'A riposo in questo round (nessun punto): {players}',
  'league.round.sitOut.one': 'A riposo in questo round ({count} punto): {players}',
  'league.round.sitOut.other': 'A riposo in questo round ({count} punti): {players}',
  'league.round.checkin.opened':
    '🏆 Round {round} di {name}: premi **Check-in** per giocarci. Un admin fa sedere chi ha fatto check-in con `/league round partenza:True`.',
  'league.round.checkin.button': 'Check-in',
  'league.round.checkin.done': 'Hai fatto check-in per il round {round} di {name} ({count} finora).',
  'league.round.checkin.already': 'Avevi già fatto check-in per il round {round} di {name} ({count} finora).',
  'league.round.checkin.closed': 'Il check-in del round {round} di {name} non è più aperto.',
  'league.round.checkin.notMember':
    'Solo i membri di {name} possono fare check-in: unisciti prima con `/league iscriversi`.',
  'league.round.restarted':
    'Mi sono riavviato mentre si aprivano i tavoli di questo round: alcuni potrebbero non essere aperti. Scrivi di nuovo `/league round`: apre solo i tavoli mancanti e mostra il round; non ne fa sedere uno nuovo.',
  'league.help.rounds':
    '• Round: `/league round` fa sedere un round numerato quando le partite del precedente sono finite; le partite in corso contano come incontri, così gli stessi giocatori non siedono di nuovo insieme se si può evitare. Se i tavoli non bastano per tutti (5 membri a 3-4 per tavolo: uno riposa), riposa chi ha riposato meno volte in questa stagione, mai chi ha riposato il round prima finché un altro ha riposato meno, poi l’ultimo iscritto. Un riposo vale i punti di riposo della lega (nessuno se non impostati). `presenza:True` mostra prima un pulsante Check-in; `partenza:True` fa sedere solo chi l’ha premuto.',
} as const satisfies Record<keyof typeof enRounds, string>;
