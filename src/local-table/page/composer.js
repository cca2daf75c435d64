// The chat box: a plain message, or a slash command. Typing "/" lists the bot's commands;
// picking one, or typing its words and a space, shows its options as fields (required
// first). Options may also be typed as `name:value` after the command, as in Discord's
// client: each fills its field as it is typed, with the option names, choices and the bot's
// live autocomplete offered, and a wrong name or value is marked before anything is sent.
import { call, showError } from './api.js';
import {
  choicesFor,
  leaves,
  matchLeaf,
  OPTION,
  optionNamed,
  parseOptions,
  readValue,
} from './command-line.js';
import { sendInteraction } from './interactions.js';
import { filledOptions, optionField, suggest } from './option-fields.js';
import { hidePopup, onPopupKey, showPopup } from './popup.js';
import { channelName, h, s, state } from './state.js';

let current = null; // the command being filled: { path, options }
let typedFields = new Set(); // options whose field was filled from the typed line

const $ = (id) => document.getElementById(id);

export function setUpComposer() {
  const input = $('composer-input');
  $('command-cancel').addEventListener('click', leaveCommand);
  input.addEventListener('input', () => void (current ? readTyped() : readPlain()));
  input.addEventListener('keydown', (event) => {
    // A whole command typed: Enter sends it (the form's submit), the list left closed.
    if (event.key === 'Enter' && sendsOnEnter()) return hidePopup();
    onPopupKey(event);
  });
  $('composer').addEventListener('submit', (event) => {
    event.preventDefault();
    void (current ? sendTyped() : sendPlain());
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

async function knownLeaves() {
  // Commands may have been registered since the page loaded (the bot deploys at start).
  if (!state.commands.length) state.commands = (await call('GET', '/table/state')).commands;
  // Named as a client in this seat's language lists them (issue 38); the default names work too.
  return leaves(state.commands, state.locale);
}

/** `/kogge new`, in the seat's language. */
const shownPath = (leaf) => `/${(leaf.words ?? leaf.path).join(' ')}`;
const labelOf = (option) => option.label ?? option.name;

/**
 * Issue 38: Enter on a line that names a whole command sends it, even while the list of
 * commands is open (it would otherwise pick the list's first row and only open the fields).
 */
function sendsOnEnter() {
  const input = $('composer-input');
  if (current || !input.value.startsWith('/')) return false;
  return Boolean(matchLeaf(input.value.trimEnd(), leaves(state.commands, state.locale)));
}

/** A line starting with "/": once a command's words are typed and a space, its options open. */
async function readPlain() {
  const input = $('composer-input');
  if (!input.value.startsWith('/')) return hidePopup();
  const all = await knownLeaves();
  const found = matchLeaf(input.value, all);
  if (found?.complete && !current) enterCommand(found.leaf, found.rest);
  else listCommands(input.value, all);
}

/** Enter on a whole typed command runs it; a line naming no command is not posted as chat. */
async function sendPlain() {
  const input = $('composer-input');
  if (!input.value.startsWith('/')) return sendMessage();
  const all = await knownLeaves();
  const found = matchLeaf(input.value, all);
  if (found) {
    enterCommand(found.leaf, found.rest);
    return sendTyped();
  }
  const word = input.value.slice(1).split(/\s+/u)[0].toLowerCase();
  if (!state.commands.some((c) => c.name === word)) return sendMessage();
  markErrors([['unknownCommand', { command: input.value.trim() }]], input);
}

function listCommands(typed, all) {
  const wanted = typed.slice(1).trim().replace(/\s+/gu, ' ').toLowerCase();
  const matches = all.filter((leaf) =>
    [leaf.path, leaf.words ?? leaf.path].some((words) => words.join(' ').toLowerCase().startsWith(wanted)),
  );
  const rows = matches.map((leaf) => ({
    attributes: { dataset: { command: leaf.path.join(' ') } },
    children: [
      h('span', { class: 'popup-name' }, shownPath(leaf)),
      h('span', { class: 'popup-description' }, leaf.description ?? ''),
    ],
    onPick: () => enterCommand(leaf),
  }));
  showPopup(rows, s('noCommands'));
}

const pathOf = () => current?.path;

/** Opens the command's option fields; `typed` is what follows its words on the typed line. */
function enterCommand(leaf, typed) {
  current = leaf;
  typedFields = new Set();
  hidePopup();
  markErrors([]);
  const input = $('composer-input');
  input.value = typed ?? '';
  input.placeholder = s('typedOptions', { example: exampleOf(leaf) });
  $('command').hidden = false;
  $('command-name').textContent = shownPath(leaf);
  const ordered = [...leaf.options].sort((a, b) => Number(Boolean(b.required)) - Number(Boolean(a.required)));
  $('command-options').replaceChildren(...ordered.map((option) => optionField(option, pathOf)));
  if (typed === undefined) {
    // Picked from the list: the first field takes the focus (and asks the bot, if it may).
    $('command-options').querySelector('input, select')?.focus();
    return;
  }
  input.focus();
  readTyped();
}

function leaveCommand() {
  current = null;
  typedFields = new Set();
  hidePopup();
  markErrors([]);
  $('command').hidden = true;
  const input = $('composer-input');
  input.value = '';
  updatePlaceholder();
  input.focus();
}

function exampleOf(leaf) {
  const option = leaf.options.find((o) => o.required) ?? leaf.options[0];
  if (!option) return '—';
  const sample =
    option.choices?.[0]?.value ?? (option.type === OPTION.boolean ? 'true' : (option.min_value ?? '…'));
  return `${labelOf(option)}:${sample}`;
}

const fieldOf = (name) => $('command-options').querySelector(`[data-option="${CSS.escape(name)}"]`);

/**
 * Reads the `name:value` words typed after the command into their fields, marks what is
 * wrong, and offers completions for the word being typed. Returns the errors found.
 */
function readTyped() {
  const input = $('composer-input');
  const example = exampleOf(current);
  const errors = [];
  const seen = new Set();
  const tokens = parseOptions(input.value);
  for (const token of tokens) {
    if (token.word !== undefined) {
      if (!token.open) errors.push(['option.stray', { word: token.word, example }]);
      continue;
    }
    const option = optionNamed(current.options, token.name);
    if (!option) {
      const options = current.options.map(labelOf).join(', ') || '—';
      errors.push(['option.unknown', { command: shownPath(current).slice(1), option: token.name, options }]);
      continue;
    }
    seen.add(option.name);
    const read = readValue(option, token.value, lookup);
    fillField(fieldOf(option.name), read, token.value);
    if (read.error) errors.push(read.error);
  }
  for (const name of typedFields) if (!seen.has(name)) fillField(fieldOf(name), { value: '' }, '');
  typedFields = seen;
  markErrors(errors, input);
  offerCompletions(tokens.at(-1));
  return errors;
}

function fillField(field, read, typed) {
  if (!field) return;
  const value = read.error ? typed : read.value;
  // A suggestion picked for this very text keeps its value (an autocompleted option).
  if (field.value !== value) delete field.dataset.choice;
  field.value = value;
  // A select cannot hold a value it does not list: the mark and the sentence say why.
  if (field.tagName === 'SELECT' && field.value !== read.value) field.value = '';
  const message = read.error ? s(...read.error) : '';
  field.setCustomValidity(message);
  field.classList.toggle('invalid', Boolean(message));
}

/** The server's users, channels and roles by what a person would type for them. */
function lookup(type, text) {
  const wanted = text.toLowerCase();
  const byName = (entries) => entries.find(([, name]) => name.toLowerCase() === wanted)?.[0];
  if (type === OPTION.user)
    return byName(
      [...state.users.values()].flatMap((u) => [
        [u.id, u.username],
        [u.id, u.displayName],
      ]),
    );
  if (type === OPTION.channel) return byName(state.channels.map((c) => [c.id, c.name]));
  return byName([...state.roles]);
}

/** The sentences for what is wrong, under the fields; none clears them. */
function markErrors(errors, input = $('composer-input')) {
  const texts = errors.map(([key, params]) => s(key, params));
  const box = $('command-error');
  box.replaceChildren(...texts.map((text) => h('div', {}, text)));
  box.hidden = texts.length === 0;
  input.setCustomValidity(texts[0] ?? '');
  input.classList.toggle('invalid', texts.length > 0);
}

/** For the word under the cursor: option names, an option's choices, or the bot's suggestions. */
function offerCompletions(last) {
  if (!last?.open) return hidePopup();
  if (last.word !== undefined) {
    const typed = last.word.toLowerCase();
    const names = current.options
      .filter(
        (o) =>
          (labelOf(o).toLowerCase().startsWith(typed) || o.name.startsWith(typed)) &&
          !typedFields.has(o.name),
      )
      .map((o) => ({ name: `${labelOf(o)}:`, detail: o.description, text: `${labelOf(o)}:` }));
    return showCompletions(names);
  }
  const option = optionNamed(current.options, last.name);
  if (!option) return hidePopup();
  if (option.autocomplete)
    return void suggest(fieldOf(option.name), option, pathOf, (choice) => completeLast(option, choice));
  const choices = choicesFor(option, last.value);
  const exact = choices.some((c) =>
    [c.name, c.value].some((v) => v.toLowerCase() === last.value.toLowerCase()),
  );
  if (exact) return hidePopup();
  showCompletions(choices.map((c) => ({ name: c.name, text: `${labelOf(option)}:${quoted(c.value)} ` })));
}

function showCompletions(items) {
  if (!items.length) return hidePopup();
  const rows = items.map((item) => ({
    attributes: { dataset: { completion: item.text } },
    children: [
      h('span', { class: 'popup-name' }, item.name),
      item.detail ? h('span', { class: 'popup-description' }, item.detail) : null,
    ],
    onPick: () => replaceLast(item.text),
  }));
  showPopup(rows);
}

function completeLast(option, choice) {
  const field = fieldOf(option.name);
  field.value = choice.name;
  field.dataset.choice = String(choice.value);
  replaceLast(`${labelOf(option)}:${quoted(choice.name)} `);
}

const quoted = (value) => (/\s/u.test(value) ? `"${value}"` : String(value));

/** Swaps the word being typed for its completion, then reads the line again. */
function replaceLast(text) {
  const input = $('composer-input');
  const start = input.value.search(/\S+$/u);
  input.value = `${start < 0 ? input.value : input.value.slice(0, start)}${text}`;
  hidePopup();
  input.focus();
  readTyped();
}

/** Enter with the command's options open: the typed line is read once more, then sent. */
async function sendTyped() {
  if (readTyped().length > 0) {
    $('composer-input').focus();
    return;
  }
  await sendCommand();
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
