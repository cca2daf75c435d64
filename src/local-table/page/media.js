// A message's files and images: attachments, images with their alt text, and the
// `attachment://` addresses that components point at.
import { attachmentUrl } from './api.js';
import { h, s } from './state.js';

/** `attachment://name` points at one of the message's files; anything else is a web address. */
export function mediaUrl(message, url) {
  if (!url?.startsWith('attachment://')) return url;
  const file = message.attachments.find((a) => a.filename === url.slice('attachment://'.length));
  return file ? attachmentUrl(file.url) : '';
}

export function renderAttachment(attachment) {
  const url = attachmentUrl(attachment.url);
  if (!attachment.contentType?.startsWith('image/')) {
    return h('a', { class: 'file', href: url, download: attachment.filename }, attachment.filename);
  }
  return image(url, attachment.description, attachment.width, attachment.height);
}

/** An image with its alt text, which screen readers read and the ALT badge shows. */
export function image(url, description, width, height) {
  return h(
    'figure',
    { class: 'image' },
    h('img', {
      src: url,
      alt: description ?? '',
      width: width ?? undefined,
      height: height ?? undefined,
      loading: 'lazy',
    }),
    description ? h('span', { class: 'alt-badge', title: description, tabindex: '0' }, s('alt')) : null,
  );
}
