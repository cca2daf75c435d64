// Every sentence a player reads, by key, in their language (English first).
// The other languages register themselves here, for every thread that imports this module.
import './catalogues';
export { CATALOGUES } from './catalogues';
export {
  t,
  plural,
  addCatalogue,
  joinNames,
  formatNumber,
  type Params,
  type ParamsOf,
  type ParamNames,
  type ParamValue,
  type SentenceArgs,
  type ParamsArg,
  type PlainKey,
  type KeysWithin,
  sayIn,
  tStored,
  pluralStored,
  type PluralParamsArg,
  type PluralArgs,
} from './translate';
export type { Catalogue, PluralKey } from './catalogue';
export { en, type MessageKey } from './en';
export { formatEvent, formatLog } from './events';
export { goodsText, goodName, chitName, cityName, markerLabel, type NameOf } from './names';
export { errorText } from './errors';
export { PSEUDO_LOCALE } from './pseudo';
export { languageName } from './language-names';
export { terminalText } from './terminal';
export { userText, escapeUserText, isUserText, type UserText } from './user-text';
