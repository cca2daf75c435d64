// German for en-welcome.ts: the bot's welcome in a server it has never greeted.
import type { enWelcome } from '../en-welcome';
import * as W from './glossary';

export const deWelcome = {
  'welcome.text': `**Willkommen bei Kogge**, einem Handelsspiel der Hanse für 2 bis 4 Personen: segle mit deiner ${W.COG} über die Ostsee, handle mit ${W.GOODS_DAT} und baue ${W.OFFICES}. Drück einen Knopf, um gleich loszulegen, oder tippe \`/kogge neu computer:3\`, um gegen drei Computerspieler zu spielen (nur \`/kogge neu\` eröffnet einen Tisch, an den sich deine Freunde setzen können).`,
  'welcome.solo': 'Gegen Computerspieler spielen',
  'welcome.friends': 'Mit Freunden spielen',
  'welcome.started':
    'Deine Partie gegen drei Computerspieler hat in {thread} begonnen, dort liegt ihr Brett. Deine erste Entscheidung:',
} as const satisfies Record<keyof typeof enWelcome, string>;
