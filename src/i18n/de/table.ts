// German for en-table.ts: the local table's start-up lines and the page's own words, the
// parts of a Discord client it stands in for (worded as Discord's German interface words them).
import type { enTable } from '../en-table';

export const deTable = {
  'table.listening': 'Kogge-Tisch: {url} (kein DISCORD_TOKEN, also spielt der Bot hier). Mit Strg+C beenden.',
  'table.cannotStart': 'Der lokale Tisch konnte nicht starten: {reason}',
  'table.damaged':
    'Der gespeicherte Tisch {file} war nicht lesbar ({reason}). Er wurde nach {aside} beiseitegelegt; der Tisch startet mit einem frischen Server.',
  'table.damaged.notJson': 'er ist kein JSON',
  'table.damaged.version': 'er wurde von einer anderen Version des Tisches gespeichert',
  'table.damaged.shape': 'Teile fehlen oder haben den falschen Typ',
  'table.damaged.files': 'einige seiner Bilddateien fehlen',
  'table.guard.host':
    'Abgelehnt: diese Anfrage nennt einen anderen Host. Der Tisch antwortet nur auf 127.0.0.1 oder localhost.',
  'table.guard.origin': 'Abgelehnt: diese Anfrage kommt von einer anderen Webseite, nicht vom Tisch selbst.',
  'table.guard.contentType':
    'Abgelehnt: der Tisch nimmt Änderungen nur als JSON an (Content-Type application/json).',
  'table.guard.secret':
    'Abgelehnt: dieser Anfrage fehlt das Geheimnis des Tisches für diesen Start. Lade die Seite neu und versuch es noch einmal.',
  'table.name.hidden':
    'Dieser Name enthält unsichtbare oder richtungsändernde Zeichen, durch die er wie der Name einer anderen Person wirken könnte.',
  'table.name.noLetters': 'Ein Name braucht mindestens einen Buchstaben oder eine Ziffer.',
  'table.name.mixedScripts':
    'Dieser Name mischt Buchstaben verschiedener Schriften (etwa Lateinisch und Cherokee), wodurch er wie der Name einer anderen Person wirken könnte.',
  'table.name.lookAlike':
    'Dieser Name sieht aus wie der Name einer anderen Person an diesem Tisch. Wähle einen, der anders aussieht.',
  'table.seat.invalid':
    '„{name}“ kann kein Platz werden: Der Name eines Platzes hat 2 bis 32 Zeichen aus den Buchstaben a–z, Ziffern, „_“ und „.“. Öffne den Tisch mit einem anderen ?user=-Namen oder wähle einen Platz.',
  'table.seat.lookAlike':
    '„{name}“ sieht aus wie der Name eines Platzes, den dieser Tisch schon hat. Öffne diesen Platz oder wähle einen Namen, der anders aussieht.',
  'table.seat.full': 'Der Tisch ist voll (höchstens {count}): Öffne einen seiner Plätze statt „{name}“.',
  'table.alreadyRunning':
    'Kogge läuft schon mit dem Datenordner {dir} (PID {pid}): beende zuerst diese Kopie, oder starte diese hier mit einem anderen Ordner.',
  'table.portInUse':
    '{host}:{port} ist schon belegt: beende das andere Programm, oder setze LOCAL_TABLE_PORT.',
  'table.page.channels': 'Textkanäle',
  'table.page.directMessages': 'Direktnachrichten',
  'table.page.onlyYou': 'Nur du kannst das sehen',
  'table.page.dismiss': 'Nachricht verwerfen',
  'table.page.thinking': '{bot} denkt nach …',
  'table.page.edited': '(bearbeitet)',
  'table.page.usedCommand': '{user} hat {command} verwendet',
  'table.page.startedThread': '{user} hat einen Thread gestartet: {thread}',
  'table.page.viewThread': 'Thread öffnen',
  'table.page.interactionFailed': 'Diese Interaktion ist fehlgeschlagen',
  'table.page.messagePlaceholder': 'Nachricht an #{channel} (tippe / für Befehle)',
  'table.page.send': 'Senden',
  'table.page.cancel': 'Abbrechen',
  'table.page.submit': 'Absenden',
  'table.page.done': 'Fertig',
  'table.page.required': 'erforderlich',
  'table.page.noCommands': 'Keine passenden Befehle.',
  'table.page.typedOptions': 'Optionen als Name:Wert, z. B. {example} – Enter sendet',
  'table.page.unknownCommand': 'Den Befehl {command} gibt es nicht: tippe /, um die Befehle zu sehen.',
  'table.page.option.unknown': '/{command} hat keine Option „{option}“; möglich sind: {options}.',
  'table.page.option.stray': '„{word}“ ist keine Option: schreib sie als Name:Wert, z. B. {example}.',
  'table.page.option.badChoice': '{option}: „{value}“ gehört nicht zu {limit}.',
  'table.page.option.notInteger': '{option}: „{value}“ ist keine ganze Zahl.',
  'table.page.option.notNumber': '{option}: „{value}“ ist keine Zahl.',
  'table.page.option.tooSmall': '{option}: erlaubt ist mindestens {limit}, nicht {value}.',
  'table.page.option.tooLarge': '{option}: erlaubt ist höchstens {limit}, nicht {value}.',
  'table.page.option.tooShort': '{option}: „{value}“ ist kürzer als {limit} Zeichen.',
  'table.page.option.tooLong': '{option}: „{value}“ ist länger als {limit} Zeichen.',
  'table.page.option.unknownName': '{option}: hier heißt nichts „{value}“.',
  'table.page.noChoices': 'Keine Optionen passen zu deiner Suche.',
  'table.page.loadingFailed': 'Optionen konnten nicht geladen werden',
  'table.page.selectPlaceholder': 'Triff eine Auswahl',
  'table.page.switchUser': 'Person wechseln',
  'table.page.rename': 'Anzeigenamen ändern',
  'table.page.save': 'Speichern',
  'table.page.seatHint': 'Jedes Fenster kann einen eigenen Platz nehmen: öffne die Seite mit ?user=<name>.',
  'table.page.welcomeNote':
    'Spielt ihr zu mehreren an diesem Rechner? Jede Person spielt in einem eigenen Fenster: öffnet {link} in einem weiteren Fenster (ein beliebiger Name nach ?user=), drückt hier „Mit Freunden spielen“, und die anderen drücken „Mitspielen“.',
  'table.page.refused': 'Discord hat das abgelehnt ({code}): {message}',
  'table.page.reconnecting': 'Verbindung verloren, verbinde neu …',
  'table.page.noMessages': 'Hier gibt es noch keine Nachrichten.',
  'table.page.app': 'APP',
  'table.page.alt': 'ALT',
  'table.page.channelsButton': 'Kanäle',
  'table.page.language': 'Sprache',
  'table.page.closeChannels': 'Kanalliste schließen',
  'table.page.newSeat': 'Hinsetzen',
  'table.page.newSeatName': 'Neuer Platz: ein Name',
  'table.language.unknown': 'Diese Sprache gibt es hier nicht: wähle eine von {languages}.',
} as const satisfies Record<keyof typeof enTable, string>;
