// Colours and shapes. Goods and players never differ by colour alone (colour-blind
// safety): each good has its own shape, each player a letter on every piece.
import type { Color, Good } from '../engine/view';

export const THEME = {
  seaLight: '#cfe3ec',
  seaDark: '#9fc3d6',
  graticule: 'rgba(255,255,255,0.35)',
  shallows: [
    [14, 'rgba(255,255,255,0.18)'],
    [7, 'rgba(255,255,255,0.30)'],
  ] as [number, string][],
  land: '#ede3c8',
  coast: '#8c7b57',
  ink: '#1d2733',
  panel: '#1f2b38',
  panelText: '#f2eee3',
  panelMuted: '#a9b4c0',
  paper: '#f6f0e0',
  muted: '#6f6a5d',
  faceDown: '#3b4654',
  highlight: '#ffd867',
  rowActive: 'rgba(255,216,103,0.14)',
  row: 'rgba(255,255,255,0.05)',
  hull: '#8a5a2b',
  card: 'rgba(253,250,242,0.94)',
  cardEdge: '#6d5f45',
  route: 'rgba(29,39,51,0.8)',
  routeCasing: 'rgba(255,255,255,0.55)',
  guildMaster: '#c8962e',
} as const;

/** K-5 player colours, tuned for contrast; the letter each piece carries is a word (i18n). */
export const PLAYER_STYLE: Record<Color, { fill: string; text: string }> = {
  red: { fill: '#d7403a', text: '#ffffff' },
  green: { fill: '#2f9a57', text: '#ffffff' },
  blue: { fill: '#2f68cc', text: '#ffffff' },
  yellow: { fill: '#f2c12e', text: '#1d2733' },
};

export type GoodShape = 'square' | 'circle' | 'diamond' | 'triangle';

/** K-2 good colours, each with its own shape. */
export const GOOD_STYLE: Record<Good, { fill: string; edge: string; shape: GoodShape; text: string }> = {
  ore: { fill: '#8a9199', edge: '#4a5058', shape: 'square', text: '#ffffff' },
  fur: { fill: '#ee8a26', edge: '#9a520c', shape: 'circle', text: '#1d2733' },
  amber: { fill: '#8b55c0', edge: '#4d2a72', shape: 'diamond', text: '#ffffff' },
  salt: { fill: '#fbfbf6', edge: '#5b6470', shape: 'triangle', text: '#1d2733' },
};
