// Small builders for Discord components as API JSON, with ids carrying the game and state
// version (see custom-id.ts). Labels are cut to Discord's limits rather than refused.
import {
  ButtonStyle,
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIComponentInMessageActionRow,
  type APISelectMenuOption,
  type APIStringSelectComponent,
} from 'discord.js';
import { componentId } from '../custom-id';

export type Row = APIActionRowComponent<APIComponentInMessageActionRow>;
export type Button = APIButtonComponentWithCustomId;

export interface IdSource {
  gameId: string;
  version: number;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function button(
  src: IdSource,
  label: string,
  kind: string,
  args: string[] = [],
  style:
    | ButtonStyle.Primary
    | ButtonStyle.Secondary
    | ButtonStyle.Success
    | ButtonStyle.Danger = ButtonStyle.Secondary,
): Button {
  return {
    type: ComponentType.Button,
    style,
    label: cut(label, 80),
    custom_id: componentId({ game: src.gameId, version: src.version, kind, args }),
  };
}

export function select(
  src: IdSource,
  placeholder: string,
  kind: string,
  args: string[],
  options: APISelectMenuOption[],
  range: { min?: number; max?: number } = {},
): Row {
  const capped = options.slice(0, 25).map((o) => ({ ...o, label: cut(o.label, 100) }));
  const menu: APIStringSelectComponent = {
    type: ComponentType.StringSelect,
    custom_id: componentId({ game: src.gameId, version: src.version, kind, args }),
    placeholder: cut(placeholder, 150),
    options: capped,
    min_values: Math.min(range.min ?? 1, capped.length),
    max_values: Math.min(range.max ?? 1, capped.length),
  };
  return { type: ComponentType.ActionRow, components: [menu] };
}

/** Buttons in rows of five (Discord's row width). */
export function buttonRows(buttons: Button[]): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < buttons.length; i += 5)
    rows.push({ type: ComponentType.ActionRow, components: buttons.slice(i, i + 5) });
  return rows;
}

/** Options in selects of 25 (Discord's limit), at most `maxRows` of them. */
export function selectRows(
  src: IdSource,
  placeholder: string,
  kind: string,
  args: string[],
  options: APISelectMenuOption[],
  maxRows: number,
): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < options.length && rows.length < maxRows; i += 25)
    rows.push(select(src, placeholder, kind, [...args, String(rows.length)], options.slice(i, i + 25)));
  return rows;
}
