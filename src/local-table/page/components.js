// Message components: buttons and select menus in action rows, and the layout components
// of Discord's components v2 (sections, text, media, containers, separators).
import { sendInteraction } from './interactions.js';
import { markdown } from './markdown.js';
import { image, mediaUrl, renderAttachment } from './media.js';
import { h, s } from './state.js';

const TYPE = {
  actionRow: 1,
  button: 2,
  stringSelect: 3,
  section: 9,
  textDisplay: 10,
  thumbnail: 11,
  mediaGallery: 12,
  file: 13,
  separator: 14,
  container: 17,
};
const LINK = 5;
const PREMIUM = 6;

export function renderComponents(message) {
  return h(
    'div',
    { class: 'components' },
    message.components.map((c) => component(message, c)),
  );
}

function component(message, c) {
  switch (c.type) {
    case TYPE.actionRow:
      return h(
        'div',
        { class: 'action-row' },
        c.components.map((child) => component(message, child)),
      );
    case TYPE.button:
      return button(message, c);
    case TYPE.stringSelect:
      return select(message, c);
    case TYPE.section:
      return h(
        'div',
        { class: 'section' },
        h(
          'div',
          { class: 'section-text' },
          c.components.map((child) => component(message, child)),
        ),
        c.accessory ? h('div', { class: 'accessory' }, component(message, c.accessory)) : null,
      );
    case TYPE.textDisplay: {
      const el = h('div', { class: 'text-display' });
      el.innerHTML = markdown(c.content);
      return el;
    }
    case TYPE.thumbnail:
      return image(mediaUrl(message, c.media.url), c.description, undefined, undefined);
    case TYPE.mediaGallery:
      return h(
        'div',
        { class: 'media-gallery' },
        c.items.map((item) =>
          image(mediaUrl(message, item.media.url), item.description, undefined, undefined),
        ),
      );
    case TYPE.file: {
      const file = message.attachments.find((a) => `attachment://${a.filename}` === c.file.url);
      return file ? renderAttachment(file) : null;
    }
    case TYPE.separator:
      return h('hr', { class: `separator${c.divider === false ? ' invisible' : ''}` });
    case TYPE.container:
      return h(
        'div',
        {
          class: 'container',
          style:
            c.accent_color === undefined || c.accent_color === null
              ? ''
              : `border-left-color:#${c.accent_color.toString(16).padStart(6, '0')}`,
        },
        c.components.map((child) => component(message, child)),
      );
    default:
      // User, role and channel selects: the game does not use them; shown, not usable.
      return h('div', { class: 'unsupported' }, c.placeholder ?? `component ${c.type}`);
  }
}

function button(message, c) {
  const label = [c.emoji?.name, c.label].filter(Boolean).join(' ');
  if (c.style === LINK) {
    // Discord allows only web (and discord:) addresses here; nothing else becomes a link.
    const href = /^https?:\/\//.test(c.url ?? '') ? c.url : undefined;
    return h('a', { class: 'btn style-5', href, target: '_blank', rel: 'noreferrer' }, label, ' ↗');
  }
  const el = h(
    'button',
    {
      type: 'button',
      class: `btn style-${c.style}`,
      disabled: Boolean(c.disabled) || c.style === PREMIUM,
      dataset: { customId: c.custom_id },
      onclick: () =>
        sendInteraction(
          { type: 3, message_id: message.id, data: { custom_id: c.custom_id } },
          el.closest('.message'),
        ),
    },
    label,
  );
  return el;
}

function select(message, c) {
  const min = c.min_values ?? 1;
  const max = c.max_values ?? 1;
  const chosen = new Set((c.options ?? []).filter((o) => o.default).map((o) => o.value));
  const list = h('div', { class: 'select-options', role: 'listbox', hidden: true });
  const toggle = h(
    'button',
    { type: 'button', class: 'select-toggle', disabled: Boolean(c.disabled), 'aria-haspopup': 'listbox' },
    c.placeholder ?? s('selectPlaceholder'),
  );
  const el = h(
    'div',
    { class: 'select', dataset: { customId: c.custom_id, min: String(min), max: String(max) } },
    toggle,
    list,
  );
  const send = () => {
    list.hidden = true;
    void sendInteraction(
      { type: 3, message_id: message.id, data: { custom_id: c.custom_id, values: [...chosen] } },
      el.closest('.message'),
    );
  };
  for (const option of c.options ?? []) {
    const row = h(
      'div',
      {
        class: 'select-option',
        role: 'option',
        tabindex: '0',
        dataset: { value: option.value },
        'aria-selected': String(chosen.has(option.value)),
        onclick: () => {
          if (max === 1) {
            chosen.clear();
            chosen.add(option.value);
            return send();
          }
          if (chosen.has(option.value)) chosen.delete(option.value);
          else if (chosen.size < max) chosen.add(option.value);
          row.setAttribute('aria-selected', String(chosen.has(option.value)));
        },
      },
      h('span', { class: 'option-label' }, [option.emoji?.name, option.label].filter(Boolean).join(' ')),
      option.description ? h('span', { class: 'option-description' }, option.description) : null,
    );
    list.append(row);
  }
  if (max > 1) {
    list.append(
      h(
        'button',
        { type: 'button', class: 'btn style-1 select-done', onclick: () => chosen.size >= min && send() },
        s('done'),
      ),
    );
  }
  toggle.addEventListener('click', () => {
    list.hidden = !list.hidden;
    list.querySelector('[role=option]')?.focus();
  });
  // Keyboard: Enter or Space picks the focused option, Escape closes the list.
  list.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      list.hidden = true;
      toggle.focus();
    } else if ((event.key === 'Enter' || event.key === ' ') && event.target.matches('[role=option]')) {
      event.preventDefault();
      event.target.click();
    }
  });
  return el;
}
