import type {
  APIApplicationCommandOptionChoice,
  APIModalInteractionResponseCallbackData,
} from 'discord-api-types/v10';
import { invalidFormBody, type FieldError } from '../errors';
import { AutoCompleteLimits, ModalLimits, TextInputLimits } from '../limits';
import { checkCustomId } from './components';
import { badLength, checkBetween, checkMax, maxLength } from './field-errors';

const MaximumChoiceValueLength = 100;

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
    });
  });
  if (errors.length > 0) throw invalidFormBody(errors);
}
