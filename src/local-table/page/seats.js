// The user switcher: the local players at one screen (four to start with, more as they sit
// down: a league of eight fits). Each seat sees only its own ephemeral messages; `?user=<name>`
// in the address gives a window its own seat, and "New seat" here makes one and takes it.
import { call, showError } from './api.js';
import { hue } from './render.js';
import { h, s, state } from './state.js';

const $ = (id) => document.getElementById(id);

/**
 * `onSwitch(username)` loads the page again as that seat (also after this seat's language
 * changed: the page's own words come with it).
 */
export function setUpSeats(onSwitch) {
  const button = $('me-button');
  button.addEventListener('click', () => {
    const menu = $('seats');
    menu.hidden = !menu.hidden;
    button.setAttribute('aria-expanded', String(!menu.hidden));
    if (!menu.hidden) drawSeats(onSwitch);
  });
}

export function drawMe() {
  const me = state.me;
  $('me-button').replaceChildren(
    h(
      'span',
      { class: 'avatar small', style: `--hue:${hue(me.id)}` },
      me.displayName.slice(0, 1).toUpperCase(),
    ),
    h('span', { class: 'me-name', id: 'me-name' }, me.displayName),
    h('span', { class: 'me-switch' }, `⇄ ${s('switchUser')}`),
  );
}

function drawSeats(onSwitch) {
  const seats = [...state.users.values()].filter((u) => !u.bot);
  $('seats').replaceChildren(
    ...seats.map((user) =>
      h(
        'div',
        {
          class: `seat${user.id === state.me.id ? ' current' : ''}`,
          role: 'menuitem',
          dataset: { seat: user.username },
        },
        h(
          'button',
          { type: 'button', class: 'seat-pick', onclick: () => onSwitch(user.username) },
          user.displayName,
        ),
        h(
          'button',
          {
            type: 'button',
            class: 'seat-rename link-button',
            title: s('rename'),
            onclick: (e) => rename(e, user),
          },
          '✎',
        ),
      ),
    ),
    newSeat(onSwitch),
    languagePicker(onSwitch),
    h('p', { class: 'hint' }, s('seatHint')),
  );
}

/**
 * Issue 38: a new seat from the menu, as `?user=<name>` makes one (the server checks the name
 * the same way); this window then takes it, and every window's menu lists it.
 */
function newSeat(onSwitch) {
  const input = h('input', {
    id: 'new-seat-name',
    maxLength: 32,
    placeholder: s('newSeatName'),
    'aria-label': s('newSeatName'),
    autocomplete: 'off',
  });
  return h(
    'form',
    {
      class: 'rename new-seat',
      onsubmit: async (event) => {
        event.preventDefault();
        const name = input.value.trim();
        if (!name) return input.focus();
        try {
          const seat = await call('POST', '/table/seats', { username: name }, name);
          onSwitch(seat.username);
        } catch (error) {
          showError(error);
          input.focus();
        }
      },
    },
    input,
    h('button', { type: 'submit', class: 'btn style-1', id: 'new-seat-add' }, s('newSeat')),
  );
}

/**
 * Issue 25: this seat's language, as a Discord client's: the bot answers its clicks in it.
 * Only this window's own seat: Discord shows no one another person's language.
 */
function languagePicker(onSwitch) {
  const select = h(
    'select',
    {
      id: 'seat-language',
      onchange: async () => {
        try {
          await call('PATCH', '/table/me/locale', { locale: select.value });
          onSwitch(state.me.username);
        } catch (error) {
          showError(error);
          select.value = state.locale;
        }
      },
    },
    ...state.languages.map((l) => h('option', { value: l.code, selected: l.code === state.locale }, l.name)),
  );
  return h('label', { class: 'seat-language' }, h('span', {}, s('language')), select);
}

function rename(event, user) {
  const row = event.target.closest('.seat');
  const input = h('input', { value: user.displayName, maxLength: 32, 'aria-label': s('rename') });
  const form = h(
    'form',
    {
      class: 'rename',
      onsubmit: async (e) => {
        e.preventDefault();
        try {
          // Renaming speaks for that seat, like changing one's own name in Discord.
          await call('PATCH', '/table/me', { display_name: input.value }, user.username);
        } catch (error) {
          showError(error);
        }
      },
    },
    input,
    h('button', { type: 'submit', class: 'btn style-1' }, s('save')),
  );
  row.replaceChildren(form);
  input.focus();
}
