// Discord's markdown, the part bots use: bold, italics, underline, strike, code, quotes,
// headings, lists, links, spoilers, timestamps and mentions. Text is escaped first, so a
// message can never inject HTML into the page.
import { channelName, displayName, state } from './state.js';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** HTML for a piece of Discord markdown. */
export function markdown(source) {
  const kept = [];
  const keep = (html) => `\uE000${kept.push(html) - 1}\uE000`;
  // The marker is a private-use character; one typed into a message is dropped first.
  let text = source
    .replace(/\uE000/g, '')
    .replace(/```(?:[\w-]+\n)?([\s\S]*?)```/g, (_, code) => keep(`<pre><code>${escape(code)}</code></pre>`))
    .replace(/`([^`\n]+)`/g, (_, code) => keep(`<code>${escape(code)}</code>`));
  text = escape(text);
  text = text
    .split('\n')
    .map(blockLine)
    .join('\n')
    .replace(/\n/g, '<br>')
    .replace(/(<\/(?:h[1-3]|blockquote|li|small)>)<br>/g, '$1');
  // Links are made whole and kept aside before any other rule runs, so nothing the other
  // rules write (a mention's quotes, a timestamp's tag) can land inside an address.
  text = text.replace(LINK, (whole, label, address) => {
    const href = safeAddress(address);
    return href ? keep(`<a href="${href}" target="_blank" rel="noreferrer">${inline(label)}</a>`) : whole;
  });
  text = inline(text);
  // A kept link may hold a kept code span: restore until none is left.
  while (/\uE000\d+\uE000/.test(text)) text = text.replace(/\uE000(\d+)\uE000/g, (_, i) => kept[Number(i)]);
  return text;
}

// On escaped text: `[label](http(s)://address)`, the address without spaces or `)`.
const LINK = /\[([^\]]+)\]\((https?:\/\/[^\s)]+)\)/g;
const UNESCAPES = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The address as the browser would read it, escaped for an attribute; undefined if it is none. */
function safeAddress(escaped) {
  const text = escaped.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => UNESCAPES[e]);
  let url;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return escape(url.href);
}

function blockLine(line) {
  let m;
  if ((m = /^(#{1,3}) (.*)$/.exec(line))) return `<h${m[1].length}>${m[2]}</h${m[1].length}>`;
  if ((m = /^-# (.*)$/.exec(line))) return `<small class="subtext">${m[1]}</small>`;
  if ((m = /^&gt; (.*)$/.exec(line))) return `<blockquote>${m[1]}</blockquote>`;
  if ((m = /^\s*[-*] (.*)$/.exec(line))) return `<li>${m[1]}</li>`;
  return line;
}

function inline(text) {
  return text
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/__(.+?)__/g, '<u>$1</u>')
    .replace(/\*(.+?)\*/g, '<em>$1</em>')
    .replace(/(^|\W)_(.+?)_(?=\W|$)/g, '$1<em>$2</em>')
    .replace(/~~(.+?)~~/g, '<s>$1</s>')
    .replace(/\|\|(.+?)\|\|/g, '<span class="spoiler" tabindex="0">$1</span>')
    .replace(/&lt;@!?(\d+)&gt;/g, (_, id) =>
      mention(`@${displayName(id)}`, id === state.me?.id, { user: id }),
    )
    .replace(/&lt;@&amp;(\d+)&gt;/g, (_, id) => mention(`@${state.roles.get(id) ?? 'role'}`, false, {}))
    .replace(/&lt;#(\d+)&gt;/g, (_, id) => mention(`#${channelName(id)}`, false, { channel: id }))
    .replace(/@(everyone|here)\b/g, (all) => mention(all, true, {}))
    .replace(/&lt;t:(-?\d+)(?::([tTdDfFR]))?&gt;/g, (typed, seconds, style) =>
      timestamp(Number(seconds), style, typed),
    )
    .replace(/&lt;a?:(\w+):\d+&gt;/g, ':$1:');
}

function mention(label, me, data) {
  const attributes = Object.entries(data)
    .map(([k, v]) => ` data-${k}="${v}"`)
    .join('');
  return `<span class="mention${me ? ' me' : ''}"${attributes}>${escape(label)}</span>`;
}

// JavaScript's dates end 8.64e15 ms either side of 1970: a tag beyond them (or one the
// browser cannot format) is shown as typed. It used to throw, and blank the whole channel.
const LAST_DATE_MS = 8.64e15;

function timestamp(seconds, style = 'f', typed = '') {
  const ms = seconds * 1000;
  if (!Number.isFinite(ms) || Math.abs(ms) > LAST_DATE_MS) return typed;
  try {
    return formatTimestamp(ms, style);
  } catch {
    return typed;
  }
}

function formatTimestamp(ms, style) {
  const date = new Date(ms);
  const formats = {
    t: { timeStyle: 'short' },
    T: { timeStyle: 'medium' },
    d: { dateStyle: 'short' },
    D: { dateStyle: 'long' },
    f: { dateStyle: 'long', timeStyle: 'short' },
    F: { dateStyle: 'full', timeStyle: 'short' },
  };
  const text =
    style === 'R'
      ? new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(
          Math.round((ms - Date.now()) / 60000),
          'minute',
        )
      : new Intl.DateTimeFormat(undefined, formats[style]).format(date);
  return `<time class="timestamp" datetime="${date.toISOString()}">${escape(text)}</time>`;
}
