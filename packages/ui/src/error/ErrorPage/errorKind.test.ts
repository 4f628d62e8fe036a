import { describe, expect, it } from 'vitest';
import { errorKind } from './errorKind.ts';

describe('errorKind', () => {
  it('maps the statuses of the spec', () => {
    expect(errorKind(404)).toBe('notFound');
    expect(errorKind(500)).toBe('loadFailed');
    expect(errorKind(401)).toBe('signIn');
  });

  it('treats every other status as a bad request', () => {
    for (const status of [400, 403, 418, 502, 0]) expect(errorKind(status)).toBe('badRequest');
  });
});
