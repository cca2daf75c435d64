import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { FieldError } from '../errors';
import { ButtonLimits, InteractionLimits, MessageLimits, SelectMenuLimits } from '../limits';
import { badLength, checkMax, maxLength, required } from './field-errors';

type Path = (string | number)[];
type Loose = Record<string, unknown> & { type?: number };

const SELECT_TYPES = new Set<number>([
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
]);

// Discord docs, Components › Component Reference and "Using Message Components" /
// "Components V2": classic messages hold up to 5 action rows; a components-v2 message holds
// up to 40 components in all, of these types at the top and inside a container.
const V2_TOP = new Set<number>([
  ComponentType.ActionRow,
  ComponentType.Section,
  ComponentType.TextDisplay,
  ComponentType.MediaGallery,
  ComponentType.File,
  ComponentType.Separator,
  ComponentType.Container,
]);
const V2_IN_CONTAINER = new Set<number>([
  ComponentType.ActionRow,
  ComponentType.Section,
  ComponentType.TextDisplay,
  ComponentType.MediaGallery,
  ComponentType.File,
  ComponentType.Separator,
]);
export const MaximumV2Components = 40;
export const MaximumV2TextCharacters = 4_000;
const MaximumSectionTexts = 3;
const MaximumGalleryItems = 10;
const BUTTON_STYLES = [1, 2, 3, 4, 5, 6];

/** Validates a message's components: classic action rows, or a components-v2 layout. */
export function validateComponents(components: unknown, errors: FieldError[], v2 = false): void {
  if (components === undefined || components === null) return;
  if (!Array.isArray(components)) {
    errors.push({
      path: ['components'],
      code: 'LIST_TYPE_CONVERT',
      message: 'Only iterables may be used in a ListType',
    });
    return;
  }
  if (v2) return validateV2(components as Loose[], errors);
  if (components.length > MessageLimits.MaximumActionRows) {
    errors.push(maxLength(['components'], MessageLimits.MaximumActionRows));
    return;
  }
  const seen = new Set<string>();
  components.forEach((row: Loose, r) => {
    if (!isObject(row) || row.type !== ComponentType.ActionRow) {
      // Without IS_COMPONENTS_V2 only action rows stand at the top.
      errors.push(unionType(['components', r], [ComponentType.ActionRow]));
      return;
    }
    validateRow(row, ['components', r], seen, errors);
  });
}

function validateV2(components: Loose[], errors: FieldError[]): void {
  const seen = new Set<string>();
  const budget = { count: 0, text: 0 };
  components.forEach((node, i) => validateV2Node(node, ['components', i], V2_TOP, seen, budget, errors));
  if (budget.count > MaximumV2Components) {
    errors.push({
      path: ['components'],
      code: 'MESSAGE_TOO_MANY_COMPONENTS',
      message: `A message can have at most ${MaximumV2Components} components in total`,
    });
  }
  if (budget.text > MaximumV2TextCharacters) {
    errors.push({
      path: ['components'],
      code: 'MESSAGE_TOTAL_TEXT_DISPLAY_CONTENT_TOO_LONG',
      message: `The text of all text displays may be at most ${MaximumV2TextCharacters} characters`,
    });
  }
}

function validateV2Node(
  node: Loose,
  path: Path,
  allowed: Set<number>,
  seen: Set<string>,
  budget: { count: number; text: number },
  errors: FieldError[],
): void {
  budget.count += 1;
  if (!isObject(node) || !allowed.has(node.type ?? -1)) {
    errors.push(unionType(path, [...allowed]));
    return;
  }
  switch (node.type) {
    case ComponentType.ActionRow:
      budget.count += list(node.components).length;
      validateRow(node, path, seen, errors);
      return;
    case ComponentType.TextDisplay:
      budget.text += typeof node.content === 'string' ? node.content.length : 0;
      if (typeof node.content !== 'string' || node.content.length === 0)
        errors.push(required([...path, 'content']));
      return;
    case ComponentType.Container:
      list(node.components).forEach((child, i) =>
        validateV2Node(child, [...path, 'components', i], V2_IN_CONTAINER, seen, budget, errors),
      );
      return;
    case ComponentType.Section:
      return validateSection(node, path, seen, budget, errors);
    case ComponentType.MediaGallery: {
      const items = list(node.items);
      if (items.length < 1 || items.length > MaximumGalleryItems) {
        errors.push(badLength([...path, 'items'], 1, MaximumGalleryItems));
      }
      return;
    }
    default:
      return;
  }
}

