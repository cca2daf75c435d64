/** Names written wholly in one script's look-alikes of a Latin name: [script, name, Latin name]. */
export const WHOLE_SCRIPT: [string, string, string][] = [
  ['Lisu', 'ꓐꓳꓐ', 'Bob'],
  ['Lisu', 'ꓚꓡꓮꓣꓮ', 'Clara'],
  ['Cherokee', 'ᏴᎾᏴ', 'Bob'],
  ['Cherokee', 'ᏟᏞᎪᎡᎪ', 'Clara'],
  ['Cyrillic', 'Вов', 'Bob'],
  ['Greek capitals', 'ΑΝΝΑ', 'Anna'],
];
