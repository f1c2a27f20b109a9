import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Every error the api answers with has one shape, `{ error, errors }`: a sentence for people and
 * the fields it concerns (empty when it concerns none). This module is the only place that builds it.
 */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}
export interface ErrorBody {
  error: string;
  errors: FieldError[];
}

export const errorBody = (error: string, errors: FieldError[] = []): ErrorBody => ({ error, errors });

/** The answer for an error, when a handler or middleware returns it rather than throwing. */
export const errorResponse = (c: Context, status: ContentfulStatusCode, error: string, errors: FieldError[] = []) =>
  c.json(errorBody(error, errors), status);

/** An error a route throws to refuse a request; `apiErrorHandler` turns it into the answer. */
export class ApiError extends HTTPException {
  readonly errors: FieldError[];
  constructor(status: ContentfulStatusCode, error: string, options: { field?: string; code?: string } = {}) {
    super(status, { message: error });
    this.errors = options.field ? [{ field: options.field, code: options.code ?? 'custom', message: error }] : [];
  }
}

export const NOT_FOUND_MESSAGE = 'Not found.';
const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The one error handler of every router. An unexpected error answers 500 without details;
 * hono-pino logs it with the request (Hono sets `c.error`).
 */
export const apiErrorHandler: ErrorHandler = (error, c) => {
  if (error instanceof ApiError) return errorResponse(c, error.status, error.message, error.errors);
  if (error instanceof HTTPException) {
    return errorResponse(c, error.status, error.message || SERVER_ERROR_MESSAGE);
  }
  return errorResponse(c, 500, SERVER_ERROR_MESSAGE);
};
