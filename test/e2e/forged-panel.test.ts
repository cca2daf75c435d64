// Issue 20: a click is answered by editing only a message of the right kind. A panel's id
// forged onto the public turn post is answered with a sentence only the clicker sees; the
// post stays as it was and the game does not move. The control (forged-panel-control.test.ts)
// runs the same attack against a weakened check and sees bob's panel replace the post.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/index';
import { forgePanelClick, type ForgedClick } from './forged-panel';
import { WAIT } from './harness';

for (const kind of ['do', 'nav'] as const) {
  describe(`a panel's "${kind}" id forged onto the public turn post`, () => {
    let attack: ForgedClick;
    beforeAll(async () => {
      attack = await forgePanelClick(kind);
    }, 60_000);
    afterAll(() => attack.table.stop());

    it('is answered with a sentence only the clicker sees', async () => {
      const answer = await attack.clicked.reply(WAIT);
      expect(answer.id).not.toBe(attack.before.id);
      expect(answer.ephemeralFor).toBe(attack.table.user('bob').id);
      expect(answer.content).toBe(en['reply.notUnderstood']);
    });

    it('leaves the public post as it was: no private panel, no holdings in public', () => {
      const now = attack.now();
      expect(now.content).toBe(attack.before.content);
      expect(now.content).not.toBe(attack.panel.content);
      expect(now.attachments.map((a) => a.filename)).toEqual(
        attack.before.attachments.map((a) => a.filename),
      );
    });

    it('applies nothing: bob still owes his start choice', async () => {
      const panel = await (await attack.table.user('bob').click(attack.before, 'Act')).reply(WAIT);
      expect(panel.content).toBe(attack.panel.content);
    });
  });
}
