// German for en-verify.ts: fair and verifiable games (issue 21), the chart, take-backs,
// the verifier's verdicts, /kogge game verify and /kogge game export, and the replay.
import type { enVerify } from '../en-verify';
import * as W from './glossary';

export const deVerify = {
  // The public posts: the commitment while the game starts, the seed once it is over.
  'post.commitment':
    'Festlegung auf den geheimen Seed dieses Spiels (SHA-256): `{commitment}`. Der Seed wird am Spielende gezeigt, und `/kogge partie prüfen` prüft ihn.',
  'post.seed':
    'Der Seed, aufgedeckt: `{seed}`. Er passt zur Festlegung `{commitment}`; `/kogge partie prüfen` spielt das Spiel nach.',

  // The chart on the final post: each player's VP and DP round by round.
  'chart.title': `Das Spiel ${W.ROUND} für ${W.ROUND}`,
  'chart.vp': `${W.VP_LONG} (${W.VP})`,
  'chart.dp': `${W.DP_LONG} (${W.DP})`,
  'chart.round': W.ROUND,
  'chart.final': `{vp} ${W.VP} · {dp} ${W.DP}`,
  'chart.description': `Ein Diagramm der ${W.VP_LONG} (${W.VP}) und ${W.DP_LONG} (${W.DP}) jeder Person am Ende jeder ${W.ROUND}. Endstand: {scores}.`,
  'chart.description.player': `{player} {vp} ${W.VP}, {dp} ${W.DP}`,

  // Take-backs (issue 21): why one is not offered.
  'takeBack.nothing': 'Hier gibt es keine Aktion, die sich zurücknehmen ließe.',
  'takeBack.notYours': 'Nur wer die letzte Aktion gemacht hat, darf sie zurücknehmen lassen.',
  'takeBack.notSafe':
    'Diese Aktion lässt sich nicht zurücknehmen: seitdem wurde etwas zufällig gezogen oder etwas Verdecktes gezeigt.',
  'takeBack.seen':
    'Diese Aktion lässt sich nicht zurücknehmen: die anderen haben schon gesehen, was sie ausgelöst hat (jemand hat gepasst, oder das Spiel ging von selbst weiter).',
  'takeBack.damaged':
    'Die Aufzeichnung dieses Spiels lässt sich nicht nachspielen, also kann nichts zurückgenommen werden.',

  'takeBack.league': 'Diese Liga erlaubt kein Zurücknehmen: ihre Spiele werden gespielt, wie sie fallen.',
  'takeBack.stale':
    'Diese Aktion ist nicht mehr die letzte: zurücknehmen lässt sie sich nur, bevor im Spiel etwas anderes geschieht.',
  'takeBack.asked': 'Ein Zurücknehmen ist schon erbeten; erst antworten alle anderen darauf.',
  'takeBack.lapsed':
    'Diese Bitte gilt nicht mehr: sie ist entschieden, oder das Spiel ging weiter (eine neue Aktion oder der nächste Zug hebt sie auf).',
  'takeBack.ownAsk': 'Du hast um dieses Zurücknehmen gebeten; die anderen antworten darauf.',
  'takeBack.alreadyAccepted': 'Du hast schon zugestimmt; die anderen antworten noch.',

  // Take-backs (issue 21): the button, the request in the thread and how it ended.
  'takeBack.button': '↩ Zurücknehmen',
  'takeBack.accept': 'Zustimmen',
  'takeBack.refuse': 'Ablehnen',
  'takeBack.request':
    '↩ {asker} möchte die letzte eigene Aktion zurücknehmen ({kind}). {awaited}: stimmt zu oder lehnt ab. Jede neue Aktion im Spiel hebt die Bitte auf.',
  'takeBack.waiting':
    '↩ {asker} möchte die letzte eigene Aktion zurücknehmen ({kind}); es antworten noch: {awaited}.',
  'takeBack.askedYou': 'Erbeten: die anderen stimmen im Thread zu oder lehnen ab.',
  'takeBack.done':
    '↩ {asker} hat die letzte eigene Aktion zurückgenommen ({kind}); alle anderen haben zugestimmt.',
  'takeBack.doneYou':
    'Zurückgenommen: deine letzte Aktion ({kind}) ist rückgängig. Öffne „Aktionen“, um weiterzuspielen.',
  'takeBack.refused':
    '↩ {player} lehnt ab, dass {asker} die letzte eigene Aktion zurücknimmt ({kind}): sie bleibt.',
  'takeBack.log': '{player} hat zurückgenommen: {kind}',
  'takeBack.logTitle': 'Zurückgenommen:',
  'takeBack.kind.bid': `ein ${W.BID}`,
  'takeBack.kind.moveGuildMaster': `ein Zug des ${W.GM_GEN}`,
  'takeBack.kind.sail': `eine ${W.MOVE}`,
  'takeBack.kind.collectOffice': `Waren aus dem ${W.OFFICE} genommen`,
  'takeBack.kind.buildOffice': `ein ${W.OFFICE} gebaut`,
  'takeBack.kind.gmTrade': `ein Handel mit dem ${W.GM}`,
  'takeBack.kind.buyMarkers': `${W.MARKERS_SHORT} gekauft`,
  'takeBack.kind.cityTrade': 'ein Handel mit einer Stadt',
  'takeBack.kind.changeRoute': 'eine Route geändert',
  'takeBack.kind.setAutoCollect': `das Abholen aus dem ${W.OFFICE} umgestellt`,
  'takeBack.kind.any': 'eine Aktion',

  // The verifier's verdicts: one sentence each, naming the first step that differs.
  'verify.holds.ours':
    'Spiel `{game}`, signiert von diesem Bot. Das Spiel geht auf: sein Seed passt zur Festlegung `{commitment}` vom Spielbeginn, jeder Schritt lässt sich wie aufgezeichnet nachspielen (Schritte: {steps}), und die Endwertung stimmt.',
  'verify.holds.otherKey':
    'Spiel `{game}`, signiert von einem anderen Schlüssel (`{key}`), nicht von diesem Bot. Die Aufzeichnung ist in sich stimmig (ihr Seed passt zu ihrer Festlegung `{commitment}`, jeder Schritt lässt sich nachspielen, Schritte: {steps}, und die Endwertung stimmt), aber nichts zeigt, dass dieser Bot das Spiel geführt hat.',
  'verify.holds.unsigned':
    'Spiel `{game}`, unsigniert, in sich stimmig: sein Seed passt zu seiner Festlegung `{commitment}`, jeder Schritt lässt sich wie aufgezeichnet nachspielen (Schritte: {steps}), und die Endwertung stimmt. So eine Aufzeichnung kann jeder bauen, also zeigt nichts, dass dieser Bot das Spiel geführt hat.',
  'verify.holds.unknownKey':
    'Spiel `{game}`, signiert vom Schlüssel `{key}`, den diese Prüfung mit keinem Bot-Schlüssel vergleichen kann (gib einen mit --signer an). Die Aufzeichnung ist in sich stimmig: ihr Seed passt zu ihrer Festlegung `{commitment}`, jeder Schritt lässt sich wie aufgezeichnet nachspielen (Schritte: {steps}), und die Endwertung stimmt.',
  'verify.signature':
    'Die Aufzeichnung von Spiel `{game}` wurde nach dem Signieren verändert: ihre Signatur passt nicht zu ihrem Inhalt.',
  'verify.notThisGame':
    'Das ist nicht die Aufzeichnung des hier gespielten Spiels `{game}`: ihre Festlegung `{commitment}` weicht von der für dieses Spiel gespeicherten ab (`{stored}`).',
  'verify.malformed': 'Das ist keine prüfbare Kogge-Spielaufzeichnung ({issue}).',
  'verify.generator':
    'Die Aufzeichnung wurde verändert: ihr Seed passt nicht zu dem Generator, den sie nennt ({generator}).',
  'verify.commitment':
    'Die Aufzeichnung wurde verändert: Seed, Spiel-ID, Optionen oder Plätze passen nicht zur Festlegung `{commitment}` vom Spielbeginn.',
  'verify.spec': 'Das Spiel der Aufzeichnung lässt sich nicht aufbauen ({code}).',
  'verify.stepCount':
    'Die Aufzeichnung wurde verändert: ihre Schritt-Fingerabdrücke und ihre Aktionen sind nicht gleich viele ({steps} gegen {actions}).',
  'verify.tooManySteps':
    'Diese Aufzeichnung hat mehr Schritte, als ein Kogge-Spiel haben kann ({steps}, höchstens {max}): sie wurde nicht nachgespielt.',
  'verify.tooSlow':
    'Diese Aufzeichnung wurde nicht zu Ende geprüft: das Nachspielen dauerte länger als {seconds} Sekunden (angehalten bei Schritt {step}).',
  'verify.busy':
    'Deine letzte Aufzeichnung wird noch geprüft: schick die nächste, sobald sie beantwortet ist.',
  'verify.refused':
    'Die Aufzeichnung wurde bei Schritt {step} verändert: ihre Aktion ({action}) ist dort nicht erlaubt ({code}).',
  'verify.step':
    'Die Aufzeichnung wurde bei Schritt {step} verändert ({action}): das Nachspielen führt dort zu einer anderen Stellung.',
  'verify.notEnded':
    'Die Aufzeichnung wurde verändert: nach ihrer letzten Aktion (Schritt {steps}) ist das Spiel nicht zu Ende.',
  'verify.scores':
    'Die Aufzeichnung wurde verändert: ihre Endwertung weicht vom Nachspielen ab, zuerst bei {player}.',

  // `npm run verify -- <record.json>` on the terminal.
  'verify.usage':
    'Aufruf: npm run verify -- <record.json> [--signer <öffentlicher Schlüssel>] (eine Aufzeichnung aus /kogge partie export), oder npm run verify -- --key (der öffentliche Schlüssel dieses Bots)',
  'verify.key': 'Der öffentliche Schlüssel dieses Bots (Ed25519): {key}',
  'verify.noKey':
    'Dieser Speicher hat noch keinen Bot-Schlüssel: der Bot erzeugt ihn bei seinem ersten Start.',
  'verify.noStore':
    'Unter {file} gibt es keinen Speicher des Bots (DATABASE_FILE oder DATABASE_URL nennt ihn).',
  'verify.storeFailed': 'Der Speicher des Bots ließ sich nicht lesen: {reason}',
  'verify.badSigner':
    'Das ist kein öffentlicher Schlüssel, wie der Bot ihn zeigt (43 Zeichen base64url): {key}',
  'verify.unreadable': '{file} ist nicht lesbar: {reason}',
  'verify.notJson': 'Die Aufzeichnung ist kein JSON: {reason}',

  // The slash subcommands.
  'slash.verify': 'Prüfe ein beendetes Spiel: Seed, Festlegung, jeden Schritt und die Endwertung',
  'slash.verify.record': 'Eine exportierte Aufzeichnung (JSON); ohne sie das beendete Spiel dieses Threads',
  'slash.export': 'Die Aufzeichnung des beendeten Spiels als JSON; im Spiel, was du davon siehst',
  'verify.notEnded.here':
    'Das Spiel hier ist nicht zu Ende: sein Seed ist noch geheim, prüfen lässt es sich, wenn es vorbei ist.',
  'verify.noRecord':
    'Hier gibt es kein Spiel zu prüfen: nutze den Befehl im Thread eines beendeten Spiels, oder hänge eine exportierte Aufzeichnung an.',
  'verify.attachmentFailed': 'Die angehängte Aufzeichnung war nicht lesbar: {reason}',
  'export.notEnded':
    'Das Spiel hier ist nicht zu Ende: seine Aufzeichnung wird exportiert, wenn es vorbei ist, damit nichts Verdecktes herauskommt.',
  // The replay of a finished game: "⏯ Replay" on the final post, then its step buttons.
  'button.replay': '⏯ Nachspielen',
  'replay.step': `Nachspielen von Spiel {game}, Schritt {step} (letzter: {steps}), ${W.ROUND} {round}: alles Verdeckte ist aufgedeckt.`,
  'replay.setUp': 'Das Spiel, wie es aufgebaut wurde.',
  'replay.quiet': 'In diesem Schritt ist nichts passiert, was alle sehen konnten.',
  'replay.tooSlow':
    'Das Nachspielen dauerte länger als {seconds} Sekunden und wird darum nicht gezeigt. Bitte versuche es in einer Minute noch einmal.',
  'export.tooSlow':
    'Die Aufzeichnung zu erstellen dauerte länger als {seconds} Sekunden, darum wurde sie nicht geschickt. Bitte versuche es in einer Minute noch einmal.',
  'replay.notEnded': 'Das Nachspielen öffnet sich, wenn das Spiel vorbei ist.',
  'replay.noGame':
    'Hier gibt es kein beendetes Spiel zum Nachspielen: nutze den Befehl im Thread eines beendeten Spiels.',
  'slash.replay': 'Spiele das beendete Spiel hier Schritt für Schritt nach, alles Verdeckte aufgedeckt',
  'replay.first': '⏮ Anfang',
  'replay.roundBack': `⏪ ${W.ROUND}`,
  'replay.back': '◀ Schritt',
  'replay.forward': 'Schritt ▶',
  'replay.roundForward': `${W.ROUND} ⏩`,
  'replay.last': 'Ende ⏭',
  'export.view.player':
    'Was du jetzt von Spiel {game} siehst: alles Öffentliche, deinen eigenen Besitz und die Routenplättchen, die du kennst. Der Seed und das Verdeckte der anderen bleiben geheim; die ganze Aufzeichnung gibt es, wenn das Spiel vorbei ist.',
  'export.view.public':
    'Was alle jetzt von Spiel {game} sehen (du spielst nicht mit). Die ganze Aufzeichnung, mit dem Seed, gibt es, wenn das Spiel vorbei ist.',
  // The local table's replay of an exported record (src/local-table/bridge/replay.ts).
  'table.replay.request': 'Diese Anfrage zum Nachspielen sendet die Seite nicht.',
  'table.replay.tooBig': 'Die Datei ist zu groß für eine Spielaufzeichnung (höchstens {max} MB).',
  'table.page.replay.open': 'Spielaufzeichnung öffnen',
  'table.page.replay.drop': 'Lege hier eine exportierte Spielaufzeichnung (.json) ab, um sie nachzuspielen',
  'table.page.replay.title': 'Nachspielen von Spiel {game}',
  'table.page.replay.step': `Schritt {step} von {steps}, ${W.ROUND} {round}: alles Verdeckte ist aufgedeckt.`,
  'table.page.replay.setUp': 'Das Spiel, wie es aufgebaut wurde.',
  'table.page.replay.quiet': 'In diesem Schritt ist nichts passiert, was alle sehen konnten.',
  'table.page.replay.close': 'Schließen',
  'table.page.replay.notJson': 'Die Datei ist kein JSON: {reason}',
  'table.page.replay.tooBig': 'Die Datei ist zu groß für eine Spielaufzeichnung (höchstens {max} MB).',
  'table.page.replay.first': '⏮ Anfang',
  'table.page.replay.roundBack': `⏪ ${W.ROUND}`,
  'table.page.replay.back': '◀ Schritt',
  'table.page.replay.forward': 'Schritt ▶',
  'table.page.replay.roundForward': `${W.ROUND} ⏩`,
  'table.page.replay.last': 'Ende ⏭',
  'export.done':
    'Die Aufzeichnung von Spiel {game}: prüfe sie mit `/kogge partie prüfen` oder `npm run verify -- {file}`.',
} as const satisfies Record<keyof typeof enVerify, string>;
