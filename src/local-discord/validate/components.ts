import { ComponentType } from 'discord-api-types/v10';
import type { FieldError } from '../errors';
import { InteractionLimits, MessageLimits } from '../limits';
import { badLength, maxLength, required } from './field-errors';
import {
  checkCustomId,
  isObject,
  list,
  unionType,
  validateButton,
  validateSelect,
  type Loose,
  type Path,
} from './interactive';

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
// docs "Components › Overview": "Messages allow up to 40 total components".
export const MaximumV2Components = 40;
// Not a figure in discord-api-docs (c98d64b): discord.js's builders hold one text display to
// 4,000 characters (textDisplayContentPredicate); this server holds a message's to 4,000 in
// all, the stricter reading.
export const MaximumV2TextCharacters = 4_000;
// docs "Components › Reference › Section Structure": "One to three child components";
// "Media Gallery Structure": "1 to 10 media gallery items".
const MaximumSectionTexts = 3;
const MaximumGalleryItems = 10;
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

export { badLength };