/**
 * docs "Components › Reference › Section Structure": 1–3 text displays beside one
 * accessory, a button or a thumbnail.
 */
function validateSection(
  node: Loose,
  path: Path,
  seen: Set<string>,
  budget: { count: number; text: number },
  errors: FieldError[],
): void {
  const texts = list(node.components);
  if (texts.length < 1 || texts.length > MaximumSectionTexts) {
    errors.push(badLength([...path, 'components'], 1, MaximumSectionTexts));
  }
  const onlyText = new Set<number>([ComponentType.TextDisplay]);
  texts.forEach((child, i) =>
    validateV2Node(child, [...path, 'components', i], onlyText, seen, budget, errors),
  );
  const accessory = node.accessory as Loose | undefined;
  if (!isObject(accessory)) {
    errors.push(required([...path, 'accessory']));
    return;
  }
  budget.count += 1;
  if (accessory.type === ComponentType.Button) validateChild(accessory, [...path, 'accessory'], seen, errors);
  else if (accessory.type !== ComponentType.Thumbnail) {
    errors.push(unionType([...path, 'accessory'], [ComponentType.Button, ComponentType.Thumbnail]));
  }
}

// docs "Components › Reference › Action Row": up to 5 buttons or one select.
// Discord lays a row out in 5 width units: a button takes 1, a select all 5. Every
// component that no longer fits is refused where it stands.
const ROW_WIDTH = InteractionLimits.MaximumButtonsPerActionRow;

