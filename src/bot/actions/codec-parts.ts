// The pieces the entries' short codes are written with: a letter per good, goods as counts
// (`1-0-2-0`), marker values as digits, payments. Reading never trusts the text: a part that
// is not a number becomes NaN or null, and the engine's zod schema refuses it.
import { CHITS, GOODS, type Action, type Good, type Goods, type Payment } from '../../engine/index';

export const GOOD_LETTER: Record<Good, string> = { ore: 'o', fur: 'f', amber: 'a', salt: 's' };
// A Map, not an object: a code such as `__proto__` must find nothing.
const LETTER_GOOD = new Map(Object.entries(GOOD_LETTER).map(([g, l]) => [l, g as Good]));

export const letterGood = (letter: string | undefined): Good | undefined => LETTER_GOOD.get(letter ?? '');

export const counts = (g: Goods) => GOODS.map((k) => g[k]).join('-');
export const digits = (values: readonly number[]) => values.join('');

export const int = (text: string | undefined) =>
  text !== undefined && /^\d+$/.test(text) ? Number(text) : NaN;
export const list = (text: string | undefined) => (text ?? '').split('').filter(Boolean).map(Number);

export function goods(text: string | undefined): Goods | null {
  const parts = (text ?? '').split('-').map(int);
  if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n))) return null;
  return { ore: parts[0], fur: parts[1], amber: parts[2], salt: parts[3] };
}

export function payCode(payment: readonly Payment[]): string {
  return payment.map((p) => ('good' in p ? GOOD_LETTER[p.good] : String(p.marker))).join('');
}

export function payments(code: string | undefined): Payment[] {
  return (code ?? '').split('').map((ch) => {
    const good = letterGood(ch);
    return good ? { good } : { marker: int(ch) };
  });
}

type GmTrade = Extract<Action, { type: 'gmTrade' }>['trade'];

export function gmTradeCode(t: GmTrade): string {
  if (t.kind === 'raidMarker') return `r${t.value}`;
  if (t.kind === 'bonusChit') return `c${GOOD_LETTER[t.good]}${CHITS.indexOf(t.chit)}`;
  if (t.kind === 'goodForMarker') return `g${GOOD_LETTER[t.good]}${t.value}`;
  return `m${t.value}`;
}

export function gmTrade(code: string): unknown {
  const kind = code[0];
  if (kind === 'r') return { kind: 'raidMarker', value: int(code.slice(1)) };
  if (kind === 'c') return { kind: 'bonusChit', good: letterGood(code[1]), chit: CHITS[int(code.slice(2))] };
  if (kind === 'g') return { kind: 'goodForMarker', good: letterGood(code[1]), value: int(code.slice(2)) };
  if (kind === 'm') return { kind: 'markerForGood', value: int(code.slice(1)) };
  return null;
}
