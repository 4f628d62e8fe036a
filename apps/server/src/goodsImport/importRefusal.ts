import type { FieldError } from '@mall/api';
import { HttpError } from '../http/errors.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import type { ImportIssue } from './types.ts';

/** Where an issue is, as a field of the answer: `row 3 price`, or the field alone for the file as a whole. */
function fieldOf(issue: ImportIssue): string {
  return issue.row > 0 ? `row ${issue.row} ${issue.field}` : issue.field;
}

/**
 * A refused import as the API answers it: 400, the message naming the count
 * and the first problem, and `data.errors` listing every problem (`row N
 * field` and why), as the command line prints them. The problems' texts are
 * the import's own (English, as in the command line's report).
 */
export class ImportRefusal extends HttpError {
  constructor(readonly issues: readonly ImportIssue[]) {
    const [first] = issues;
    super(400, 'goodsImport.refused', { count: issues.length, first: first ? `${fieldOf(first)}: ${first.message}` : '' }, 'file');
  }

  override dataIn(_locale: ServerLocale): { errors: FieldError[] } {
    return { errors: this.issues.map((issue) => ({ field: fieldOf(issue), message: issue.message })) };
  }
}
