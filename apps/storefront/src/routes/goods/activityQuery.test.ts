import { describe, expect, it } from 'vitest';
import { readActivityQuery } from './activityQuery.ts';

const read = (text: string) => readActivityQuery(new URLSearchParams(text));

describe('activity landing page URL (spec §2 /goods/activity_list)', () => {
  it('reads the activity and page, page 1 by default', () => {
    expect(read('id=3')).toEqual({ id: 3, page: 1 });
    expect(read('id=3&page=2&type=1')).toEqual({ id: 3, page: 2 });
  });

  it('reads a missing or invalid activity as none', () => {
    expect(read('').id).toBeUndefined();
    expect(read('id=0').id).toBeUndefined();
    expect(read('id=abc').id).toBeUndefined();
    expect(read('id=-4').id).toBeUndefined();
    expect(read('id=2147483648').id).toBeUndefined();
  });

  it('reads an invalid page as page 1', () => {
    expect(read('id=3&page=0').page).toBe(1);
    expect(read('id=3&page=1.5').page).toBe(1);
    expect(read('id=3&page=100001').page).toBe(1);
  });
});
