// What the page knows: who it is, the server as that user sees it, and the open channel.
export const state = {
  /** @type {{ id: string, username: string, displayName: string } | null} */
  me: null,
  guild: { id: '', name: '' },
  users: new Map(),
  roles: new Map(),
  channels: [],
  commands: [],
  strings: {},
  /** This seat's language (a Discord locale code) and the languages it may choose. */
  locale: 'en-US',
  languages: [],
  /** The channel being read. */
  channelId: null,
  /** Messages of the open channel by id. */
  messages: new Map(),
  /** Ephemeral messages this user dismissed (until the page reloads, as on Discord). */
  dismissed: new Set(),
};

/** One of the page's sentences by key, with its {named} parameters filled in. */
export function s(key, params = {}) {
  const template = state.strings[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

export function displayName(userId) {
  const user = state.users.get(userId);
  return user ? user.displayName : 'unknown-user';
}

export function channelName(channelId) {
  return state.channels.find((c) => c.id === channelId)?.name ?? 'unknown';
}

/** The seat asked for in the address (`?user=`), else the one remembered in this browser. */
export function requestedSeat() {
  return new URLSearchParams(location.search).get('user') ?? sessionStorage.getItem('seat') ?? '';
}

/** A small element builder: tag, attributes/properties, children. */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') el.className = value;
    else if (key === 'dataset') {
      for (const [name, data] of Object.entries(value)) if (data !== undefined) el.dataset[name] = data;
    } else if (key.startsWith('on')) el.addEventListener(key.slice(2), value);
    else if (key === 'value') el.value = value;
    else if (key in el && typeof value !== 'string') el[key] = value;
    else el.setAttribute(key, value === true ? '' : value);
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}
