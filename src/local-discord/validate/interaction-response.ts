import {
  ComponentType,
  type APIApplicationCommandOptionChoice,
  type APIModalInteractionResponseCallbackData,
} from 'discord-api-types/v10';
import { invalidFormBody, type FieldError } from '../errors';
import { AutoCompleteLimits, ModalLimits, TextInputLimits } from '../limits';
import { checkCustomId } from './interactive';
import { badLength, checkBetween, checkMax, maxLength } from './field-errors';

const MaximumChoiceValueLength = 100;

// docs "Interactions › Receiving and Responding › Autocomplete": up to 25 choices;
// "Application Command Option Choice Structure": name 1–100, a string value 1–100.
export function validateChoices(choices: APIApplicationCommandOptionChoice[] | undefined): void {
  const errors: FieldError[] = [];
  const list = choices ?? [];
  if (list.length > AutoCompleteLimits.MaximumAmountOfOptions) {
    errors.push(maxLength(['data', 'choices'], AutoCompleteLimits.MaximumAmountOfOptions));
  }
  list.forEach((choice, i) => {
    checkBetween(
      errors,
      choice.name,
      ['data', 'choices', i, 'name'],
      1,
      AutoCompleteLimits.MaximumLengthOfNameOfOption,
    );
    // Application Command Option Choice Structure: a string value is 1–100 characters.
    if (typeof choice.value === 'string') {
      checkBetween(errors, choice.value, ['data', 'choices', i, 'value'], 1, MaximumChoiceValueLength);
    }
  });
  if (errors.length > 0) throw invalidFormBody(errors);
}

/**
 * docs "Interactions › Receiving and Responding › Modal": title 1–45, custom id 1–100,
 * 1–5 components; "Components › Reference › Text Input Structure": min_length 0–4000,
 * max_length 1–4000, value max 4000, placeholder max 100; label (now on the Label
 * component) max 45.
 */
export function validateModal(modal: APIModalInteractionResponseCallbackData | undefined): void {
  const errors: FieldError[] = [];
  const data = modal ?? ({} as Partial<APIModalInteractionResponseCallbackData>);
  checkBetween(errors, data.title, ['data', 'title'], 1, ModalLimits.MaximumTitleCharacters);
  checkBetween(errors, data.custom_id, ['data', 'custom_id'], 1, ModalLimits.MaximumCustomIdCharacters);
  const rows = (data.components ?? []) as unknown as Record<string, unknown>[];
  if (rows.length < 1 || rows.length > ModalLimits.MaximumComponents) {
    errors.push(badLength(['data', 'components'], 1, ModalLimits.MaximumComponents));
  }
  const seen = new Set<string>();
  rows.forEach((row, r) => {
    // Modals hold either legacy action rows with one text input or label components.
    const inner = (row.components ?? (row.component ? [row.component] : [])) as Record<string, unknown>[];
    inner.forEach((input, i) => {
      const path = ['data', 'components', r, 'components', i];
      checkCustomId(input, path, seen, errors);
      checkMax(errors, input.label, [...path, 'label'], TextInputLimits.MaximumLabelCharacters);
      if (input.type === ComponentType.TextInput) checkTextInput(input, path, errors);
    });
  });
  if (errors.length > 0) throw invalidFormBody(errors);
}

const TEXT_INPUT_MAX = TextInputLimits.MaximumValueCharacters;

function checkTextInput(
  input: Record<string, unknown>,
  path: (string | number)[],
  errors: FieldError[],
): void {
  checkMax(errors, input.value, [...path, 'value'], TEXT_INPUT_MAX);
  checkMax(errors, input.placeholder, [...path, 'placeholder'], TextInputLimits.MaximumPlaceholderCharacters);
  for (const [field, min] of [
    ['min_length', 0],
    ['max_length', 1],
  ] as const) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    if (!Number.isInteger(value) || (value as number) < min || (value as number) > TEXT_INPUT_MAX) {
      errors.push({
        path: [...path, field],
        code: 'NUMBER_TYPE_MAX',
        message: `int value should be between ${min} and ${TEXT_INPUT_MAX}.`,
      });
    }
  }
}
