// Buttons and select menus as Discord checks them: styles, labels, urls, custom ids (unique
// in a message), options and their value counts; and the small shapes every check shares.
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import type { FieldError } from '../errors';
import { ButtonLimits, SelectMenuLimits } from '../limits';
import { badLength, checkMax, required } from './field-errors';

export type Path = (string | number)[];
export type Loose = Record<string, unknown> & { type?: number };

const BUTTON_STYLES = [1, 2, 3, 4, 5, 6];

// docs "Components › Reference › Button Structure": url "max 512 characters".
const MaximumButtonUrl = 512;

/**
 * docs "Components › Reference › Button Structure" and "Button Styles": styles 1–6; label
 * max 80; link buttons carry a url (max 512) and no custom id; premium ones a sku; the
 * others a custom id and no url.
 */
export function validateButton(button: Loose, path: Path, errors: FieldError[]): void {
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
export function validateSelect(select: Loose, path: Path, errors: FieldError[]): void {
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

export function unionType(path: Path, types: number[]): FieldError {
  return {
    path,
    code: 'UNION_TYPE_CHOICES',
    message: `Value of field "type" must be one of (${types.join(', ')}).`,
  };
}

function intRange(path: Path, min: number, max: number): FieldError {
  return { path, code: 'NUMBER_TYPE_MAX', message: `int value should be between ${min} and ${max}.` };
}

export function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function list(value: unknown): Loose[] {
  return Array.isArray(value) ? (value as Loose[]) : [];
}
