// One message as Discord's client shows it: author, the command that brought it, content,
// embeds, images (with their alt text), components, and the ephemeral footer.
import { renderComponents } from './components.js';
import { image, mediaUrl, renderAttachment } from './media.js';
import { markdown } from './markdown.js';
import { displayName, h, s, state } from './state.js';
import { isWelcome, welcomeNote } from './welcome-note.js';

const MESSAGE_TYPE = { threadCreated: 18, chatInputCommand: 20 };

/**
 * The message as an element. Whatever one message holds, it may not blank the channel: a
 * message that fails to draw is shown as its plain text.
 */
export function renderMessage(message) {
  try {
    return drawMessage(message);
  } catch (error) {
    console.error('message', message.id, 'could not be drawn:', error);
    return h(
      'article',
      { class: 'message', dataset: { id: message.id } },
      h('div', { class: 'body' }, h('div', { class: 'content' }, String(message.content ?? ''))),
    );
  }
}

function drawMessage(message) {
  const author = state.users.get(message.authorId);
  const mentionsMe = message.mentionsEveryone || message.mentionIds.includes(state.me?.id);
  const el = h('article', {
    class: ['message', message.ephemeral && 'ephemeral', mentionsMe && 'mentions-me']
      .filter(Boolean)
      .join(' '),
    dataset: { id: message.id, author: author?.username ?? '', for: message.interaction?.userId },
  });
  if (message.type === MESSAGE_TYPE.threadCreated) {
    el.classList.add('system');
    el.append(
      h(
        'div',
        { class: 'system-line' },
        s('startedThread', { user: displayName(message.authorId), thread: message.content }),
      ),
    );
    return el;
  }
  if (message.interaction) el.append(interactionLine(message.interaction));
  el.append(
    h('div', { class: 'avatar', style: `--hue:${hue(message.authorId)}` }, initial(author)),
    h(
      'div',
      { class: 'body' },
      h(
        'header',
        {},
        h('span', { class: 'author' }, displayName(message.authorId)),
        author?.bot ? h('span', { class: 'app-tag' }, s('app')) : null,
        h('time', { datetime: message.timestamp }, formatTime(message.timestamp)),
      ),
      message.loading
        ? h('div', { class: 'thinking' }, s('thinking', { bot: displayName(message.authorId) }))
        : content(message),
      message.ephemeral ? ephemeralFooter(el) : null,
    ),
  );
  return el;
}

function content(message) {
  const body = h('div', { class: 'content-block' });
  if (message.content) {
    const text = h('div', { class: 'content' });
    text.innerHTML =
      markdown(message.content) + (message.edited ? ` <span class="edited">${s('edited')}</span>` : '');
    body.append(text);
  }
  const inEmbeds = new Set(message.embeds.flatMap(embedFiles));
  for (const embed of message.embeds) body.append(renderEmbed(message, embed));
  const images = message.attachments.filter((a) => !inEmbeds.has(a.filename));
  if (images.length) body.append(h('div', { class: 'attachments' }, images.map(renderAttachment)));
  if (message.components.length) body.append(renderComponents(message));
  if (message.components.length && isWelcome(message)) body.append(welcomeNote());
  if (message.thread) body.append(threadBox(message.thread));
  return body;
}

function renderEmbed(message, embed) {
  const color =
    embed.color === undefined ? 'var(--embed-border)' : `#${embed.color.toString(16).padStart(6, '0')}`;
  const md = (text) => {
    const el = h('div');
    el.innerHTML = markdown(text);
    return el;
  };
  return h(
    'div',
    { class: 'embed', style: `border-left-color:${color}` },
    embed.author ? h('div', { class: 'embed-author' }, embed.author.name) : null,
    embed.title ? h('div', { class: 'embed-title' }, embed.title) : null,
    embed.description ? h('div', { class: 'embed-description' }, md(embed.description)) : null,
    embed.fields?.length
      ? h(
          'div',
          { class: 'embed-fields' },
          embed.fields.map((f) =>
            h(
              'div',
              { class: `embed-field${f.inline ? ' inline' : ''}` },
              h('div', { class: 'embed-field-name' }, f.name),
              md(f.value),
            ),
          ),
        )
      : null,
    embed.image ? embedImage(message, embed.image) : null,
    embed.thumbnail ? h('div', { class: 'embed-thumbnail' }, embedImage(message, embed.thumbnail)) : null,
    embed.footer ? h('div', { class: 'embed-footer' }, embed.footer.text) : null,
  );
}

function embedImage(message, media) {
  const file = message.attachments.find((a) => `attachment://${a.filename}` === media.url);
  return image(
    mediaUrl(message, media.url),
    media.description ?? file?.description,
    file?.width,
    file?.height,
  );
}

function embedFiles(embed) {
  return [embed.image?.url, embed.thumbnail?.url]
    .filter((url) => url?.startsWith('attachment://'))
    .map((url) => url.slice('attachment://'.length));
}

function interactionLine(interaction) {
  const command = interaction.commandName ? `/${interaction.commandName}` : '';
  return h(
    'div',
    { class: 'interaction-line' },
    command
      ? s('usedCommand', { user: displayName(interaction.userId), command })
      : `↳ ${displayName(interaction.userId)}`,
  );
}

function ephemeralFooter(el) {
  return h(
    'div',
    { class: 'ephemeral-footer' },
    eyeIcon(),
    `${s('onlyYou')} · `,
    h(
      'button',
      {
        type: 'button',
        class: 'link-button dismiss',
        onclick: () => {
          state.dismissed.add(el.dataset.id);
          el.remove();
        },
      },
      s('dismiss'),
    ),
  );
}

// Drawn, not an emoji: a machine without an emoji font would show a box.
function eyeIcon() {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'eye');
  svg.setAttribute('aria-hidden', 'true');
  svg.innerHTML =
    '<path d="M12 5C5.6 5 2 12 2 12s3.6 7 10 7 10-7 10-7-3.6-7-10-7zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"/>';
  return svg;
}

function threadBox(thread) {
  return h(
    'button',
    { type: 'button', class: 'thread-box', dataset: { channel: thread.id } },
    h('span', { class: 'thread-name' }, thread.name),
    h('span', { class: 'link' }, s('viewThread')),
  );
}

function initial(user) {
  return (user?.displayName ?? '?').slice(0, 1).toUpperCase();
}

export function hue(id) {
  let n = 0;
  for (const c of id) n = (n * 31 + c.charCodeAt(0)) % 360;
  return n;
}

function formatTime(iso) {
  return new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}
