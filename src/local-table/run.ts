// `npm start` without a Discord token: the table runs until Ctrl+C, then stops cleanly so
// the server's history and the bot's games are saved.
import { t } from '../i18n';
import { startLocalTable, type LocalTableOptions } from './table';

export async function runLocalTable(options: LocalTableOptions): Promise<void> {
  try {
    const table = await startLocalTable(options);
    const stop = () => void table.stop().finally(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(t('table.cannotStart', { reason: error instanceof Error ? error.message : String(error) }));
    process.exit(1);
  }
}
