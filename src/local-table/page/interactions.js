// Sending an interaction and watching for the bot's answer, as Discord's client does: if
// no answer comes within about three seconds, "This interaction failed".
import { call, showError } from './api.js';
import { openModal } from './modal.js';
import { h, s } from './state.js';

const ANSWER_WAIT_MS = 3500;
/** Answers that arrived (over the live stream) before the request itself returned. */
const early = new Map();
const pending = new Map();

/**
 * Posts an interaction. `where` is the element near which "This interaction failed" shows.
 * Resolves with the interaction id, or undefined when refused (the refusal is shown).
 */
export async function sendInteraction(body, where) {
  let result;
  where?.classList.add('pending');
  try {
    result = await call('POST', '/table/interactions', body);
  } catch (error) {
    where?.classList.remove('pending');
    showError(error);
    return undefined;
  }
  if (result.choices) return result;
  watch(result.id, where);
  return result.id;
}

/** Waits for the bot's answer to interaction `id`; `where` shows a failure if none comes. */
export function watch(id, where) {
  where?.classList.add('pending');
  const answer = early.get(id);
  if (answer) {
    early.delete(id);
    finish(answer, where);
    return;
  }
  pending.set(id, { where, timer: setTimeout(() => failed(id), ANSWER_WAIT_MS) });
}

/** The live stream says the bot answered interaction `answer.id`. */
export function answered(answer) {
  const waiting = pending.get(answer.id);
  if (!waiting) {
    early.set(answer.id, answer);
    if (early.size > 50) early.delete(early.keys().next().value);
    return;
  }
  clearTimeout(waiting.timer);
  pending.delete(answer.id);
  finish(answer, waiting.where);
}

// A message redrawn while its interaction was pending is a new element: find it again.
function current(where) {
  if (!where || where.isConnected || !where.dataset.id) return where;
  return document.querySelector(`.message[data-id="${where.dataset.id}"]`) ?? where;
}

function finish(answer, before) {
  const where = current(before);
  where?.classList.remove('pending');
  where?.querySelector(':scope > .interaction-failed')?.remove();
  if (answer.modal) openModal(answer.id, answer.modal, where?.dataset.id);
}

function failed(id) {
  const waiting = pending.get(id);
  pending.delete(id);
  const where = current(waiting?.where);
  where?.classList.remove('pending');
  const note = h('div', { class: 'interaction-failed', role: 'alert' }, `⚠ ${s('interactionFailed')}`);
  where?.append(note);
  setTimeout(() => note.remove(), 6000);
}
