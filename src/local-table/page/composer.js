// The chat box: a plain message, or a slash command. Typing "/" lists the bot's commands;
// picking one shows its options as fields (required first), with choices, and live
// autocomplete from the bot for options that ask for it.
import { call, showError } from './api.js';
import { sendInteraction } from './interactions.js';
import { channelName, h, s, state } from './state.js';

const OPTION = {
  subcommand: 1,
  group: 2,
  string: 3,
  integer: 4,
  boolean: 5,
  user: 6,
  channel: 7,
  role: 8,
  number: 10,
};
const AUTOCOMPLETE_DELAY_MS = 150;

let current = null; // the command being filled: { path, options }
let highlighted = 0;

const $ = (id) => document.getElementById(id);

export function setUpComposer() {
  const input = $('composer-input');
  $('command-cancel').addEventListener('click', leaveCommand);
  input.addEventListener('input', () =>
    input.value.startsWith('/') ? listCommands(input.value) : hidePopup(),
  );
  input.addEventListener('keydown', (event) => {
    const items = [...$('popup').querySelectorAll('[role=option]')];
    if ($('popup').hidden || !items.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      highlighted = (highlighted + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length;
      items.forEach((item, i) => item.setAttribute('aria-selected', String(i === highlighted)));
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      items[highlighted]?.click();
    } else if (event.key === 'Escape') {
      hidePopup();
    }
  });
  $('composer').addEventListener('submit', (event) => {
    event.preventDefault();
    void (current ? sendCommand() : sendMessage());
  });
}

export function updatePlaceholder() {
  $('composer-input').placeholder = s('messagePlaceholder', { channel: channelName(state.channelId) });
}

async function sendMessage() {
  const input = $('composer-input');
  const content = input.value;
  if (!content.trim()) return;
  try {
    await call('POST', '/table/messages', { channel_id: state.channelId, content });
    input.value = '';
  } catch (error) {
    showError(error);
  }
}

/** Every command and subcommand as one entry: `/kogge new`, `/kogge join` … */
function leaves() {
  const found = [];
  const walk = (path, node) => {
    const subs = (node.options ?? []).filter((o) => o.type === OPTION.subcommand || o.type === OPTION.group);
    if (!subs.length) found.push({ path, description: node.description, options: node.options ?? [] });
    for (const sub of subs) walk([...path, sub.name], sub);
  };
  for (const command of state.commands.filter((c) => (c.type ?? 1) === 1)) walk([command.name], command);
  return found;
}

async function listCommands(typed) {
  // Commands may have been registered since the page loaded (the bot deploys at start).
  if (!state.commands.length) state.commands = (await call('GET', '/table/state')).commands;
  const wanted = typed.slice(1).trim().toLowerCase();
  const matches = leaves().filter((leaf) => leaf.path.join(' ').startsWith(wanted));
  highlighted = 0;
  const popup = $('popup');
  popup.replaceChildren(
    ...(matches.length
      ? matches.map((leaf, i) =>
          h(
            'div',
            {
              role: 'option',
              class: 'popup-item',
              'aria-selected': String(i === 0),
              dataset: { command: leaf.path.join(' ') },
              onclick: () => enterCommand(leaf),
            },
            h('span', { class: 'popup-name' }, `/${leaf.path.join(' ')}`),
            h('span', { class: 'popup-description' }, leaf.description ?? ''),
          ),
        )
      : [h('div', { class: 'popup-empty' }, s('noCommands'))]),
  );
  popup.hidden = false;
}

function hidePopup() {
  $('popup').hidden = true;
}

function enterCommand(leaf) {
  current = leaf;
  hidePopup();
  $('composer-input').value = '';
  $('composer-input').hidden = true;
  $('command').hidden = false;
  $('command-name').textContent = `/${leaf.path.join(' ')}`;
  const ordered = [...leaf.options].sort((a, b) => Number(Boolean(b.required)) - Number(Boolean(a.required)));
  $('command-options').replaceChildren(...ordered.map(optionField));
  $('command-options').querySelector('input, select')?.focus();
}

function leaveCommand() {
  current = null;
  hidePopup();
  $('command').hidden = true;
  $('composer-input').hidden = false;
  $('composer-input').focus();
}

function optionField(option) {
  const control = optionControl(option);
  control.dataset.option = option.name;
  control.setAttribute('aria-label', option.name);
  return h(
    'label',
    { class: 'option', title: option.description },
    h(
      'span',
      { class: 'option-name' },
      option.name,
      option.required ? h('span', { class: 'required' }, ' *') : null,
    ),
    control,
  );
}

function optionControl(option) {
  const required = Boolean(option.required);
  const pick = (choices) =>
    h(
      'select',
      { required },
      h('option', { value: '' }, ''),
      choices.map((c) => h('option', { value: String(c.value) }, c.name)),
    );
  if (option.choices?.length) return pick(option.choices);
  switch (option.type) {
    case OPTION.boolean:
      return pick([
        { name: 'True', value: 'true' },
        { name: 'False', value: 'false' },
      ]);
    case OPTION.user:
      return pick(
        [...state.users.values()].filter((u) => !u.bot).map((u) => ({ name: u.displayName, value: u.id })),
      );
    case OPTION.channel:
      return pick(
        state.channels.filter((c) => c.kind !== 'dm').map((c) => ({ name: `#${c.name}`, value: c.id })),
      );
    case OPTION.role:
      return pick([...state.roles].map(([id, name]) => ({ name, value: id })));
    case OPTION.integer:
    case OPTION.number:
      if (!option.autocomplete) {
        return h('input', {
          type: 'number',
          required,
          min: option.min_value ?? undefined,
          max: option.max_value ?? undefined,
          step: option.type === OPTION.integer ? '1' : 'any',
        });
      }
    // falls through: an autocompleted number is typed like text, and checked by Discord.
    default: {
      const input = h('input', {
        type: 'text',
        required,
        minLength: option.min_length ?? undefined,
        maxLength: option.max_length ?? undefined,
      });
      if (option.autocomplete) autocompleteOn(input, option);
      return input;
    }
  }
}

/** What the user put in the fields: the value chosen from autocomplete, or what they typed. */
function filledOptions(exceptEmpty = true) {
  return [...$('command-options').querySelectorAll('[data-option]')]
    .map((el) => ({ name: el.dataset.option, value: el.dataset.choice ?? el.value }))
    .filter((o) => !exceptEmpty || o.value !== '');
}

function autocompleteOn(input, option) {
  let timer;
  const ask = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void suggest(input, option), AUTOCOMPLETE_DELAY_MS);
  };
  input.addEventListener('input', () => {
    delete input.dataset.choice;
    ask();
  });
  input.addEventListener('focus', ask);
}

async function suggest(input, option) {
  if (!current || !input.isConnected) return;
  const options = filledOptions().filter((o) => o.name !== option.name);
  options.push({ name: option.name, value: input.value });
  let result;
  try {
    result = await call('POST', '/table/interactions', {
      type: 4,
      channel_id: state.channelId,
      data: { path: current.path, options, focused: option.name },
    });
  } catch (error) {
    showError(error);
    return;
  }
  const popup = $('popup');
  popup.replaceChildren(
    ...(result.choices.length
      ? result.choices.map((choice) =>
          h(
            'div',
            {
              role: 'option',
              class: 'popup-item',
              dataset: { value: String(choice.value) },
              onclick: () => {
                input.value = choice.name;
                input.dataset.choice = String(choice.value);
                hidePopup();
              },
            },
            choice.name,
          ),
        )
      : [h('div', { class: 'popup-empty' }, s('noChoices'))]),
  );
  popup.hidden = false;
}

async function sendCommand() {
  const form = $('composer');
  if (!form.reportValidity()) return;
  const id = await sendInteraction(
    { type: 2, channel_id: state.channelId, data: { path: current.path, options: filledOptions() } },
    form,
  );
  if (id) leaveCommand();
}
