import { ChannelType, type TextChannel } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openTable, type Table } from './harness';

// docs "Gateway Events › Guild Create": `threads` holds "All active threads in the guild that
// current user has permission to view". An archived thread is not among them (issue 20: the
// local Discord listed every thread as active).
describe('GUILD_CREATE lists active threads only', () => {
  let table: Table;
  beforeAll(async () => {
    table = await openTable();
  });
  afterAll(() => table.stop());

  /** The thread ids of the GUILD_CREATE a fresh session receives. */
  const threadsOnIdentify = () =>
    new Promise<string[]>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${table.discord.port}/?v=10&encoding=json`);
      socket.on('message', (data: Buffer) => {
        const frame = JSON.parse(data.toString()) as {
          op: number;
          t?: string;
          d: { threads?: { id: string }[] };
        };
        if (frame.op === 10)
          socket.send(
            JSON.stringify({ op: 2, d: { token: table.discord.token, intents: 1, properties: {} } }),
          );
        if (frame.t === 'GUILD_CREATE') {
          resolve((frame.d.threads ?? []).map((thread) => thread.id));
          socket.close(1000);
        }
      });
      socket.on('error', reject);
    });

  it('leaves out an archived thread and lists it again once it is reopened (control: the active one is listed)', async () => {
    const tavern = (await table.client.channels.fetch(table.discord.channel('tavern'))) as TextChannel;
    const open = await tavern.threads.create({ name: 'Game open', type: ChannelType.PublicThread });
    const shut = await tavern.threads.create({ name: 'Game shut', type: ChannelType.PublicThread });
    await shut.setArchived(true);
    const listed = await threadsOnIdentify();
    expect(listed).toContain(open.id);
    expect(listed).not.toContain(shut.id);
    await shut.setArchived(false);
    expect(await threadsOnIdentify()).toContain(shut.id);
  });
});
