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

/**
 * A string select as Discord's client draws it: the list opens inside the window (below the
 * toggle, or above it where there is more room), a multi-select ticks each chosen option and
 * keeps its Done button in view below the scrolling options.
 */
function select(message, c) {
  const min = c.min_values ?? 1;
  const max = c.max_values ?? 1;
  const multi = max > 1;
  const chosen = new Set((c.options ?? []).filter((o) => o.default).map((o) => o.value));
  const labelOf = (option) => [option.emoji?.name, option.label].filter(Boolean).join(' ');
  const options = h('div', { class: 'select-scroll' });
  const list = h(
    'div',
    {
      class: 'select-options',
      role: 'listbox',
      'aria-multiselectable': multi ? 'true' : undefined,
      hidden: true,
    },
    options,
  );
  const placeholder = c.placeholder ?? s('selectPlaceholder');
  const toggle = h(
    'button',
    {
      type: 'button',
      class: 'select-toggle',
      disabled: Boolean(c.disabled),
      'aria-haspopup': 'listbox',
      'aria-expanded': 'false',
    },
    placeholder,
  );
  const el = h(
    'div',
    { class: 'select', dataset: { customId: c.custom_id, min: String(min), max: String(max) } },
    toggle,
    list,
  );
  const done = multi
    ? h(
        'button',
        { type: 'button', class: 'btn style-1 select-done', onclick: () => chosen.size >= min && send() },
        s('done'),
      )
    : null;
  /** The toggle names what is ticked, as Discord's does; Done waits for the least allowed. */
  const showChosen = () => {
    const picked = (c.options ?? []).filter((o) => chosen.has(o.value)).map(labelOf);
    toggle.textContent = picked.length && multi ? picked.join(', ') : placeholder;
    toggle.classList.toggle('chosen', picked.length > 0 && multi);
    if (done) done.disabled = chosen.size < min;
  };
  const send = () => {
    close();
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
          if (!multi) {
            chosen.clear();
            chosen.add(option.value);
            return send();
          }
          if (chosen.has(option.value)) chosen.delete(option.value);
          else if (chosen.size < max) chosen.add(option.value);
          row.setAttribute('aria-selected', String(chosen.has(option.value)));
          showChosen();
        },
      },
      multi ? h('span', { class: 'select-check', 'aria-hidden': 'true' }) : null,
      h(
        'span',
        { class: 'option-text' },
        h('span', { class: 'option-label' }, labelOf(option)),
        option.description ? h('span', { class: 'option-description' }, option.description) : null,
      ),
    );
    options.append(row);
  }
  if (done) list.append(h('div', { class: 'select-footer' }, done));
  showChosen();
  const place = () => placeList(toggle, list);
  const onOutside = (event) => {
    if (!el.contains(event.target)) close();
  };
  function open() {
    openSelect?.();
    list.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    place();
    window.addEventListener('resize', place);
    document.getElementById('messages')?.addEventListener('scroll', place);
    document.addEventListener('pointerdown', onOutside, true);
    openSelect = close;
    list.querySelector('[role=option]')?.focus({ preventScroll: true });
  }
  function close() {
    list.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    window.removeEventListener('resize', place);
    document.getElementById('messages')?.removeEventListener('scroll', place);
    document.removeEventListener('pointerdown', onOutside, true);
    if (openSelect === close) openSelect = null;
  }
  toggle.addEventListener('click', () => (list.hidden ? open() : close()));
  // Keyboard: Enter or Space picks the focused option, the arrows move, Escape closes the list.
  list.addEventListener('keydown', (event) => {
    const rows = [...list.querySelectorAll('[role=option]')];
    const at = rows.indexOf(event.target);
    if (event.key === 'Escape') {
      close();
      toggle.focus();
    } else if ((event.key === 'Enter' || event.key === ' ') && at >= 0) {
      event.preventDefault();
      event.target.click();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && rows.length) {
      event.preventDefault();
      const next = at < 0 ? 0 : (at + (event.key === 'ArrowDown' ? 1 : rows.length - 1)) % rows.length;
      rows[next].focus();
    }
  });
  return el;
}

/** The one select list open at a time: opening another closes it. */
let openSelect = null;

/** Room kept between an open list and the window's edge. */
const EDGE = 8;

/**
 * Places the open list on the window (position: fixed, so no scrolling pane cuts it): below
 * the toggle when it fits there, else on the side with more room, never taller than that room.
 */
function placeList(toggle, list) {
  const box = toggle.getBoundingClientRect();
  const room = { below: innerHeight - box.bottom - EDGE, above: box.top - EDGE };
  list.style.maxHeight = '';
  const wanted = Math.min(list.scrollHeight, 360);
  const below = wanted <= room.below || room.below >= room.above;
  const height = Math.max(0, Math.min(wanted, below ? room.below : room.above));
  const width = Math.min(box.width, innerWidth - 2 * EDGE);
  list.style.left = `${Math.max(EDGE, Math.min(box.left, innerWidth - EDGE - width))}px`;
  list.style.width = `${width}px`;
  list.style.maxHeight = `${height}px`;
  list.style.top = below ? `${box.bottom + 2}px` : `${box.top - 2 - height}px`;
  list.classList.toggle('above', !below);
}
