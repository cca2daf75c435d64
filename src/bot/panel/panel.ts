// The action panel: an ephemeral message built from legalActions, so it never offers what
// the engine would refuse. A panel is a section (its name and builder state ride in the
// component ids): "main" lists what the player may do; the others choose the details.
import { ButtonStyle } from 'discord.js';
import {
  blockingDecisions,
  legalActions,
  playerView,
  type ActionType,
  type LegalAction,
} from '../../engine/index';
import { markerLabel, t } from '../../i18n/index';
import type { MapChoice } from '../../render/index';
import { encodeMove } from '../action-codec';
import type { ActionEntry } from '../actions/entry';
import { ACTION_ENTRIES, entryOf } from '../actions/table';
import { headerLine, holdingsText, markerValues, waitingText } from '../text';
import { button, buttonRows, type Button, type Row } from './components';
import type { Body, PanelContext, PanelPlace, SectionContext } from './panel-context';
import { backButton } from './turn-sections';
import { offerSection, offersSection } from './offer-sections';
import { whyNotLines } from './why-not-lines';
import { hintLine } from './hint-lines';
import { tutorialLines } from '../tutorial/lines';

export interface Panel {
  content: string;
  components: Row[];
  /**
   * Issue 38: the choices it offers on the map, lettered on the panel's board (the seat's own,
   * drawn by the render workers: handlers/panel-board.ts) as on its buttons; empty: none.
   */
  choices?: MapChoice[];
}

/** Builds a section's panel; an unknown or no longer possible section shows the main one. */
export function buildPanel(ctx: PanelContext, section: string[] = ['main'], note?: string): Panel {
  const legal = legalActions(ctx.state, ctx.player);
  const body = sectionBody(ctx, legal, section) ?? mainBody(ctx, legal);
  // Issue 38: a tutorial step's sentence, read from the person's own view, says more than the hint.
  const guide = ctx.tutorial
    ? tutorialLines(ctx.tutorial, playerView(ctx.state, ctx.player), legal, ctx.locale)
    : null;
  const hint = ctx.hints && !guide?.replacesHint ? hintLine(ctx, legal, section[0] ?? 'main') : null;
  const lines = [
    headerLine(ctx.state, ctx.locale),
    youLine(ctx),
    ...(note ? [note] : []),
    ...(guide?.lines ?? []),
    ...body.lines,
    ...(hint ? [hint] : []),
  ];
  return {
    content: lines.join('\n').slice(0, 2000),
    components: body.rows.slice(0, 5),
    choices: body.choices ?? [],
  };
}

function youLine(ctx: PanelContext): string {
  const me = ctx.state.players[ctx.player];
  const holdings = { goods: me.goods, markers: markerValues(me.markers) };
  return t('panel.you', { holdings: holdingsText(holdings, ctx.locale) }, ctx.locale);
}

function sectionBody(ctx: PanelContext, legal: LegalAction[], section: string[]): Body | null {
  const [name, ...args] = section;
  if (name === 'main' || name === undefined) return null;
  if (name === 'offer') return offerSection(ctx, legal, args);
  if (name === 'offers') return offersSection(ctx, legal);
  return detailSection(ctx, legal, name, args) ?? prompt(ctx, legal, { name, args });
}

/** One entry per type: the entry for a listing's type takes exactly that listing. */
const entryFor = (l: LegalAction) => entryOf(l.type) as ActionEntry<ActionType>;

/** Each detail section by its name: the action type whose entry lists it, and its builder. */
const DETAIL_SECTIONS = new Map(
  (Object.entries(ACTION_ENTRIES) as [ActionType, ActionEntry<ActionType>][]).flatMap(([type, entry]) =>
    Object.entries(entry.sections ?? {}).map(([name, build]) => [name, { type, build }] as const),
  ),
);

/** The detail section `name` for the first listing of its action, with a Back button; null when it has none. */
function detailSection(ctx: PanelContext, legal: LegalAction[], name: string, args: string[]): Body | null {
  const section = DETAIL_SECTIONS.get(name);
  const listing = section && legal.find((l) => l.type === section.type);
  const body = section && listing ? section.build(sectionContext(ctx), listing, args) : null;
  if (!body) return null;
  return {
    lines: body.lines,
    rows: [...body.rows.slice(0, 4), ...buttonRows([backButton(ctx)])],
    choices: body.choices,
  };
}

/** The first prompt the legal actions' entries ask at this place (a bid, the tax …), or null. */
function prompt(ctx: PanelContext, legal: LegalAction[], place: PanelPlace): Body | null {
  const sctx = sectionContext(ctx);
  for (const l of legal) {
    const body = entryFor(l).prompt?.(sctx, l, place);
    if (body) return body;
  }
  return null;
}

const sectionContext = (ctx: PanelContext): SectionContext => ({ ...ctx, encode: encodeMove });

function mainBody(ctx: PanelContext, legal: LegalAction[]): Body {
  if (
    legal.length === 0 ||
    (legal.every((l) => l.type === 'setAutoCollect') && blockingDecisions(ctx.state).length > 0)
  ) {
    const waiting = waitingText(ctx.state, ctx.locale);
    return { lines: [t('panel.nothing', { waiting }, ctx.locale)], rows: [] };
  }
  const phase = prompt(ctx, legal, { name: 'main', args: [] });
  const buttons = [...turnButtons(ctx, legal), ...anyTimeButtons(ctx, legal), ...coachButton(ctx)];
  const lines = [...(phase ? phase.lines : [t('panel.choose', {}, ctx.locale)]), ...whyNotLines(ctx)];
  const rows = [...(phase?.rows ?? []), ...buttonRows(buttons)];
  return { lines, rows, choices: phase?.choices };
}

/** The main panel's buttons for the turn's actions, each its action entry's (actions/entries/). */
function turnButtons(ctx: PanelContext, legal: LegalAction[]): Button[] {
  return legal.flatMap((l) => {
    const { button: make } = entryFor(l);
    return make ? [make(ctx, l)] : [];
  });
}

function anyTimeButtons(ctx: PanelContext, legal: LegalAction[]): Button[] {
  const out: Button[] = [];
  const offers = new Set<number>();
  for (const l of legal) {
    // The offer builder: trades between cogs (K-46) and with other players' offices (K-71).
    if (l.type === 'offerTrade' && (l.partners.length > 0 || l.offices.length > 0))
      out.push(button(ctx, t('act.offerTrade', {}, ctx.locale), 'nav', ['offer']));
    if (l.type === 'acceptTrade' || l.type === 'declineTrade' || l.type === 'withdrawTrade')
      for (const id of l.offers) offers.add(id);
  }
  if (offers.size > 0)
    out.push(
      button(
        ctx,
        t('act.offers', { count: offers.size }, ctx.locale),
        'nav',
        ['offers'],
        ButtonStyle.Primary,
      ),
    );
  return out;
}

/** Issue 26: the coach's hint, answered in a new ephemeral message (handlers/hint.ts). */
function coachButton(ctx: PanelContext): Button[] {
  return ctx.coach ? [button(ctx, t('coach.button', {}, ctx.locale), 'hint')] : [];
}

/** "8+4+0" for a list of marker values. */
export function label(values: readonly number[]): string {
  return markerLabel(values);
}
