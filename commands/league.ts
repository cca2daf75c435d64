// /league: community leagues of rated games (issue 23); each subcommand's handler lives in its
// own file in league/. The bot records, stores and posts; src/league computes the table.
import {
  ChannelType,
  InteractionContextType,
  SlashCommandBuilder,
  type ChatInputCommandInteraction,
  type SlashCommandSubcommandBuilder,
} from 'discord.js';
import { t } from '../src/i18n/index';
import { withTableOptions } from './table-options';
import { type BotContext } from '../src/bot/index';
import { createLeague } from './league/create';
import { leagueGame, SEAT_OPTIONS } from './league/game';
import { auditChange, showAudit } from './league/audit';
import { exportLeague, showHistory } from './league/history';
import { leagueHelp } from './league/help';
import { leagueRound } from './league/round';
import { closeLeagueSeason } from './league/season';
import { leagueButton } from './league/buttons';
import { showSeasons } from './league/seasons';
import { withSeason } from './league/season-option';
import { joinLeague, leaveLeague, showRoster } from './league/roster';
import { setBoard, showStandings } from './league/standings';
import { showPlayer } from './league/player';
import { LEAGUE_OPTION } from './league/which-league';
import { tellSetAside } from './league/set-aside-notice';
import { MANAGEMENT, withManagement } from './league/manage-commands';
import { leagueAutocomplete } from './league/autocomplete';

