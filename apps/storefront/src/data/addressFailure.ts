import { NotFoundError, ValidationError, type FieldError } from '@mall/api';

/**
 * What a refused address change means for the address book
 * (spec §8 "Address does not exist"; crmeb-wire §12):
 * - `gone`: the address is no longer the shopper's (deleted in another tab,
 *   or never theirs): say so, close what edits it and read the list again;
 * - `fields`: the form's fields the server refused, shown beside them;
 * - `failed`: anything else, its message shown as it is.
 */
export type AddressFailure =
  | { kind: 'gone'; message: string }
  | { kind: 'fields'; fieldErrors: FieldError[] }
  | { kind: 'failed'; message: string };

/** How to show `error`, thrown by an address call. */
export function addressFailure(error: unknown): AddressFailure {
  if (error instanceof NotFoundError) return { kind: 'gone', message: error.message };
  if (error instanceof ValidationError && error.fieldErrors.length > 0) return { kind: 'fields', fieldErrors: error.fieldErrors };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}
