// en-verify.ts in Italian: fair and verifiable games (issue 21), the chart, take-backs,
// the verifier's verdicts, /kogge game verify and export, and the replay.
import type { Catalogue } from '../catalogue';
import * as g from './glossary';

export const itVerify: Catalogue = {
  'post.commitment': `Impegno sul seme segreto di questa ${g.game} (SHA-256): \`{commitment}\`. Il seme viene mostrato quando la ${g.game} finisce, e \`/kogge partita verificare\` lo controlla.`,
  'post.seed': `Il seme, svelato: \`{seed}\`. Corrisponde all’impegno \`{commitment}\`; \`/kogge partita verificare\` rigioca la ${g.game}.`,

  'chart.title': `La ${g.game} ${g.round} per ${g.round}`,
  'chart.vp': `${g.cap(g.vpLong)} (${g.vp})`,
  'chart.dp': `${g.cap(g.dpLong)} (${g.dp})`,
  'chart.round': g.cap(g.round),
  'chart.final': `{vp} ${g.vp} · {dp} ${g.dp}`,
  'chart.description': `Un grafico dei ${g.vpLong} (${g.vp}) e dei ${g.dpLong} (${g.dp}) di ogni giocatore alla fine di ogni ${g.round}. Finale: {scores}.`,
  'chart.description.player': `{player} {vp} ${g.vp}, {dp} ${g.dp}`,

  'takeBack.nothing': 'Qui non c’è nessuna azione da annullare.',
  'takeBack.notYours': 'Solo il giocatore che ha fatto l’ultima azione può chiedere di annullarla.',
  'takeBack.notSafe':
    'Questa azione non si può annullare: da allora è stato pescato qualcosa a caso o è stato mostrato qualcosa di nascosto.',
  'takeBack.seen':
    'Questa azione non si può annullare: gli altri giocatori hanno già visto ciò che ha causato (un giocatore ha passato, o il gioco è andato avanti da solo).',
  'takeBack.damaged': `I dati di questa ${g.game} non si possono rigiocare, quindi non si può annullare niente.`,

  'verify.holds.ours': `${g.cap(g.game)} \`{game}\`, firmata da questo bot. La ${g.game} torna: il suo seme corrisponde all’impegno \`{commitment}\` preso all’inizio, ogni passo si rigioca come registrato (passi: {steps}) e i punteggi finali coincidono.`,
  'verify.holds.otherKey': `${g.cap(g.game)} \`{game}\`, firmata da un’altra chiave (\`{key}\`), non da questo bot. Il registro è coerente in sé (il suo seme corrisponde al suo impegno \`{commitment}\`, ogni passo si rigioca, passi: {steps}, e i punteggi finali coincidono), ma niente mostra che questo bot abbia condotto questa ${g.game}.`,
  'verify.holds.unsigned': `${g.cap(g.game)} \`{game}\`, non firmata, coerente in sé: il suo seme corrisponde al suo impegno \`{commitment}\`, ogni passo si rigioca come registrato (passi: {steps}) e i punteggi finali coincidono. Chiunque può costruire un registro così, quindi niente mostra che questo bot abbia condotto questa ${g.game}.`,
  'verify.holds.unknownKey': `${g.cap(g.game)} \`{game}\`, firmata dalla chiave \`{key}\`, che questo controllo non può confrontare con nessuna chiave di bot (indicane una con --signer). Il registro è coerente in sé: il suo seme corrisponde al suo impegno \`{commitment}\`, ogni passo si rigioca come registrato (passi: {steps}) e i punteggi finali coincidono.`,
  'verify.signature': `Il registro della ${g.game} \`{game}\` è stato modificato dopo la firma: la sua firma non corrisponde al suo contenuto.`,
  'verify.notThisGame': `Questo non è il registro della ${g.game} \`{game}\` giocata qui: il suo impegno \`{commitment}\` è diverso da quello conservato per quella ${g.game} (\`{stored}\`).`,
  'verify.malformed': `Questo non è un registro di una ${g.game} di Kogge che si possa controllare ({issue}).`,
  'verify.generator':
    'Il registro è stato modificato: il suo seme non è del generatore che nomina ({generator}).',
  'verify.commitment': `Il registro è stato modificato: il suo seme, l’id della ${g.game}, le opzioni o i posti non corrispondono all’impegno \`{commitment}\` preso all’inizio.`,
  'verify.spec': `La ${g.game} del registro non si può preparare ({code}).`,
  'verify.stepCount':
    'Il registro è stato modificato: le impronte dei passi e le azioni sono in numero diverso ({steps} contro {actions}).',
  'verify.tooManySteps': `Questo registro ha più passi di quanti ne possa avere una ${g.game} di Kogge ({steps}, al massimo {max}): non è stato rigiocato.`,
  'verify.tooSlow':
    'Questo registro non è stato controllato fino in fondo: il replay ha richiesto più di {seconds} secondi (fermato al passo {step}).',
  'verify.busy': 'Il tuo ultimo registro è ancora in controllo: invia il prossimo quando avrai la risposta.',
  'verify.refused':
    'Il registro è stato modificato al passo {step}: la sua azione ({action}) lì non è permessa ({code}).',
  'verify.step':
    'Il registro è stato modificato al passo {step} ({action}): lì il replay arriva a un’altra posizione.',
  'verify.notEnded': `Il registro è stato modificato: la ${g.game} non è finita dopo la sua ultima azione (passo {steps}).`,
  'verify.scores':
    'Il registro è stato modificato: i suoi punteggi finali sono diversi da quelli del replay, a partire da {player}.',

  'verify.usage':
    'uso: npm run verify -- <record.json> [--signer <chiave pubblica>] (un registro da /kogge partita esportare), oppure npm run verify -- --key (la chiave pubblica di questo bot)',
  'verify.key': 'La chiave pubblica di questo bot (Ed25519): {key}',
  'verify.noKey': 'Questo archivio non ha ancora una chiave del bot: il bot ne crea una al suo primo avvio.',
  'verify.noStore': 'Non c’è un archivio del bot in {file} (DATABASE_FILE o DATABASE_URL lo indica).',
  'verify.storeFailed': 'L’archivio del bot non si è potuto leggere: {reason}',
  'verify.badSigner':
    'Questa non è una chiave pubblica come il bot la mostra (43 caratteri in base64url): {key}',
  'verify.unreadable': 'Impossibile leggere {file}: {reason}',
  'verify.notJson': 'Il registro non è JSON: {reason}',

  'slash.verify': `Controlla una ${g.game} finita: il seme, l’impegno, ogni passo e i punteggi finali`,
  'slash.verify.record': `Un registro esportato (JSON) da controllare; senza, la ${g.game} finita di questo ${g.thread}`,
  'slash.export': `Il registro della ${g.game} finita in JSON; durante la ${g.game}, ciò che ne puoi vedere`,
  'verify.notEnded.here': `La ${g.game} di qui non è finita: il suo seme è ancora segreto, quindi si potrà controllare quando sarà finita.`,
  'verify.noRecord': `Qui non c’è nessuna ${g.game} da controllare: usalo nel ${g.thread} di una ${g.game} finita, o allega un registro esportato.`,
  'verify.attachmentFailed': 'Il registro allegato non si è potuto leggere: {reason}',
  'export.notEnded': `La ${g.game} di qui non è finita: il suo registro si esporta quando sarà finita, così non esce niente di nascosto.`,
  'button.replay': '⏯ Rivedi',
  'replay.step': `Replay della ${g.game} {game}, passo {step} (ultimo: {steps}), ${g.round} {round}: ogni pezzo nascosto è mostrato.`,
  'replay.setUp': `La ${g.game} com’era alla preparazione.`,
  'replay.quiet': 'In questo passo non è successo niente che tutti potessero vedere.',
  'replay.tooSlow':
    'Il replay ha richiesto più di {seconds} secondi, quindi non viene mostrato. Riprova tra un minuto.',
  'export.tooSlow':
    'Preparare il registro ha richiesto più di {seconds} secondi, quindi non è stato inviato. Riprova tra un minuto.',
  'replay.notEnded': `Il replay si apre quando la ${g.game} è finita.`,
  'replay.first': '⏮ Inizio',
  'replay.roundBack': `⏪ ${g.cap(g.round)}`,
  'replay.back': '◀ Passo',
  'replay.forward': 'Passo ▶',
  'replay.roundForward': `${g.cap(g.round)} ⏩`,
  'replay.last': 'Fine ⏭',
  'export.done': `Il registro della ${g.game} {game}: controllalo con \`/kogge partita verificare\` o \`npm run verify -- {file}\`.`,

  'takeBack.league': `Questa ${g.league} non permette di annullare le mosse: le sue ${g.games} si giocano come vengono.`,
  'takeBack.stale': `Questa azione non è più l’ultima: si chiede di annullarla prima che succeda altro nella ${g.game}.`,
  'takeBack.asked': 'È già stato chiesto un annullamento; prima rispondono tutti gli altri giocatori.',
  'takeBack.lapsed': `Questo annullamento non vale più: è stato deciso, o la ${g.game} è andata avanti (una nuova azione o il ${g.turn} seguente lo annulla).`,
  'takeBack.ownAsk': 'Hai chiesto tu questo annullamento; rispondono gli altri giocatori.',
  'takeBack.alreadyAccepted': 'Hai già accettato questo annullamento; gli altri devono ancora rispondere.',
  'takeBack.button': '↩ Annulla mossa',
  'takeBack.accept': 'Accetta',
  'takeBack.refuse': 'Rifiuta',
  'takeBack.request': `↩ {asker} chiede di annullare la sua ultima azione ({kind}). {awaited}: accettate o rifiutate. Ogni nuova azione nella ${g.game} annulla la richiesta.`,
  'takeBack.waiting':
    '↩ {asker} chiede di annullare la sua ultima azione ({kind}); devono ancora rispondere: {awaited}.',
  'takeBack.askedYou': `Chiesto: gli altri giocatori accettano o rifiutano nel ${g.thread}.`,
  'takeBack.done':
    '↩ {asker} ha annullato la sua ultima azione ({kind}); tutti gli altri giocatori hanno accettato.',
  'takeBack.doneYou': 'Annullata: la tua ultima azione ({kind}) non conta più. Apri “Agisci” per continuare.',
  'takeBack.refused':
    '↩ {player} non ha permesso a {asker} di annullare la sua ultima azione ({kind}): resta valida.',
  'takeBack.log': '{player} ha annullato {kind}',
  'takeBack.logTitle': 'Annullate:',
  'takeBack.kind.bid': `un’${g.bid}`,
  'takeBack.kind.moveGuildMaster': `uno spostamento del ${g.gm}`,
  'takeBack.kind.sail': 'un viaggio',
  'takeBack.kind.collectOffice': `${g.goods} prese da un ${g.office}`,
  'takeBack.kind.buildOffice': `un ${g.office} costruito`,
  'takeBack.kind.gmTrade': `uno scambio con il ${g.gm}`,
  'takeBack.kind.buyMarkers': `${g.markers} comprati`,
  'takeBack.kind.cityTrade': 'uno scambio con una città',
  'takeBack.kind.changeRoute': 'una rotta cambiata',
  'takeBack.kind.setAutoCollect': `l’impostazione del ritiro dagli ${g.offices}`,
  'takeBack.kind.any': 'un’azione',
  'replay.noGame': `Qui non c’è nessuna ${g.game} finita da rivedere: usalo nel ${g.thread} di una ${g.game} finita.`,
  'slash.replay': `Scorri passo per passo la ${g.game} finita di qui, con ogni pezzo nascosto in vista`,
  'export.view.player': `Ciò che puoi vedere ora della ${g.game} {game}: tutto ciò che è pubblico, le tue dotazioni e i ${g.markers} che conosci. Il seme e i pezzi nascosti degli altri restano segreti; il registro completo arriva quando la ${g.game} è finita.`,
  'export.view.public': `Ciò che tutti possono vedere ora della ${g.game} {game} (tu non ci giochi). Il registro completo, seme compreso, arriva quando la ${g.game} è finita.`,
  'table.replay.request': 'Questa richiesta di replay non è una di quelle che la pagina invia.',
  'table.replay.tooBig': `Questo file è troppo grande per il registro di una ${g.game} (il massimo è {max} MB).`,
  'table.page.replay.open': `Apri il registro di una ${g.game}`,
  'table.page.replay.drop': `Trascina qui il registro esportato di una ${g.game} (.json) per rivederla`,
  'table.page.replay.title': `Replay della ${g.game} {game}`,
  'table.page.replay.step': `Passo {step} di {steps}, ${g.round} {round}: ogni pezzo nascosto è mostrato.`,
  'table.page.replay.setUp': `La ${g.game} com’era alla preparazione.`,
  'table.page.replay.quiet': 'In questo passo non è successo niente che tutti potessero vedere.',
  'table.page.replay.close': 'Chiudi',
  'table.page.replay.notJson': 'Questo file non è JSON: {reason}',
  'table.page.replay.tooBig': `Questo file è troppo grande per il registro di una ${g.game} (il massimo è {max} MB).`,
  'table.page.replay.first': '⏮ Inizio',
  'table.page.replay.roundBack': `⏪ ${g.cap(g.round)}`,
  'table.page.replay.back': '◀ Passo',
  'table.page.replay.forward': 'Passo ▶',
  'table.page.replay.roundForward': `${g.cap(g.round)} ⏩`,
  'table.page.replay.last': 'Fine ⏭',
};
