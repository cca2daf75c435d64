// Issue 37: the management subcommands of /league (kick, edit, rename, archive, delete, info,
// undo), registered here so commands/league.ts adds them in one line.
import type {
  ChatInputCommandInteraction,
  SlashCommandSubcommandBuilder,
  SlashCommandSubcommandsOnlyBuilder,
} from 'discord.js';
import { t, type PlainKey } from '../../src/i18n/index';
import type { BotContext } from '../../src/bot/index';
import { deleteLeague } from './delete';
import { editLeague } from './edit';
import { showInfo } from './info';
import { archiveLeague, kickMember, renameLeague, undoEntry } from './manage';
import { LEAGUE_OPTION } from './which-league';

type Sub = SlashCommandSubcommandBuilder;

/** The reason every audited change names (required options come first), and the league option. */
function audited(sub: Sub, extra: (sub: Sub) => Sub = (s) => s): Sub {
  sub.addStringOption((o) =>
    o.setName('reason').setDescription(t('cmd.league.audit.reason')).setRequired(true).setMaxLength(200),
  );
  return withLeague(extra(sub));
}

function withLeague(sub: Sub): Sub {
  return sub.addStringOption((o) =>
    o.setName(LEAGUE_OPTION).setDescription(t('cmd.league.league')).setMaxLength(200).setAutocomplete(true),
  );
}

function editOptions(sub: Sub): Sub {
  const int = (name: string, key: PlainKey, min: number, max: number) =>
    sub.addIntegerOption((o) => o.setName(name).setDescription(t(key)).setMinValue(min).setMaxValue(max));
  int('deadline', 'cmd.league.edit.deadline', 1, 10_080);
  sub.addStringOption((o) =>
    o
      .setName('points')
      .setDescription(t('cmd.league.edit.points'))
      .addChoices(
        { name: t('cmd.league.create.points.byPlace'), value: 'byPlace' },
        { name: t('cmd.league.create.points.vpShare'), value: 'vpShare' },
      ),
  );
  sub.addRoleOption((o) => o.setName('role').setDescription(t('cmd.league.create.role')));
  int('min', 'cmd.league.edit.min', 2, 4);
  int('max', 'cmd.league.edit.max', 2, 4);
  sub.addStringOption((o) =>
    o
      .setName('missed')
      .setDescription(t('cmd.league.edit.missed'))
      .addChoices(
        { name: t('cmd.league.create.missed.defaults'), value: 'defaults' },
        { name: t('cmd.league.create.missed.computer'), value: 'computer' },
        { name: t('cmd.league.create.missed.forfeit'), value: 'forfeit' },
      ),
  );
  int('missed_after', 'cmd.league.edit.missedAfter', 1, 20);
  sub.addBooleanOption((o) => o.setName('computers').setDescription(t('cmd.league.create.computers')));
  sub.addBooleanOption((o) => o.setName('take_backs').setDescription(t('cmd.league.edit.takeBacks')));
  return sub;
}

export function withManagement(data: SlashCommandSubcommandsOnlyBuilder): void {
  data
    .addSubcommand((sub) =>
      audited(sub.setName('kick').setDescription(t('cmd.league.kick')), (s) =>
        s.addUserOption((o) =>
          o.setName('player').setDescription(t('cmd.league.kick.player')).setRequired(true),
        ),
      ),
    )
    .addSubcommand((sub) => audited(sub.setName('edit').setDescription(t('cmd.league.edit')), editOptions))
    .addSubcommand((sub) =>
      audited(
        sub
          .setName('rename')
          .setDescription(t('cmd.league.rename'))
          .addStringOption((o) =>
            o.setName('name').setDescription(t('cmd.league.rename.name')).setRequired(true).setMaxLength(100),
          ),
      ),
    )
    .addSubcommand((sub) => audited(sub.setName('archive').setDescription(t('cmd.league.archive'))))
    .addSubcommand((sub) => withLeague(sub.setName('delete').setDescription(t('cmd.league.delete'))))
    .addSubcommand((sub) => withLeague(sub.setName('info').setDescription(t('cmd.league.info'))))
    .addSubcommand((sub) =>
      audited(
        sub
          .setName('undo')
          .setDescription(t('cmd.league.undo'))
          .addIntegerOption((o) =>
            o.setName('entry').setDescription(t('cmd.league.undo.entry')).setRequired(true).setMinValue(1),
          ),
      ),
    );
}

export const MANAGEMENT: Record<string, (ctx: BotContext, i: ChatInputCommandInteraction) => Promise<void>> =
  {
    kick: kickMember,
    edit: editLeague,
    rename: renameLeague,
    archive: archiveLeague,
    delete: deleteLeague,
    info: showInfo,
    undo: undoEntry,
  };