function validateRow(row: Loose, path: Path, seen: Set<string>, errors: FieldError[]): void {
  const children = list(row.components);
  let width = 0;
  children.forEach((child, c) => {
    if (!isObject(child) || (child.type !== ComponentType.Button && !SELECT_TYPES.has(child.type ?? -1))) {
      errors.push(unionType([...path, 'components', c], [ComponentType.Button, ...SELECT_TYPES]));
      return;
    }
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
  children.forEach((child, c) => {
    if (isObject(child)) validateChild(child, [...path, 'components', c], seen, errors);
  });
}

function validateChild(child: Loose, path: Path, seen: Set<string>, errors: FieldError[]): void {
  if (child.type === ComponentType.Button) validateButton(child, path, errors);
  else validateSelect(child, path, errors);
  checkCustomId(child, path, seen, errors);
}

// docs "Components › Reference › Button Structure": url "max 512 characters".
const MaximumButtonUrl = 512;

/**
 * docs "Components › Reference › Button Structure" and "Button Styles": styles 1–6; label
 * max 80; link buttons carry a url (max 512) and no custom id; premium ones a sku; the
 * others a custom id and no url.
 */
function validateButton(button: Loose, path: Path, errors: FieldError[]): void {
  checkMax(errors, button.label, [...path, 'label'], ButtonLimits.MaximumLabelCharacters);
  const style = Number(button.style);
  if (!BUTTON_STYLES.includes(style)) {
    errors.push({
      path: [...path, 'style'],
      code: 'BASE_TYPE_CHOICES',
      message: `Value must be one of (${BUTTON_STYLES.join(', ')}).`,
    });
    return;
  }
  const hasId = button.custom_id !== undefined && button.custom_id !== null;
  if (style === ButtonStyle.Link) {
    if (typeof button.url !== 'string') errors.push(required([...path, 'url']));
    checkMax(errors, button.url, [...path, 'url'], MaximumButtonUrl);
    if (hasId) {
      errors.push({
        path: [...path, 'custom_id'],
        code: 'BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE',
        message: 'A custom id and url cannot both be specified',
      });
    }
  } else if (style === ButtonStyle.Premium) {
    if (typeof button.sku_id !== 'string') errors.push(required([...path, 'sku_id']));
  } else if (!hasId) {
    errors.push(required([...path, 'custom_id']));
  } else if (button.url !== undefined && button.url !== null) {
    errors.push({
      path: [...path, 'url'],
      code: 'BUTTON_COMPONENT_CUSTOM_ID_URL_MUTUALLY_EXCLUSIVE',
      message: 'A custom id and url cannot both be specified',
    });
  }
}

/**
 * docs "Components › Reference › String Select Structure" (and the user, role, mentionable
 * and channel selects): a custom id, placeholder max 150, 0 ≤ min_values ≤ max_values ≤
 * 25; "Select Option Structure": 1–25 options, label, value and description max 100.
 */
function validateSelect(select: Loose, path: Path, errors: FieldError[]): void {
  if (select.custom_id === undefined || select.custom_id === null)
    errors.push(required([...path, 'custom_id']));
  checkMax(
    errors,
    select.placeholder,
    [...path, 'placeholder'],
    SelectMenuLimits.MaximumPlaceholderCharacters,
  );
  const max = SelectMenuLimits.MaximumOptionsLength;
  const minValues = select.min_values === undefined ? 1 : Number(select.min_values);
  const maxValues = select.max_values === undefined ? 1 : Number(select.max_values);
  if (!(minValues >= 0 && minValues <= max)) errors.push(intRange([...path, 'min_values'], 0, max));
  if (!(maxValues >= 1 && maxValues <= max)) errors.push(intRange([...path, 'max_values'], 1, max));
  else if (minValues > maxValues) {
    errors.push({
      path: [...path, 'min_values'],
      code: 'SELECT_COMPONENT_MIN_VALUES_GREATER_THAN_MAX',
      message: 'min_values must be less than or equal to max_values',
    });
  }
  if (select.type === ComponentType.StringSelect)
    validateOptions(select, path, Math.min(maxValues, max), errors);
}

function validateOptions(select: Loose, path: Path, maxValues: number, errors: FieldError[]): void {
  const options = list(select.options);
  const max = SelectMenuLimits.MaximumOptionsLength;
  if (options.length < 1 || options.length > max) {
    errors.push(badLength([...path, 'options'], 1, max));
    return;
  }
  if (maxValues > options.length) {
    errors.push({
      path: [...path, 'max_values'],
      code: 'SELECT_COMPONENT_MAX_VALUES_EXCEEDS_OPTIONS',
      message: 'max_values must not exceed the number of options',
    });
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

/**
 * docs "Components › Reference › Anatomy of a Component › Custom ID": 1–100 characters,
 * unique among the components of one message (or modal).
 */
export function checkCustomId(component: Loose, path: Path, seen: Set<string>, errors: FieldError[]): void {
  const id = component.custom_id;
  if (typeof id !== 'string') return;
  if (id.length === 0)
    errors.push(badLength([...path, 'custom_id'], 1, ButtonLimits.MaximumCustomIdCharacters));
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

function unionType(path: Path, types: number[]): FieldError {
  return {
    path,
    code: 'UNION_TYPE_CHOICES',
    message: `Value of field "type" must be one of (${types.join(', ')}).`,
  };
}

function intRange(path: Path, min: number, max: number): FieldError {
  return { path, code: 'NUMBER_TYPE_MAX', message: `int value should be between ${min} and ${max}.` };
}

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function list(value: unknown): Loose[] {
  return Array.isArray(value) ? (value as Loose[]) : [];
}

export { badLength };
