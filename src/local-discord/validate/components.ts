import { ComponentType } from 'discord-api-types/v10';
import type { FieldError } from '../errors';
import { ButtonLimits, InteractionLimits, MessageLimits, SelectMenuLimits } from '../limits';
import { badLength, checkMax, maxLength } from './field-errors';

type Path = (string | number)[];
type Loose = Record<string, unknown> & { type?: number };

const SELECT_TYPES = new Set<number>([
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
]);

/** Validates a message's top-level components: action rows of buttons or one select. */
export function validateComponents(components: unknown, errors: FieldError[]): void {
  if (!Array.isArray(components)) return;
  if (components.length > MessageLimits.MaximumActionRows) {
    errors.push(maxLength(['components'], MessageLimits.MaximumActionRows));
    return;
  }
  const seen = new Set<string>();
  components.forEach((row: Loose, r) => {
    if (row.type === ComponentType.ActionRow) validateRow(row, ['components', r], seen, errors);
    else walkCustomIds(row, ['components', r], seen, errors);
  });
}

// Discord lays a row out in 5 width units: a button takes 1, a select all 5. Every
// component that no longer fits is refused where it stands.
const ROW_WIDTH = InteractionLimits.MaximumButtonsPerActionRow;

function validateRow(row: Loose, path: Path, seen: Set<string>, errors: FieldError[]): void {
  const children = (row.components ?? []) as Loose[];
  let width = 0;
  children.forEach((child, c) => {
    width += SELECT_TYPES.has(child.type ?? -1) ? ROW_WIDTH : 1;
    if (width > ROW_WIDTH) {
      errors.push({
        path: [...path, 'components', c],
        code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
        message: 'The specified component exceeds the maximum width',
      });
    }
  });
  if (width > ROW_WIDTH) return;
  children.forEach((child, c) => validateChild(child, [...path, 'components', c], seen, errors));
}

function validateChild(child: Loose, path: Path, seen: Set<string>, errors: FieldError[]): void {
  checkCustomId(child, path, seen, errors);
  if (child.type === ComponentType.Button) {
    checkMax(errors, child.label, [...path, 'label'], ButtonLimits.MaximumLabelCharacters);
  }
  if (child.type === ComponentType.StringSelect) validateOptions(child, path, errors);
  if (SELECT_TYPES.has(child.type ?? -1)) {
    checkMax(
      errors,
      child.placeholder,
      [...path, 'placeholder'],
      SelectMenuLimits.MaximumPlaceholderCharacters,
    );
  }
}

function validateOptions(select: Loose, path: Path, errors: FieldError[]): void {
  const options = (select.options ?? []) as Loose[];
  const max = SelectMenuLimits.MaximumOptionsLength;
  if (options.length < 1 || options.length > max) {
    errors.push(badLength([...path, 'options'], 1, max));
    return;
  }
  options.forEach((option, o) => {
    const at = [...path, 'options', o];
    checkMax(errors, option.label, [...at, 'label'], SelectMenuLimits.MaximumLengthOfNameOfOption);
    checkMax(errors, option.value, [...at, 'value'], SelectMenuLimits.MaximumLengthOfValueOfOption);
    checkMax(
      errors,
      option.description,
      [...at, 'description'],
      SelectMenuLimits.MaximumLengthOfDescriptionOfOption,
    );
  });
}

/** Custom ids must be at most 100 characters and unique within one message. */
export function checkCustomId(component: Loose, path: Path, seen: Set<string>, errors: FieldError[]): void {
  const id = component.custom_id;
  if (typeof id !== 'string') return;
  checkMax(errors, id, [...path, 'custom_id'], ButtonLimits.MaximumCustomIdCharacters);
  if (seen.has(id)) {
    errors.push({
      path: [...path, 'custom_id'],
      code: 'COMPONENT_CUSTOM_ID_DUPLICATED',
      message: 'Component custom id cannot be duplicated',
    });
  }
  seen.add(id);
}

// Layout components (v2 containers, sections) are not laid out here, but their
// interactive children still obey the custom id rules.
function walkCustomIds(node: Loose, path: Path, seen: Set<string>, errors: FieldError[]): void {
  checkCustomId(node, path, seen, errors);
  for (const key of ['components', 'accessory', 'component'] as const) {
    const value = node[key];
    if (Array.isArray(value)) {
      value.forEach((child: Loose, i) => walkCustomIds(child, [...path, key, i], seen, errors));
    } else if (value && typeof value === 'object') {
      walkCustomIds(value as Loose, [...path, key], seen, errors);
    }
  }
}

export { badLength };