/** The league option every subcommand but create has: needed only where several run. */
function withLeague(sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder {
  return sub.addStringOption((o) =>
    o.setName(LEAGUE_OPTION).setDescription(t('cmd.league.league')).setMaxLength(200).setAutocomplete(true),
  );
}

export const data = new SlashCommandBuilder()
  .setName('league')
  .setDescription(t('cmd.league'))
  // Leagues live in servers; `contexts` replaces the deprecated dm_permission (as /kogge).
  .setContexts(InteractionContextType.Guild)
  .addSubcommand((sub) =>
    withTableOptions(
      sub
        .setName('create')
        .setDescription(t('cmd.league.create'))
        .addStringOption((o) =>
          o.setName('name').setDescription(t('cmd.league.create.name')).setRequired(true).setMaxLength(100),
        )
        .addIntegerOption((o) =>
          o.setName('min').setDescription(t('cmd.league.create.min')).setMinValue(2).setMaxValue(4),
        )
        .addIntegerOption((o) =>
          o.setName('max').setDescription(t('cmd.league.create.max')).setMinValue(2).setMaxValue(4),
        ),
    )
      .addIntegerOption((o) =>
        o
          .setName('deadline')
          .setDescription(t('cmd.league.create.deadline'))
          .setMinValue(1)
          .setMaxValue(10_080),
      )
      .addStringOption((o) =>
        o
          .setName('points')
          .setDescription(t('cmd.league.create.points'))
          .addChoices(
            { name: t('cmd.league.create.points.byPlace'), value: 'byPlace' },
            { name: t('cmd.league.create.points.vpShare'), value: 'vpShare' },
          ),
      )
      .addBooleanOption((o) => o.setName('computers').setDescription(t('cmd.league.create.computers')))
      .addRoleOption((o) => o.setName('role').setDescription(t('cmd.league.create.role')))
      // Issue 23: what becomes of a seat whose person keeps missing deadlines, and after how many.
      .addStringOption((o) =>
        o
          .setName('missed')
          .setDescription(t('cmd.league.create.missed'))
          .addChoices(
            { name: t('cmd.league.create.missed.defaults'), value: 'defaults' },
            { name: t('cmd.league.create.missed.computer'), value: 'computer' },
            { name: t('cmd.league.create.missed.forfeit'), value: 'forfeit' },
          ),
      )
      .addIntegerOption((o) =>
        o
          .setName('missed_after')
          .setDescription(t('cmd.league.create.missedAfter'))
          .setMinValue(1)
          .setMaxValue(20),
      )
      // Issue 37: what a member a round cannot seat earns for sitting out.
      .addIntegerOption((o) =>
        o
          .setName('bye_points')
          .setDescription(t('cmd.league.create.byePoints'))
          .setMinValue(0)
          .setMaxValue(100),
      )
      // Issue 37: whether a seat a computer played for its member is rated.
      .addStringOption((o) =>
        o
          .setName('assisted')
          .setDescription(t('cmd.league.create.assisted'))
          .addChoices(
            { name: t('cmd.league.create.assisted.unrated'), value: 'unrated' },
            { name: t('cmd.league.create.assisted.rated'), value: 'rated' },
          ),
      ),
  )
  .addSubcommand((sub) => withLeague(sub.setName('join').setDescription(t('cmd.league.join'))))
  .addSubcommand((sub) => withLeague(sub.setName('leave').setDescription(t('cmd.league.leave'))))
  .addSubcommand((sub) => withLeague(sub.setName('roster').setDescription(t('cmd.league.roster'))))
  .addSubcommand((sub) => {
    sub.setName('game').setDescription(t('cmd.league.game'));
    SEAT_OPTIONS.forEach((name, i) =>
      sub.addUserOption((o) =>
        o
          .setName(name)
          .setDescription(t('cmd.league.game.player'))
          .setRequired(i < 1),
      ),
    );
    sub.addIntegerOption((o) =>
      o.setName('computers').setDescription(t('cmd.league.game.computers')).setMinValue(1).setMaxValue(3),
    );
    return withLeague(sub);
  })
  .addSubcommand((sub) =>
    withSeason(withLeague(sub.setName('standings').setDescription(t('cmd.league.standings')))),
  )
  .addSubcommand((sub) =>
    withSeason(
      withLeague(
        sub
          .setName('player')
          .setDescription(t('cmd.league.player'))
          .addUserOption((o) =>
            o.setName('player').setDescription(t('cmd.league.player.player')).setRequired(true),
          ),
      ),
    ),
  )
  .addSubcommand((sub) =>
    withLeague(
      sub
        .setName('board')
        .setDescription(t('cmd.league.board'))
        .addChannelOption((o) =>
          o
            .setName('channel')
            .setDescription(t('cmd.league.board.channel'))
            .addChannelTypes(ChannelType.GuildText)
            .setRequired(true),
        ),
    ),
  );

/** The game and reason every audited change names, and the player where it concerns one. */
function auditSub(name: 'void' | 'forfeit' | 'replace') {
  return (sub: SlashCommandSubcommandBuilder): SlashCommandSubcommandBuilder => {
    sub
      .setName(name)
      .setDescription(t(`cmd.league.${name}`))
      .addStringOption((o) =>
        o
          .setName('game')
          .setDescription(t('cmd.league.audit.game'))
          .setRequired(true)
          .setMaxLength(64)
          .setAutocomplete(true),
      )
      .addStringOption((o) =>
        o.setName('reason').setDescription(t('cmd.league.audit.reason')).setRequired(true).setMaxLength(200),
      );
    if (name !== 'void')
      sub.addUserOption((o) =>
        o.setName('player').setDescription(t('cmd.league.audit.player')).setRequired(true),
      );
    if (name === 'replace')
      sub.addUserOption((o) =>
        o.setName('substitute').setDescription(t('cmd.league.audit.substitute')).setRequired(true),
      );
    return withLeague(sub);
  };
}

data
  .addSubcommand((sub) =>
    withLeague(
      sub
        .setName('round')
        .setDescription(t('cmd.league.round'))
        // Issue 37: a round with a check-in first, and its seating once members checked in.
        .addBooleanOption((o) => o.setName('checkin').setDescription(t('cmd.league.round.checkin')))
        .addBooleanOption((o) => o.setName('start').setDescription(t('cmd.league.round.start'))),
    ),
  )
  .addSubcommand((sub) =>
    withSeason(withLeague(sub.setName('history').setDescription(t('cmd.league.history')))),
  )
  .addSubcommand((sub) =>
    withSeason(withLeague(sub.setName('export').setDescription(t('cmd.league.export')))),
  )
  .addSubcommand((sub) => withLeague(sub.setName('seasons').setDescription(t('cmd.league.seasons'))))
  .addSubcommand(auditSub('void'))
  .addSubcommand(auditSub('forfeit'))
  .addSubcommand(auditSub('replace'))
  .addSubcommand((sub) => sub.setName('help').setDescription(t('cmd.league.help')))
  .addSubcommand((sub) => withLeague(sub.setName('audit').setDescription(t('cmd.league.audit'))))
  .addSubcommandGroup((group) =>
    group
      .setName('season')
      .setDescription(t('cmd.league.season'))
      .addSubcommand((sub) =>
        withLeague(
          sub
            .setName('close')
            .setDescription(t('cmd.league.season.close'))
            .addBooleanOption((o) => o.setName('carry').setDescription(t('cmd.league.season.carry'))),
        ),
      ),
  );

withManagement(data);

const SUBCOMMANDS: Record<
  string,
  (ctx: BotContext, interaction: ChatInputCommandInteraction) => Promise<void>
> = {
  create: createLeague,
  join: joinLeague,
  leave: leaveLeague,
  roster: showRoster,
  game: leagueGame,
  standings: showStandings,
  player: showPlayer,
  board: setBoard,
  round: leagueRound,
  history: showHistory,
  export: exportLeague,
  void: auditChange('void'),
  forfeit: auditChange('forfeit'),
  replace: auditChange('replace'),
  audit: showAudit,
  help: leagueHelp,
  close: closeLeagueSeason,
  seasons: showSeasons,
  ...MANAGEMENT,
};

/** Issue 37: the buttons /league answers posted (a confirmation), by the first word of their args. */
export const button = leagueButton;

export async function execute(ctx: BotContext, interaction: ChatInputCommandInteraction): Promise<void> {
  const handler = SUBCOMMANDS[interaction.options.getSubcommand()];
  if (handler) await handler(ctx, interaction);
  await tellSetAside(ctx, interaction);
}

/** Issue 37: `league:` offers the server's leagues, `game:` the league's recent games. */
export const autocomplete = leagueAutocomplete;
