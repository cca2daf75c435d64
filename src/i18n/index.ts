// Every sentence a player reads, by key, in their language (English first).
export { t, addCatalogue, joinNames, type Params, type Catalogue } from './translate';
export { en, type MessageKey } from './en';
export { formatEvent, formatLog, goodsText, goodName, chitName, type NameOf } from './events';
export { errorText } from './errors';
