// Beside the bot's welcome, what only the local table can say: friends on this machine play
// in windows of their own, one `?user=` each. The bot cannot tell it is here (DESIGN.md,
// "Local table"), so the page adds this line under the welcome it recognises by its buttons.
import { h, s } from './state.js';

/** The welcome's buttons: `k|welcome|…` (src/bot/welcome-message.ts). */
const WELCOME_ID = /^k\|welcome\|/;

export function isWelcome(message) {
  return message.components.some((row) =>
    (row.components ?? []).some((c) => WELCOME_ID.test(String(c.custom_id ?? ''))),
  );
}

/** The note, with another seat's address as a link that opens a window of its own. */
export function welcomeNote() {
  const address = `${location.origin}/?user=bernd`;
  // The sentence holds {link} where the address goes; a marker splits it around the link.
  const [before, after = ''] = s('welcomeNote', { link: '\u0000' }).split('\u0000');
  return h(
    'p',
    { class: 'hint welcome-note' },
    before,
    h('a', { href: address, target: '_blank', rel: 'noopener' }, address),
    after,
  );
}
