// Every sentence a player reads, by key, in their language (English first).
// The other languages register themselves here, for every thread that imports this module.
import './catalogues';
export { CATALOGUES } from './catalogues';
export { t, plural, addCatalogue, joinNames, formatNumber, type Params } from './translate';
export type { Catalogue, PluralKey } from './catalogue';
export { en, type MessageKey } from './en';
export { formatEvent, formatLog } from './events';
export { goodsText, goodName, chitName, cityName, markerLabel, type NameOf } from './names';
export { errorText } from './errors';
export { PSEUDO_LOCALE } from './pseudo';
export { userText, escapeUserText, isUserText, type UserText } from './user-text';
