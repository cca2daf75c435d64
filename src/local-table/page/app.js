// The page: loads the server as this seat, draws the channel list and the open channel,
// and keeps both live from the server's event stream.
import { Refused, call, refreshSecret, showError } from './api.js';
import { setUpComposer, updatePlaceholder } from './composer.js';
import { answered, watch } from './interactions.js';
import { setUpModal } from './modal.js';
import { renderMessage } from './render.js';
import { labelReplay, setUpReplay } from './replay.js';
import { drawMe, setUpSeats } from './seats.js';
import { h, requestedSeat, s, state } from './state.js';

const $ = (id) => document.getElementById(id);
let stream = null;

async function load(seat) {
  const data = await call('GET', '/table/state', undefined, seat);
  state.me = data.me;
  state.guild = data.guild;
  state.strings = data.strings;
  state.locale = data.locale;
  state.languages = data.languages;
  document.documentElement.lang = data.locale;
  state.commands = data.commands;
  setUsers(data.users);
  state.roles = new Map(data.roles.map((r) => [r.id, r.name]));
  state.channels = data.channels;
  sessionStorage.setItem('seat', state.me.username);
  document.title = `${state.me.displayName} · ${state.guild.name}`;
  $('guild-name').textContent = state.guild.name;
  label();
  drawMe();
  // The channel this window had open (in its address, so a reload keeps it), else the first.
  const visible = (id) => state.channels.some((c) => c.id === id);
  const last = [state.channelId, new URLSearchParams(location.search).get('channel')].find(visible);
  await openChannel(last ?? state.channels.find((c) => c.kind === 'text')?.id);
  listen();
}

/** The page's fixed words, once the catalogue has arrived. */
function label() {
  $('composer-send').textContent = s('send');
  $('command-cancel').textContent = s('cancel');
  $('modal-cancel').textContent = s('cancel');
  $('modal-submit').textContent = s('submit');
  $('sidebar-toggle').textContent = s('channelsButton');
  $('sidebar-close').textContent = '✕';
  $('sidebar-close').setAttribute('aria-label', s('closeChannels'));
  $('sidebar-close').title = s('closeChannels');
  labelReplay();
}

/**
 * On a narrow screen the channel list folds away; this opens or closes it. Open, it closes by
 * its own ✕, a tap beside it, or Escape, and the focus goes back to the Channels button.
 */
function foldSidebar(open) {
  const was = document.body.classList.contains('sidebar-open');
  document.body.classList.toggle('sidebar-open', open);
  $('sidebar-toggle').setAttribute('aria-expanded', String(open));
  $('sidebar-close').setAttribute('aria-expanded', String(open));
  if (was && !open && $('sidebar').contains(document.activeElement)) $('sidebar-toggle').focus();
}
$('sidebar-toggle').addEventListener('click', () =>
  foldSidebar(!document.body.classList.contains('sidebar-open')),
);
$('sidebar-close').addEventListener('click', () => foldSidebar(false));
$('sidebar-backdrop').addEventListener('click', () => foldSidebar(false));
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && document.body.classList.contains('sidebar-open')) foldSidebar(false);
});

function setUsers(users) {
  state.users = new Map(users.map((u) => [u.id, u]));
}

async function openChannel(id) {
  foldSidebar(false);
  state.channelId = id;
  setAddress('channel', id);
  state.messages = new Map();
  drawChannels();
  updatePlaceholder();
  const channel = state.channels.find((c) => c.id === id);
  $('channel-name').textContent = channel?.name ?? '';
  document.querySelector('#channel-header .hash').textContent =
    { thread: '↳', dm: '@' }[channel?.kind] ?? '#';
  $('chat').dataset.channelKind = channel?.kind ?? '';
  const messages = await call('GET', `/table/channels/${id}/messages`);
  for (const message of messages) state.messages.set(message.id, message);
  drawMessages();
}

function drawChannels() {
  const text = state.channels.filter((c) => c.kind === 'text');
  const threadsOf = (id) => state.channels.filter((c) => c.kind === 'thread' && c.parentId === id);
  const dms = state.channels.filter((c) => c.kind === 'dm');
  const link = (c, prefix) =>
    h(
      'button',
      {
        type: 'button',
        class: `channel ${c.kind}${c.id === state.channelId ? ' active' : ''}${c.archived ? ' archived' : ''}`,
        dataset: { channel: c.id, name: c.name },
        onclick: () => void openChannel(c.id).catch(showError),
      },
      h('span', { class: 'prefix' }, prefix),
      c.name,
    );
  $('channels').replaceChildren(
    h('div', { class: 'section-title' }, s('channels')),
    ...text.flatMap((c) => [link(c, '#'), ...threadsOf(c.id).map((t) => link(t, '└'))]),
    ...(dms.length ? [h('div', { class: 'section-title' }, s('directMessages'))] : []),
    ...dms.map((c) => link(c, '@')),
  );
}

