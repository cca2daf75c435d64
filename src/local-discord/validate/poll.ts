import type { FieldError } from '../errors';
import { badLength, checkBetween, required } from './field-errors';

// Discord docs, Poll › Poll Create Request Object and "Poll Media Object".
const QUESTION_MAX = 300;
const ANSWER_TEXT_MAX = 55;
const ANSWERS_MAX = 10;
const DURATION_MAX_HOURS = 768;
export const DEFAULT_POLL_HOURS = 24;

export interface PollRequest {
  question?: { text?: unknown };
  answers?: { poll_media?: { text?: unknown; emoji?: unknown } }[];
  duration?: number;
  allow_multiselect?: boolean;
  layout_type?: number;
}

export function validatePoll(poll: unknown, errors: FieldError[]): void {
  if (poll === undefined || poll === null) return;
  const request = poll as PollRequest;
  if (typeof request.question?.text !== 'string') errors.push(required(['poll', 'question', 'text']));
  else checkBetween(errors, request.question.text, ['poll', 'question', 'text'], 1, QUESTION_MAX);
  const answers = Array.isArray(request.answers) ? request.answers : [];
  if (answers.length < 1 || answers.length > ANSWERS_MAX)
    errors.push(badLength(['poll', 'answers'], 1, ANSWERS_MAX));
  answers.forEach((answer, i) =>
    checkBetween(
      errors,
      answer.poll_media?.text,
      ['poll', 'answers', i, 'poll_media', 'text'],
      1,
      ANSWER_TEXT_MAX,
    ),
  );
  const hours = request.duration ?? DEFAULT_POLL_HOURS;
  if (!Number.isInteger(hours) || hours < 1 || hours > DURATION_MAX_HOURS) {
    errors.push({
      path: ['poll', 'duration'],
      code: 'NUMBER_TYPE_MAX',
      message: `int value should be between 1 and ${DURATION_MAX_HOURS}.`,
    });
  }
  if (request.layout_type !== undefined && request.layout_type !== 1) {
    errors.push({
      path: ['poll', 'layout_type'],
      code: 'BASE_TYPE_CHOICES',
      message: 'Value must be one of (1).',
    });
  }
}
