// The list that opens above the chat box: commands, option names, choices, the bot's
// suggestions. One list at a time; the arrow keys move the highlighted row, Enter or Tab picks it.
import { h } from './state.js';

let highlighted = 0;

const popup = () => document.getElementById('popup');

export function hidePopup() {
  popup().hidden = true;
}

/**
 * Shows `rows` (each `{ attributes, children, onPick }`), or `empty` when there are none;
 * `highlight` marks the first row as the one Enter would pick (the bot's suggestions are
 * shown unmarked).
 */
export function showPopup(rows, empty, highlight = true) {
  // Unmarked, Enter picks nothing: it sends the line (a row is marked once an arrow moves).
  highlighted = highlight ? 0 : -1;
  popup().replaceChildren(
    ...(rows.length
      ? rows.map((row, i) =>
          h(
            'div',
            {
              role: 'option',
              class: 'popup-item',
              ...(highlight ? { 'aria-selected': String(i === 0) } : {}),
              ...row.attributes,
              onclick: row.onPick,
            },
            ...row.children,
          ),
        )
      : [h('div', { class: 'popup-empty' }, empty)]),
  );
  popup().hidden = false;
}

/** The chat box's keys while the list is open; other keys are left to the input. */
export function onPopupKey(event) {
  const items = [...popup().querySelectorAll('[role=option]')];
  if (popup().hidden || !items.length) return;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const from = highlighted < 0 ? (event.key === 'ArrowDown' ? -1 : 0) : highlighted;
    highlighted = (from + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length;
    items.forEach((item, i) => item.setAttribute('aria-selected', String(i === highlighted)));
  } else if ((event.key === 'Enter' || event.key === 'Tab') && highlighted >= 0) {
    event.preventDefault();
    items[highlighted]?.click();
  } else if (event.key === 'Enter') {
    hidePopup();
  } else if (event.key === 'Escape') {
    hidePopup();
  }
}