function drawMessages() {
  const list = $('messages');
  const shown = [...state.messages.values()].filter((m) => !state.dismissed.has(m.id));
  list.replaceChildren(
    ...(shown.length ? shown.map(renderMessage) : [h('p', { class: 'empty' }, s('noMessages'))]),
  );
  list.scrollTop = list.scrollHeight;
}

/** A new or changed message: replaced where it is, or added in id order. */
function upsert(message) {
  if (message.channelId !== state.channelId || state.dismissed.has(message.id)) return;
  const list = $('messages');
  const nearBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 80;
  state.messages.set(message.id, message);
  const el = renderMessage(message);
  const old = list.querySelector(`.message[data-id="${message.id}"]`);
  if (old) {
    // Keep the interaction state (pending, failed note) the old element showed.
    if (old.classList.contains('pending')) el.classList.add('pending');
    old.replaceWith(el);
  } else {
    list.querySelector('.empty')?.remove();
    const later = [...list.querySelectorAll('.message')].find(
      (m) => BigInt(m.dataset.id) > BigInt(message.id),
    );
    list.insertBefore(el, later ?? null);
  }
  if (nearBottom) list.scrollTop = list.scrollHeight;
}

function remove({ id }) {
  state.messages.delete(id);
  $('messages').querySelector(`.message[data-id="${id}"]`)?.remove();
}

function listen() {
  stream?.close();
  stream = new EventSource(`/table/events?user=${encodeURIComponent(state.me.username)}`);
  const on = (name, fn) => stream.addEventListener(name, (e) => fn(JSON.parse(e.data)));
  on('message', upsert);
  on('delete', remove);
  on('interaction', answered);
  on('channels', (channels) => {
    state.channels = channels;
    drawChannels();
  });
  on('users', (users) => {
    setUsers(users);
    state.me = users.find((u) => u.id === state.me.id) ?? state.me;
    drawMe();
    drawMessages();
  });
  let lost = false;
  on('hello', async () => {
    // Back after a lost connection (the table restarted): its new secret and what was
    // missed are fetched anew, before the page says it is back.
    if (lost) await refreshSecret().catch(showError);
    $('status').hidden = true;
    if (lost) void load(state.me.username).catch(showError);
  });
  stream.onerror = () => {
    lost = true;
    $('status').textContent = s('reconnecting');
    $('status').hidden = false;
  };
}

function setAddress(name, value) {
  const url = new URL(location.href);
  url.searchParams.set(name, value);
  history.replaceState(null, '', url);
}

async function switchSeat(username) {
  $('seats').hidden = true;
  setAddress('user', username);
  state.dismissed.clear();
  await load(username).catch(showError);
}

// Links inside messages: channel mentions and thread boxes open their channel.
$('messages').addEventListener('click', (event) => {
  const target = event.target.closest('[data-channel]');
  if (target && state.channels.some((c) => c.id === target.dataset.channel)) {
    void openChannel(target.dataset.channel).catch(showError);
  }
});

setUpComposer();
setUpModal(watch);
setUpReplay();
setUpSeats((username) => void switchSeat(username));
// A page opened with no ?user= and no seat remembered in this window opens the first seat,
// as `npm start`'s address does; `?user=` with a name opens that seat or none at all.
void openSeat(requestedSeat(), new URLSearchParams(location.search).has('user'));

/**
 * Issue 42: the seat this page asked for. A name the table has no seat of becomes a new seat
 * (the server checks it); a name it refuses leaves the page with no seat and the reason, never
 * on another seat, whose hand and private messages would be on this screen.
 */
async function openSeat(name, chosen) {
  if (name || !chosen) {
    try {
      return await load(name);
    } catch (error) {
      if (!name || !(error instanceof Refused) || error.status !== 401) return noSeat(error);
    }
  }
  try {
    await call('POST', '/table/seats', { username: name }, name);
    await load(name);
  } catch (error) {
    noSeat(error);
  }
}

/** No seat: the refusal's sentence and a link to each seat the table has, nothing else. */
async function noSeat(error) {
  state.me = null;
  // Field errors read "username: <sentence>": the sentence alone is for people.
  const why =
    error instanceof Refused && error.details.length
      ? error.details.map((d) => d.replace(/^[\w.]+: /, '')).join(' ')
      : String(error?.message ?? error);
  const seats = await call('GET', '/table/seats', undefined, '').then(
    (r) => r.seats,
    () => [],
  );
  $('messages').replaceChildren(
    h(
      'div',
      { class: 'no-seat', role: 'alert' },
      h('p', {}, why),
      h(
        'p',
        { class: 'seat-links' },
        ...seats.map((seat) =>
          h('a', { href: `?user=${encodeURIComponent(seat.username)}` }, seat.displayName),
        ),
      ),
    ),
  );
}
