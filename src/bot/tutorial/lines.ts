// Issue 38: what a tutorial game's panel says on top of the usual one. On the person's step:
// what to do, concretely (the city, the route marker, the goods) and why, and the /kogge rules
// topic behind it; while a computer player's scripted step comes first: that it does; once,
// after the move that finished the script or left it: what happens now.
//
// Every parameter is read from the person's own view (playerView) and their legal actions, never
// from the full state: a tutorial sentence cannot tell a computer player's hidden holdings.
import {
  GOOD_VP,
  GOODS,
  cityGood,
  noGoods,
  type Action,
  type Goods,
  type LegalAction,
  type PlayerView,
} from '../../engine/index';
import {
  cityName,
  goodName,
  goodsText,
  joinNames,
  markerLabel,
  t,
  tStored,
  type Params,
} from '../../i18n/index';
import { rulesLine } from '../actions/rule-help';
import { justFinished, justLeft, nextStep, tutorialPlace } from './place';
import { PERSON, type TutorialSay } from './script';
import type { TutorialRecord } from './record';

export interface TutorialLines {
  lines: string[];
  /** On a step the tutorial's sentence says more than the first-game hint: the hint is left out. */
  replacesHint: boolean;
}

const NONE: TutorialLines = { lines: [], replacesHint: false };

/** What the lines are read from: the record's tutorial and its action log. */
export type { TutorialRecord } from './record';

/** The tutorial's lines for the person's panel; none for a game without a tutorial. */
export function tutorialLines(
  record: TutorialRecord,
  view: PlayerView,
  legal: readonly LegalAction[],
  locale: string,
): TutorialLines {
  const place = tutorialPlace(record);
  if (!place || view.viewer !== PERSON) return NONE;
  const step = nextStep(place);
  if (step?.say && step.action.player === PERSON && legal.length > 0) {
    const says = place.script.steps.filter((s) => s.say);
    // The parameters are built per step (sayParams); the tutorial's tests render every step's
    // sentence in every language and find no leftover {name}.
    const text = tStored(
      `tutorial.say.${step.say.key}`,
      sayParams(step.say.key, step.action, view, legal, locale),
      locale,
    );
    const params = { step: says.indexOf(step) + 1, steps: says.length, text };
    return {
      lines: [t('tutorial.step', params, locale), rulesLine(step.say.topic, locale)],
      replacesHint: true,
    };
  }
  if (step)
    return {
      lines: [t('tutorial.waiting', { act: t('button.act', {}, locale) }, locale)],
      replacesHint: true,
    };
  if (justFinished(place))
    return {
      lines: [t('tutorial.done', { hint: t('coach.button', {}, locale) }, locale)],
      replacesHint: false,
    };
  if (justLeft(place, record.actions))
    return { lines: [t('tutorial.left', {}, locale)], replacesHint: false };
  return NONE;
}

/** One good of each kind but the city's own: what an office there costs in goods (K-40). */
function officeGoods(city: number): Goods {
  const goods = noGoods();
  for (const good of GOODS) if (good !== cityGood(city)) goods[good] = 1;
  return goods;
}

const vpOf = (goods: Goods) => GOODS.reduce((sum, good) => sum + goods[good] * GOOD_VP[good], 0);

/** The sentence's names and numbers, from the step's action and what the person sees. */
function sayParams(
  key: TutorialSay,
  action: Action,
  view: PlayerView,
  legal: readonly LegalAction[],
  locale: string,
): Params {
  const city = (id: number) => cityName(id, locale);
  const good = (id: number) => goodName(cityGood(id), locale);
  const me = view.players[PERSON];
  const cog = me.cog ?? 0;
  switch (key) {
    case 'start': {
      const marker = action.type === 'chooseStart' ? action.marker : 0;
      return { city: city(marker), good: good(marker), vp: GOOD_VP[cityGood(marker)], marker };
    }
    case 'bid': {
      const marker = action.type === 'bid' ? action.markers[0] : 0;
      const office = view.cities.find((c) => c.offices.some((o) => o.owner === PERSON))?.id ?? cog;
      const bids = view.bids.flatMap((b) => (b.markers ? [markerLabel(b.markers)] : []));
      return {
        marker,
        bids: joinNames(bids, locale),
        bidCity: city(marker),
        bidGood: good(marker),
        officeMarker: office,
        officeCity: city(office),
        officeGood: good(office),
      };
    }
    case 'guildMaster': {
      const steps = action.type === 'moveGuildMaster' ? action.steps : 1;
      const listing = legal.find((l) => l.type === 'moveGuildMaster');
      const to = listing?.type === 'moveGuildMaster' ? listing.options.find((o) => o.steps === steps)?.to : 0;
      return { steps, from: city(view.guildMaster.city), to: city(to ?? 0), good: good(to ?? 0) };
    }
    case 'sail': {
      const route = action.type === 'sail' && action.route !== 'secret' ? action.route : 0;
      const to = view.cities[cog].squares[route].value ?? cog;
      return { from: city(cog), good: good(cog), to: city(to), marker: to };
    }
    case 'office':
      return { city: city(cog), cost: goodsText(officeGoods(cog), locale), marker: cog, good: good(cog) };
    case 'cityTrade': {
      const give = action.type === 'cityTrade' ? action.give : noGoods();
      const take = action.type === 'cityTrade' ? action.receive : noGoods();
      return {
        city: city(cog),
        give: goodsText(give, locale),
        take: goodsText(take, locale),
        giveVp: vpOf(give),
        takeVp: vpOf(take),
      };
    }
    case 'endTurn':
      return { dp: me.dp, goods: goodsText(view.hand.goods, locale), vp: view.vpNow };
  }
}
