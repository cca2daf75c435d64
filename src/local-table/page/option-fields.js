// A command's options as form fields, the way Discord's client shows them: a list for
// choices, booleans, users, channels and roles; a number box; a text box, with the bot's
// autocomplete asked as it is typed. `pathOf()` is the open command's path, or undefined
// once it is closed (a late autocomplete answer is then dropped).
import { call, showError } from './api.js';
import { OPTION } from './command-line.js';
import { hidePopup, showPopup } from './popup.js';
import { h, s, state } from './state.js';

const AUTOCOMPLETE_DELAY_MS = 150;

const $ = (id) => document.getElementById(id);

export function optionField(option, pathOf) {
  const control = optionControl(option, pathOf);
  // The default name is what the interaction carries; the label, the seat's language's name.
  control.dataset.option = option.name;
  control.setAttribute('aria-label', option.label ?? option.name);
  return h(
    'label',
    { class: 'option', title: option.description },
    h(
      'span',
      { class: 'option-name' },
      option.label ?? option.name,
      option.required ? h('span', { class: 'required' }, ' *') : null,
    ),
    control,
  );
}

function optionControl(option, pathOf) {
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
      if (option.autocomplete) autocompleteOn(input, option, pathOf);
      return input;
    }
  }
}

/** What the user put in the fields: the value chosen from autocomplete, or what they typed. */
export function filledOptions(exceptEmpty = true) {
  return [...$('command-options').querySelectorAll('[data-option]')]
    .map((el) => ({ name: el.dataset.option, value: el.dataset.choice ?? el.value }))
    .filter((o) => !exceptEmpty || o.value !== '');
}

function autocompleteOn(input, option, pathOf) {
  let timer;
  const ask = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void suggest(input, option, pathOf), AUTOCOMPLETE_DELAY_MS);
  };
  input.addEventListener('input', () => {
    delete input.dataset.choice;
    ask();
  });
  input.addEventListener('focus', ask);
}

/** Asks the bot for the option's choices and lists them; `onPick` replaces filling the field. */
export async function suggest(input, option, pathOf, onPick) {
  const path = pathOf();
  if (!path || !input.isConnected) return;
  const options = filledOptions().filter((o) => o.name !== option.name);
  options.push({ name: option.name, value: input.value });
  let result;
  try {
    result = await call('POST', '/table/interactions', {
      type: 4,
      channel_id: state.channelId,
      data: { path, options, focused: option.name },
    });
  } catch (error) {
    showError(error);
    return;
  }
  const rows = result.choices.map((choice) => ({
    attributes: { dataset: { value: String(choice.value) } },
    children: [choice.name],
    onPick: () => {
      if (onPick) return onPick(choice);
      input.value = choice.name;
      input.dataset.choice = String(choice.value);
      hidePopup();
    },
  }));
  showPopup(rows, s('noChoices'), false);
}
