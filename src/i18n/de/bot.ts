// German for en-bot.ts: slash commands, the lobby, public posts, ephemeral panels and replies.
import type { enBot } from '../en-bot';
import * as W from './glossary';

export const deBot = {
  // Slash commands (names are fixed; descriptions are read in Discord's command picker).
  'cmd.kogge': 'Spiele Kogge, das Handelsspiel der Hanse',
  'cmd.new': 'Eröffne ein neues Spiel in einem Thread dieses Kanals',
  'cmd.new.players': 'Wie viele Personen spielen (mit Computerspielern 2–4 Plätze insgesamt)',
  'cmd.new.holdings': `Ob alle die ${W.GOODS} und ${W.MARKERS} jeder Person sehen`,
  'cmd.new.holdings.hidden': 'verdeckt (jede Person sieht nur den eigenen Besitz)',
  'cmd.new.holdings.open': 'offen (alle sehen den ganzen Besitz)',
  'cmd.hand': `Zeige deine ${W.GOODS} und ${W.MARKERS} (nur du siehst sie)`,
  // Discord's 25-subcommand limit: the host's and finished games' tools, the server's tools.
  'cmd.group.game': 'Werkzeuge für dieses Spiel: Plätze, Frist, Abbruch, Export, Prüfung',
  'cmd.group.server': 'Werkzeuge für diesen Server („Server verwalten“)',
  'cmd.server.status':
    'Shard dieses Servers, Latenz des Gateways, laufende Spiele und der Speicher (Server verwalten)',
  'cmd.server.language': 'Sprache der öffentlichen Posts und Spielpläne neuer Spiele hier (Server verwalten)',
  'cmd.server.language.option': 'Eine Sprache oder die bevorzugte Sprache des Servers',
  'cmd.server.language.preferred': 'Die bevorzugte Sprache des Servers (Discords Servereinstellung)',
  'cmd.server.boards':
    'Der Spielplan in Spiel-Threads: einer, stets aktuell, oder ein neuer je Zug (Server verwalten)',
  'cmd.server.boards.option':
    'Live: ein Spielplan, stets aktuell; jeder Zug: ein neuer, sobald ein anderer dran ist',
  'cmd.server.boards.live':
    'Live: ein Spielplan, an Ort und Stelle aktualisiert; eine kurze Zeile pingt, wer dran ist',
  'cmd.server.boards.everyMove': 'Jeder Zug: ein neues Spielplanbild, sobald ein anderer Spieler dran ist',
  'cmd.settings':
    'Deine eigenen Einstellungen: Tipp-Zeilen in Ansichten, Liga-Erinnerungen per Direktnachricht',
  'cmd.settings.hints': 'Zeige eine Zeile, was jede Wahl bedeutet (Standard: in deinen ersten Spielen)',
  'cmd.settings.reminders': 'Auch per Direktnachricht an Liga-Fristen erinnern',
  'settings.shown': 'Deine Einstellungen: Tipp-Zeilen {hints}; Liga-Erinnerungen {reminders}.',
  'settings.saved': 'Gespeichert. Deine Einstellungen: Tipp-Zeilen {hints}; Liga-Erinnerungen {reminders}.',
  'settings.hints.on': 'an',
  'settings.hints.off': 'aus',
  'settings.hints.firstGames': 'in deinen ersten Spielen',
  'settings.reminders.dm': 'im Thread und per Direktnachricht',
  'settings.reminders.thread': 'nur im Thread',

  // The lobby.
  'lobby.title.one': `**Kogge** · ein Spiel für {count} Person · ${W.HOST} {host}`,
  'lobby.title.other': `**Kogge** · ein Spiel für {count} Personen · ${W.HOST} {host}`,
  'lobby.holdings.hidden': `Besitz verdeckt: jede Person sieht nur die eigenen ${W.GOODS} und ${W.MARKERS}.`,
  'lobby.holdings.open': `Besitz offen: alle sehen die ${W.GOODS} und ${W.MARKERS} jeder Person.`,
  'lobby.seats': 'Plätze {taken}/{players}: {names}',
  'lobby.seats.empty': 'noch keiner besetzt',
  'lobby.hint': `Drücke „Mitspielen“, um einen Platz zu nehmen; der ${W.HOST} drückt „Start“, sobald alle Plätze besetzt sind.`,
  'lobby.started': 'Das Spiel hat unten begonnen.',
  'lobby.abandoned': 'Dieses Spiel wurde abgebrochen.',
  'lobby.expired.one':
    '⌛ Niemand hat dieses Spiel innerhalb von {count} Stunde gestartet, deshalb ist die Lobby geschlossen. Mit /kogge neu kann jede Person ein neues eröffnen.',
  'lobby.expired.other':
    '⌛ Niemand hat dieses Spiel innerhalb von {count} Stunden gestartet, deshalb ist die Lobby geschlossen. Mit /kogge neu kann jede Person ein neues eröffnen.',
  'button.join': 'Mitspielen',
  'button.leave': 'Aussteigen',
  'button.start': 'Start',
  'reply.joined': 'Du hast einen Platz in diesem Spiel.',
  'reply.alreadySeated': 'Du hast schon einen Platz in diesem Spiel.',
  'reply.full': 'Alle Plätze in diesem Spiel sind besetzt.',
  'reply.left': 'Du hast deinen Platz freigegeben.',
  'reply.notSeated': 'Du hast keinen Platz in diesem Spiel.',
  'reply.hostOnly': `Nur der ${W.HOST}, {host}, kann das Spiel starten.`,
  'reply.hostCannotLeave': `Der ${W.HOST} behält den Platz; das Spiel braucht seinen ${W.HOST}.`,
  'reply.notEnough': 'Das Spiel braucht {needed}; bisher {joined}.',
  'reply.notEnough.needed.one': '{count} Person',
  'reply.notEnough.needed.other': '{count} Personen',
  'reply.notEnough.joined.one': 'ist {count} dabei',
  'reply.notEnough.joined.other': 'sind {count} dabei',
  'reply.notInLobby': 'Dieses Spiel hat schon begonnen.',

  // /kogge new.
  'thread.name': 'Kogge {id}',
  'new.opened.one': '{host} hat ein Kogge-Spiel für {count} Person eröffnet: mitspielen in {thread}.',
  'new.opened.other': '{host} hat ein Kogge-Spiel für {count} Personen eröffnet: mitspielen in {thread}.',
  'new.opened.full.one':
    '{host} hat in {thread} ein Kogge-Spiel für {count} Person eröffnet; alle Plätze sind besetzt.',
  'new.opened.full.other':
    '{host} hat in {thread} ein Kogge-Spiel für {count} Personen eröffnet; alle Plätze sind besetzt.',
  'new.inChannel':
    'Ich darf hier keine Threads erstellen, deshalb wird dieses Spiel in diesem Kanal gespielt.',
  'new.cannotPost':
    'Ich kann in diesem Kanal nicht posten: ich brauche hier „Kanal ansehen“, „Nachrichten senden“, „Dateien anhängen“ und „Nachrichtenverlauf anzeigen“.',
  'new.guildOnly': 'Kogge wird in einem Serverkanal gespielt, nicht in Direktnachrichten.',
  'new.channelFull':
    'In diesem Kanal laufen schon so viele Spiele, wie er haben darf ({count}). Bitte beende oder brich zuerst eines ab, oder eröffne das Spiel in einem anderen Kanal.',
  'new.channelBusy':
    'Genau hier läuft schon ein Spiel, und ein neues könnte von hier aus keinen eigenen Thread bekommen. Bitte beende oder brich das Spiel zuerst ab, oder nimm einen anderen Kanal.',
  'new.tooManyHosted':
    'Du bist schon bei so vielen laufenden Spielen Host, wie eine Person gleichzeitig sein darf ({count}). Bitte beende oder brich zuerst eines davon ab.',
  'new.tooManyComputerGames':
    'Du hast schon so viele laufende Spiele gegen Computerspieler, wie eine Person gleichzeitig haben darf ({count}). Bitte beende oder brich zuerst eines davon ab.',

  // Public posts.
  'post.header': `**${W.ROUND} {round}** · {phase}`,
  'post.setup': '**Aufbau** · {phase}',
  'post.awaiting': '{who}: {decision}',
  'post.startChoice.chosen': '{player} hat gewählt',
  'post.startChoice.choosing': '{player} wählt noch',
  'post.log': 'Zuletzt:',
  'post.logLine': '• {line}',
  'post.ended': '**Spielende.** {result}',
  'post.ended.one': 'Gewonnen hat {players}.',
  'post.ended.shared': 'Gewonnen haben {players}.',
  'post.score': `{rank}. {player}: {vp} ${W.VP} ({dp} ${W.DP}, {offices}, {chits})`,
  'post.score.offices.one': `{count} ${W.OFFICE}`,
  'post.score.offices.other': `{count} ${W.OFFICES}`,
  'post.score.chits.one': `{count} ${W.CHIT}`,
  'post.score.chits.other': `{count} ${W.CHITS}`,
  'post.offer':
    '{to}: {from} bietet dir einen Handel an. Drücke „Aktionen“, dann „Handelsangebote“, um es zu sehen und zu antworten.',
  'post.offer.accepted': 'Handelsangebot von {from} an {to}: angenommen.',
  'post.offer.declined': 'Handelsangebot von {from} an {to}: abgelehnt.',
  'post.offer.withdrawn': 'Handelsangebot von {from} an {to}: zurückgezogen.',
  'post.offer.cancelled': 'Handelsangebot von {from} an {to}: nicht mehr möglich, gestrichen.',
  'post.lastMove': '**Letzter Spielzug:** {line}',
  'post.liveBoard': '[Live-Spielplan ↗]({link})',
  'post.kept': `{header} · der Spielplan, aufbewahrt für die Aufzeichnung`,
  'button.hand': 'Mein Besitz',
  'button.act': 'Aktionen',

  // A player's hand as text (ephemeral).
  'hand.text.goods': `${W.GOODS} auf deiner ${W.COG}: {goods}`,
  'hand.text.markers': `${W.MARKERS}: {markers}`,
  'hand.text.none': 'keine',
  'hand.text.raids': `${W.RAID_MARKERS}: {inHand} auf der Hand, {aside} beiseitegelegt`,
  'hand.text.chits': `${W.CHITS}: {chits}`,
  'hand.text.vp': `${W.VP}, wenn das Spiel jetzt endete: {vp}`,
  'hand.busyNoImage': 'Ich bin gerade sehr beschäftigt, deshalb kommt deine Hand diesmal nur als Text.',
  'hand.text.known': 'Verdeckte Routen, die du kennst: {routes}',
  'hand.text.route': '{city} {side}: {value}',
  'side.0': 'links',
  'side.1': 'rechts',

  // The action panel (ephemeral).
  'panel.header': `**${W.ROUND} {round}** · {phase}`,
  'panel.you': 'Du hast {holdings}.',
  'panel.outdated':
    '⌛ Diese Ansicht ist veraltet: das Spiel ist weitergegangen. Drücke Aktionen im neuesten Beitrag in {thread} für eine aktuelle.',
  'panel.nothing': 'Für dich gibt es gerade nichts zu tun. Das Spiel wartet auf: {waiting}',
  'panel.choose': 'Was machst du?',
  'panel.back': 'Zurück',
  'panel.chooseStart': `Wähle deine ${W.START_CITY} geheim: dort steht dein erstes ${W.OFFICE}, und sie kostet dich dein ${W.MARKER} mit ihrer Nummer. Die anderen sehen nur, dass du gewählt hast.`,
  'panel.startPicked': 'Du hast {city} gewählt. Die Wahl wird aufgedeckt, sobald alle gewählt haben.',
  'select.chooseStart': `Deine ${W.START_CITY}`,
  'option.city': '{value} · {city}',
  'panel.bid': `Biete um die Zugreihenfolge: wähle eines oder mehrere deiner ${W.MARKERS}.`,
  'panel.bid.forbidden': `Schon abgegebene ${W.BIDS} in dieser ${W.ROUND}: {bids}`,
  'panel.bid.chosen': `Dein ${W.BID}: {markers}.`,
  'panel.bid.repeated': `{markers} wurde in dieser ${W.ROUND} schon geboten; wähle ein anderes ${W.BID}.`,
  'select.bid': `${W.MARKERS_SHORT} zum Bieten`,
  'option.marker': `${W.MARKER} {value}`,
  'button.bid': 'Biete {markers}',
  'panel.guildMaster': `Du hast ${W.ORDER_CHIT} 1: zieh den ${W.GM} eine oder zwei Städte weiter.`,
  'button.guildMaster': '{steps} → {city}',
  'act.sail': 'Segeln',
  'act.collectOffice': `${W.OFFICE}waren nehmen`,
  'act.buildOffice': `${W.OFFICE} bauen ({cost})`,
  'act.gmTrade': `Handel mit dem ${W.GM}`,
  'act.buyMarkers': `${W.MARKERS_SHORT} kaufen`,
  'act.cityTrade': 'Handel mit {city}',
  'act.changeRoute': 'Route ändern',
  'act.raid': 'Überfallen',
  'act.endTurn': 'Zug beenden',
  'act.offerTrade': 'Handel anbieten',
  'act.offers': 'Handelsangebote ({count})',
  // K-40: {markers} is whyNot.officeMarkers ("ein Marker 4", "zwei Marker 4"), as in English.
  'cost.office': '{goods} und {markers}',
  'panel.sail': 'Wähle eine Route ab {city}.',
  'choice.letter': '{letter} · {choice}',
  'panel.busyNoImage': 'Ich bin gerade sehr beschäftigt, deshalb kommt diese Ansicht ohne deinen Spielplan.',
  'button.route.open': '{city} · kostet {cost}',
  'button.route.hidden': `? ${W.FACE_DOWN} · kostet {cost}`,
  'button.route.secret': `{city} per ${W.CHIT_SECRET_PASSAGE} · kostet {cost}`,
  'panel.pay': 'Diese Fahrt kostet {cost}: wähle, womit du zahlst.',
  'select.pay': 'Bezahlung',
  'pay.marker': `${W.MARKER_SHORT} {value}`,
  'panel.gmTrade': `Handle mit dem ${W.GM}.`,
  'select.gmTrade': 'Handel',
  'gm.raidMarker': `drei ${W.MARKERS} {value} → zweiter ${W.RAID_MARKER}`,
  'gm.bonusChit': `sechs {good} → ${W.CHIT} „{chit}“`,
  'gm.goodForMarker': `1 {good} → ${W.MARKER_SHORT} {value}`,
  'gm.markerForGood': `${W.MARKER_SHORT} {value} → 1 {good}`,
  'panel.buyMarkers': `Kaufe ein Paar ${W.MARKERS} vom ${W.MARKET} für eine Ware.`,
  'select.buyMarkers': 'Paar und Bezahlung',
  'option.buy': 'Paar {markers} für 1 {good}',
  'panel.cityTrade.one':
    'Handel mit {city}: jede Ware, die du gibst, bringt {count} Ware einer anderen Sorte.',
  'panel.cityTrade.other': `Handel mit {city}: jede Ware, die du gibst, bringt 1 bis {count} ${W.GOODS} anderer Sorten.`,
  'panel.cityTrade.sofar': 'Bisher gibst du {give} und bekommst {receive}.',
  'select.tradeGive': 'Eine Ware geben',
  'select.tradeTake': 'Für {good} nehmen',
  'option.give': '1 {good}',
  'button.trade': 'Tauschen',
  'button.reset': 'Neu anfangen',
  'panel.changeRoute': `Lege eines deiner ${W.MARKERS_SHORT} auf eine Route von {city} und nimm das dortige ${W.MARKER_SHORT}.`,
  'select.changeRoute': `Route und ${W.MARKER_SHORT}`,
  'option.changeRoute': `Route ({current}) ← dein ${W.MARKER_SHORT} {value}`,
  'option.faceDown': W.FACE_DOWN,
  'panel.raid': `Überfall in {city}: dein Zug endet, und jemand anderes schickt deine ${W.COG} weiter.`,
  'button.raid.cog': '{player} überfallen',
  'button.raid.city': '{city} überfallen',
  'panel.split': `{raider} überfällt deine ${W.COG}: teile deine ${W.GOODS} in zwei Stapel; {raider} nimmt einen.`,
  'select.split': 'Deine zwei Stapel',
  'option.split': '{first} | {second}',
  'panel.pick': 'Nimm einen der beiden Stapel, die {victim} gebildet hat.',
  'button.pile': 'Stapel {number}: {goods}',
  'button.square.hidden': `? ${W.FACE_DOWN}`,
  'panel.offer': `Ein Handel mit jemandem, dessen ${W.COG} in deiner Stadt liegt.`,
  'panel.offer.terms': 'An {partner}: du gibst {give}; du bekommst {receive}.',
  'select.partner': 'Handeln mit',
  'select.offerGive': 'Zu deinem Angebot hinzufügen',
  'select.offerAsk': 'Zu deiner Forderung hinzufügen',
  'button.sendOffer': 'Angebot senden',
  'panel.offers': 'Deine offenen Handelsangebote:',
  'panel.offer.in': '#{id} von {player}: du bekommst {receive}; du gibst {give}',
  'panel.offer.out': '#{id} an {player}: du gibst {give}; du bekommst {receive}',
  'button.accept': '#{id} annehmen',
  'button.decline': '#{id} ablehnen',
  'button.withdraw': '#{id} zurückziehen',
  'holdings.text': '{goods} und {markers}',
  'holdings.markers': `${W.MARKERS} {markers}`,
  'holdings.noMarkers': `keine ${W.MARKERS_SHORT}`,

  // Ephemeral answers.
  'reply.stale': 'Diese Ansicht ist veraltet; hier ist eine neue.',
  'reply.notPlayer': 'Du spielst in diesem Spiel nicht mit; Spielplan und Verlauf kannst du dir ansehen.',
  'reply.noGame': 'In diesem Kanal oder Thread gibt es kein Kogge-Spiel.',
  'reply.gameGone': 'Dieses Spiel gibt es nicht mehr.',
  'reply.gameBroken':
    'Der gespeicherte Stand dieses Spiels ist beschädigt, deshalb kann es nicht gespielt werden.',
  'reply.gameOver': 'Dieses Spiel ist vorbei.',
  'store.gameLost':
    'Dieses Spiel konnte nicht geladen werden: sein gespeicherter Stand ist beschädigt. Wer den Bot betreibt, bewahrt eine Kopie auf; in diesem Thread passiert nichts mehr.',
  'server.language.notAllowed': 'Nur wer diesen Server verwalten darf, kann seine Sprache wählen.',
  'server.language.unknown': 'Diese Sprache spricht Kogge noch nicht: Wähle eine aus der Liste.',
  'server.language.set':
    'Neue Spiele auf diesem Server zeigen ihren Spielplan und ihre öffentlichen Nachrichten in dieser Sprache: {language}. Laufende Spiele behalten ihre Sprache.',
  'server.language.preferred':
    'Neue Spiele auf diesem Server folgen wieder seiner bevorzugten Sprache: {language}. Laufende Spiele behalten ihre Sprache.',
  'server.boards.notAllowed':
    'Nur wer diesen Server verwalten darf, kann wählen, wie seine Spiele den Spielplan zeigen.',
  'server.boards.unknown':
    'So lässt sich der Spielplan nicht zeigen: wähle „Live“ oder „Jeder Zug“ aus der Liste.',
  'server.boards.live': `Spiel-Threads auf diesem Server behalten einen Live-Spielplan, der nach jeder Entscheidung aktualisiert wird; eine kurze neue Zeile pingt, wer als Nächstes dran ist, und verlinkt ihn, und einmal je ${W.ROUND} bleibt der Spielplan für die Aufzeichnung stehen. Laufende Spiele folgen ab ihrer nächsten Entscheidung.`,
  'server.boards.everyMove':
    'Spiel-Threads auf diesem Server bekommen ein neues Spielplanbild, sobald ein anderer Spieler dran ist. Laufende Spiele folgen ab ihrer nächsten Entscheidung.',
  'status.notAllowed': 'Nur wer diesen Server verwalten darf, kann seinen Status sehen.',
  'status.shown':
    'Kogge auf diesem Server: Shard {shard} von {shards}; Latenz des Gateways: {latency}; laufende Spiele: {games}; Speicher: {store}; Spielpläne: {boards}. Seine Spielaufzeichnungen sind mit dem öffentlichen Schlüssel `{key}` signiert.',
  'status.latency.ms': '{ms} Millisekunden',
  'status.latency.unknown': 'noch nicht gemessen',
  'status.boards.live': 'ein Live-Spielplan je Spiel',
  'status.boards.everyMove': 'ein neuer Spielplan je Zug',
  'reply.savedMeanwhile':
    'Das Spiel hat sich im selben Moment geändert, deshalb wurde deine Aktion nicht ausgeführt. Sieh dir den Spielplan an und versuch es noch einmal.',
  'reply.failed':
    'Bei mir ist etwas schiefgegangen; das Spiel ist unverändert. Bitte versuch es noch einmal.',
  'reply.notApplied': 'Ich wurde neu gestartet, bevor deine Aktion ausgeführt war, deshalb gilt sie nicht.',
  'reply.restarted':
    'Ich wurde neu gestartet, bevor ich darauf antworten konnte, deshalb ist nichts geschehen. Bitte versuche es noch einmal.',
  'new.restartedNotOpened':
    'Ich wurde neu gestartet, bevor dein Spiel eröffnet war, deshalb gibt es kein Spiel. Bitte versuche /kogge neu noch einmal.',
  'reply.commandMoved':
    '{command} heißt jetzt {replacement}: bitte benutze diesen Befehl. Dein Discord zeigt vielleicht noch eine Weile die alte Liste.',
  'reply.commandUnknown':
    'Diesen Befehl kenne ich nicht mehr; dein Discord zeigt vielleicht noch eine alte Liste. Tippe /, um die aktuellen Befehle zu sehen.',
  'reply.noPermission':
    'Mir fehlt in diesem Kanal eine Berechtigung, deshalb konnte ich den Spielplan nicht posten. Das Spiel selbst ist gespeichert.',
  'reply.notUnderstood': 'Das habe ich nicht verstanden; das Spiel ist unverändert.',
  'reply.slowDown':
    'Du hast in den letzten {seconds} Sekunden {count} Bilder angefordert: das ist meine Grenze, damit jeder Tisch seine Spielpläne rechtzeitig bekommt. Bitte warte ein paar Sekunden und frag noch einmal.',
  'reply.busyNoBoard':
    'Ich bin gerade sehr beschäftigt, deshalb habe ich diesen Spielplan nicht für dich gezeichnet; das Spiel geht wie gewohnt weiter. Bitte frag in einer Minute noch einmal.',
} as const satisfies Record<keyof typeof enBot, string>;
