// en-verify.ts in Italian: fair and verifiable games (issue 21), the chart, take-backs,
// the verifier's verdicts, /kogge game verify and export, and the replay.
import type { Catalogue } from '../translate';
import * as g from './glossary';

export const itVerify: Catalogue = {
  'post.commitment': `Impegno sul seme segreto di questa ${g.game} (SHA-256): \`{commitment}\`. Il seme viene mostrato quando la ${g.game} finisce, e \`/kogge game verify\` lo controlla.`,
  'post.seed': `Il seme, svelato: \`{seed}\`. Corrisponde all’impegno \`{commitment}\`; \`/kogge game verify\` rigioca la ${g.game}.`,

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
  'takeBack.damaged': `I dati di questa ${g.game} non si possono rigiocare, quindi non si può annullare niente.`,

  'verify.holds': `La ${g.game} è valida: il suo seme corrisponde all’impegno \`{commitment}\` preso all’inizio, ogni passo si rigioca come registrato (passi: {steps}) e i punteggi finali coincidono.`,
  'verify.malformed': `Questo non è un registro di una ${g.game} di Kogge che si possa controllare ({issue}).`,
  'verify.generator':
    'Il registro è stato modificato: il suo seme non è del generatore che nomina ({generator}).',
  'verify.commitment': `Il registro è stato modificato: il suo seme, l’id della ${g.game}, le opzioni o i posti non corrispondono all’impegno \`{commitment}\` preso all’inizio.`,
  'verify.spec': `La ${g.game} del registro non si può preparare ({code}).`,
  'verify.stepCount':
    'Il registro è stato modificato: le impronte dei passi e le azioni sono in numero diverso ({steps} contro {actions}).',
  'verify.refused':
    'Il registro è stato modificato al passo {step}: la sua azione ({action}) lì non è permessa ({code}).',
  'verify.step':
    'Il registro è stato modificato al passo {step} ({action}): lì il replay arriva a un’altra posizione.',
  'verify.notEnded': `Il registro è stato modificato: la ${g.game} non è finita dopo la sua ultima azione (passo {steps}).`,
  'verify.scores':
    'Il registro è stato modificato: i suoi punteggi finali sono diversi da quelli del replay, a partire da {player}.',

  'verify.usage': 'uso: npm run verify -- <record.json> (un registro da /kogge game export)',
  'verify.unreadable': 'Impossibile leggere {file}: {reason}',
  'verify.notJson': 'Il registro non è JSON: {reason}',

  'slash.verify': `Controlla una ${g.game} finita: il seme, l’impegno, ogni passo e i punteggi finali`,
  'slash.verify.record': `Un registro esportato (JSON) da controllare; senza, la ${g.game} finita di questo ${g.thread}`,
  'slash.export': `Allega qui il registro della ${g.game} finita in JSON (posti, opzioni, seme, azioni)`,
  'verify.notEnded.here': `La ${g.game} di qui non è finita: il suo seme è ancora segreto, quindi si potrà controllare quando sarà finita.`,
  'verify.noRecord': `Qui non c’è nessuna ${g.game} da controllare: usalo nel ${g.thread} di una ${g.game} finita, o allega un registro esportato.`,
  'verify.attachmentFailed': 'Il registro allegato non si è potuto leggere: {reason}',
  'export.notEnded': `La ${g.game} di qui non è finita: il suo registro si esporta quando sarà finita, così non esce niente di nascosto.`,
  'button.replay': '⏯ Rivedi',
  'replay.step': `Replay della ${g.game} {game}, passo {step} (ultimo: {steps}), ${g.round} {round}: ogni pezzo nascosto è mostrato.`,
  'replay.setUp': `La ${g.game} com’era alla preparazione.`,
  'replay.quiet': 'In questo passo non è successo niente che tutti potessero vedere.',
  'replay.notEnded': `Il replay si apre quando la ${g.game} è finita.`,
  'replay.first': '⏮ Inizio',
  'replay.roundBack': `⏪ ${g.cap(g.round)}`,
  'replay.back': '◀ Passo',
  'replay.forward': 'Passo ▶',
  'replay.roundForward': `${g.cap(g.round)} ⏩`,
  'replay.last': 'Fine ⏭',
  'export.done': `Il registro della ${g.game} {game}: controllalo con \`/kogge game verify\` o \`npm run verify -- {file}\`.`,
};
