// A modal the bot opened: text inputs (in action rows or labels), text, and string selects.
// Submitting sends the values back as the user whose interaction opened it.
import { call, refusalText } from './api.js';
import { markdown } from './markdown.js';
import { h, s } from './state.js';

const TYPE = { actionRow: 1, stringSelect: 3, textInput: 4, textDisplay: 10, label: 18 };
const PARAGRAPH = 2;

let openedBy = '';
let customId = '';
let sourceMessage = '';

/** Opens the modal the bot sent in answer to `interactionId` (from a message, if a component). */
export function openModal(interactionId, modal, messageId = '') {
  openedBy = interactionId;
  sourceMessage = messageId;
  customId = modal.custom_id;
  const dialog = document.getElementById('modal');
  document.getElementById('modal-title').textContent = modal.title;
  document.getElementById('modal-error').hidden = true;
  const body = document.getElementById('modal-body');
  body.replaceChildren(...modal.components.map(field));
  dialog.showModal();
  body.querySelector('input, textarea, select')?.focus();
}

/**
 * `watch` waits for the bot's answer to the submitted modal (interactions.js, which opens
 * modals too): handed in by app.js, so that neither file imports the other.
 */
export function setUpModal(watch) {
  const dialog = document.getElementById('modal');
  const form = document.getElementById('modal-form');
  document.getElementById('modal-cancel').addEventListener('click', () => dialog.close());
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!form.reportValidity()) return;
    const values = {};
    for (const input of form.querySelectorAll('[data-custom-id]'))
      values[input.dataset.customId] = input.value;
    try {
      const result = await call('POST', '/table/interactions', {
        type: 5,
        interaction_id: openedBy,
        data: { custom_id: customId, values },
      });
      dialog.close();
      watch(result.id, document.querySelector(`.message[data-id="${sourceMessage}"]`));
    } catch (error) {
      const note = document.getElementById('modal-error');
      note.textContent = refusalText(error);
      note.hidden = false;
    }
  });
}

function field(c) {
  switch (c.type) {
    case TYPE.actionRow:
      return h(
        'div',
        { class: 'modal-row' },
        c.components.map((input) => labelled(input.label, undefined, input)),
      );
    case TYPE.label:
      return labelled(c.label, c.description, c.component);
    case TYPE.textDisplay: {
      const el = h('div', { class: 'text-display' });
      el.innerHTML = markdown(c.content);
      return el;
    }
    default:
      return h('div', { class: 'unsupported' }, `component ${c.type}`);
  }
}

function labelled(label, description, input) {
  const required = input.required ?? true;
  return h(
    'label',
    { class: 'modal-field' },
    h(
      'span',
      { class: 'modal-label' },
      label ?? '',
      required ? h('span', { class: 'required' }, ' *') : null,
    ),
    description ? h('span', { class: 'modal-description' }, description) : null,
    control(input, required),
  );
}

function control(input, required) {
  if (input.type === TYPE.stringSelect) {
    return h(
      'select',
      { dataset: { customId: input.custom_id }, required },
      h('option', { value: '' }, input.placeholder ?? s('selectPlaceholder')),
      (input.options ?? []).map((o) =>
        h('option', { value: o.value, selected: Boolean(o.default) }, o.label),
      ),
    );
  }
  const props = {
    dataset: { customId: input.custom_id },
    required,
    minLength: input.min_length ?? undefined,
    maxLength: input.max_length ?? undefined,
    placeholder: input.placeholder ?? undefined,
    value: input.value ?? undefined,
  };
  return input.style === PARAGRAPH ? h('textarea', { ...props, rows: 4 }) : h('input', props);
}
