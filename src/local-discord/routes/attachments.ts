import type { RouteContext } from './context';
import { notFound } from '../errors';

// Attachment bytes are served outside /api, like Discord's CDN: no token, but only under
// the signed address the message carries (state/signed-url.ts).
export function attachmentRoutes({ router, store }: RouteContext): void {
  router.add(
    'GET',
    '/attachments/:channel/:attachment/:filename',
    ({ params, query }) => {
      if (!store.attachments.verify(params.channel, params.attachment, query.get('hm'))) throw notFound();
      for (const message of store.channelMessages(params.channel)) {
        const data = message.files.get(params.attachment);
        const meta = message.data.attachments.find((a) => a.id === params.attachment);
        if (data && meta) {
          return { status: 200, raw: { data, contentType: meta.content_type ?? 'application/octet-stream' } };
        }
      }
      // A file attached to a slash command's attachment option (Actor.slash's `files`).
      const upload = store.commandUploads.get(params.attachment);
      if (upload) {
        const contentType = upload.attachment.content_type ?? 'application/octet-stream';
        return { status: 200, raw: { data: upload.data, contentType } };
      }
      throw notFound();
    },
    { auth: false },
  );
}
