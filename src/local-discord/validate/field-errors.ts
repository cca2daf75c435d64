import type { FieldError } from '../errors';

type Path = (string | number)[];

// Discord's own wording for length rules, so DiscordAPIError messages read like the real ones.
export function maxLength(path: Path, max: number): FieldError {
  return { path, code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${max} or fewer in length.` };
}

export function badLength(path: Path, min: number, max: number): FieldError {
  return {
    path,
    code: 'BASE_TYPE_BAD_LENGTH',
    message: `Must be between ${min} and ${max} in length.`,
  };
}

export function required(path: Path): FieldError {
  return { path, code: 'BASE_TYPE_REQUIRED', message: 'This field is required' };
}

/** Checks an optional string's length; pushes the Discord error when it is too long. */
export function checkMax(errors: FieldError[], value: unknown, path: Path, max: number): void {
  if (typeof value === 'string' && value.length > max) errors.push(maxLength(path, max));
}

export function checkBetween(
  errors: FieldError[],
  value: unknown,
  path: Path,
  min: number,
  max: number,
): void {
  const length = typeof value === 'string' ? value.length : 0;
  if (length < min || length > max) errors.push(badLength(path, min, max));
}
