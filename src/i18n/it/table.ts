// en-table.ts in Italian: the local table's start-up lines and the page's own words, as
// Discord's Italian client says them where the page stands in for it.
import type { Catalogue } from '../catalogue';
import * as g from './glossary';

export const itTable: Catalogue = {
  'table.listening':
    'Tavolo locale di Kogge: {url} (nessun DISCORD_TOKEN, quindi il bot gioca qui). Premi Ctrl+C per fermarlo.',
  'table.cannotStart': 'Il tavolo locale non è potuto partire: {reason}',
  'table.damaged':
    'Il tavolo salvato {file} non si è potuto leggere ({reason}). È stato spostato in {aside}; il tavolo riparte con un server nuovo.',
  'table.damaged.notJson': 'non è JSON',
  'table.damaged.version': 'è stato salvato da un’altra versione del tavolo',
  'table.damaged.shape': 'alcune sue parti mancano o sono del tipo sbagliato',
  'table.damaged.files': 'mancano alcuni dei suoi file di immagine',
  'table.guard.host':
    'Rifiutato: questa richiesta nomina un altro host. Il tavolo risponde solo a 127.0.0.1 o localhost.',
  'table.guard.origin': 'Rifiutato: questa richiesta viene da un’altra pagina web, non dal tavolo stesso.',
  'table.guard.contentType':
    'Rifiutato: il tavolo accetta modifiche solo in JSON (content type application/json).',
  'table.guard.secret':
    'Rifiutato: a questa richiesta manca il segreto del tavolo per questo avvio. Ricarica la pagina e riprova.',
  'table.name.hidden':
    'Questo nome contiene caratteri invisibili o che cambiano la direzione del testo, e potrebbe sembrare il nome di qualcun altro.',
  'table.name.noLetters': 'Un nome ha bisogno di almeno una lettera o una cifra.',
  'table.name.mixedScripts':
    'Questo nome mescola lettere di alfabeti diversi (per esempio latino e cherokee), e potrebbe sembrare il nome di qualcun altro.',
  'table.name.lookAlike':
    'Questo nome sembra quello di un altro giocatore a questo tavolo. Scegline uno che si distingua.',
  'table.seat.invalid':
    '«{name}» non può diventare un posto: il nome di un posto ha da 2 a 32 caratteri tra le lettere a–z, le cifre, «_» e «.». Apri il tavolo con un altro nome ?user=, oppure scegli un posto.',
  'table.seat.lookAlike':
    '«{name}» somiglia al nome di un posto che questo tavolo ha già. Apri quel posto, oppure scegli un nome che si distingua.',
  'table.seat.full': 'Il tavolo è pieno (al massimo {count}): apri uno dei suoi posti invece di «{name}».',
  'table.alreadyRunning':
    'Kogge è già in esecuzione sulla cartella dati {dir} (pid {pid}): ferma prima quella copia, o avvia questa con un’altra cartella.',
  'table.portInUse': '{host}:{port} è già in uso: ferma l’altro programma o imposta LOCAL_TABLE_PORT.',
  'table.page.channels': 'Canali testuali',
  'table.page.directMessages': 'Messaggi diretti',
  'table.page.onlyYou': 'Solo tu puoi vedere questo messaggio',
  'table.page.dismiss': 'Ignora messaggio',
  'table.page.thinking': '{bot} sta pensando…',
  'table.page.edited': '(modificato)',
  'table.page.usedCommand': '{user} ha usato {command}',
  'table.page.startedThread': `{user} ha avviato un ${g.thread}: {thread}`,
  'table.page.viewThread': `Apri ${g.thread}`,
  'table.page.interactionFailed': 'Interazione non riuscita',
  'table.page.messagePlaceholder': 'Scrivi in #{channel} (digita / per i comandi)',
  'table.page.send': 'Invia',
  'table.page.cancel': 'Annulla',
  'table.page.submit': 'Conferma',
  'table.page.done': 'Fatto',
  'table.page.required': 'obbligatorio',
  'table.page.noCommands': 'Nessun comando corrisponde.',
  'table.page.typedOptions': 'Opzioni come nome:valore, per esempio {example} — Invio per inviare',
  'table.page.unknownCommand': 'Il comando {command} non esiste: digita / per vedere i comandi.',
  'table.page.option.unknown': '/{command} non ha l’opzione "{option}"; accetta: {options}.',
  'table.page.option.stray': '"{word}" non è un’opzione: scrivila come nome:valore, per esempio {example}.',
  'table.page.option.badChoice': '{option}: "{value}" non è tra {limit}.',
  'table.page.option.notInteger': '{option}: "{value}" non è un numero intero.',
  'table.page.option.notNumber': '{option}: "{value}" non è un numero.',
  'table.page.option.tooSmall': '{option}: il minimo consentito è {limit}, non {value}.',
  'table.page.option.tooLarge': '{option}: il massimo consentito è {limit}, non {value}.',
  'table.page.option.tooShort': '{option}: "{value}" è più corto di {limit} caratteri.',
  'table.page.option.tooLong': '{option}: "{value}" è più lungo di {limit} caratteri.',
  'table.page.option.unknownName': '{option}: qui niente si chiama "{value}".',
  'table.page.noChoices': 'Nessuna opzione corrisponde alla ricerca.',
  'table.page.loadingFailed': 'Caricamento delle opzioni non riuscito',
  'table.page.selectPlaceholder': 'Fai una scelta',
  'table.page.switchUser': 'Cambia giocatore',
  'table.page.rename': 'Cambia nome visualizzato',
  'table.page.save': 'Salva',
  'table.page.seatHint': 'Ogni finestra può avere il suo posto: apri la pagina con ?user=<nome>.',
  'table.page.welcomeNote':
    'Giocate con amici su questo computer? Ognuno gioca in una finestra sua: apri {link} in un’altra finestra (con un nome qualsiasi dopo ?user=), premi qui "Gioca con gli amici" e gli altri premono Partecipa.',
  'table.page.refused': 'Discord ha rifiutato ({code}): {message}',
  'table.page.reconnecting': 'Connessione persa, riconnessione…',
  'table.page.noMessages': 'Ancora nessun messaggio qui.',
  'table.page.app': 'APP',
  'table.page.alt': 'ALT',
  'table.page.channelsButton': 'Canali',
  'table.page.language': 'Lingua',
  'table.page.closeChannels': 'Chiudi l’elenco dei canali',
  'table.page.newSeat': 'Siediti',
  'table.page.newSeatName': 'Nuovo posto: un nome',
  'table.language.unknown': 'Questa lingua non è disponibile qui: scegline una tra {languages}.',
};
