import { describe, expect, it } from 'vitest';
import { chooseFiles, imageTypeName } from './chooseFiles.ts';

const jpg = (name: string, size = 1000) => ({ name, type: 'image/jpeg', size });

describe('chooseFiles', () => {
  it('accepts files of the allowed types while there is room, in the order picked', () => {
    const files = [jpg('a.jpg'), { name: 'b.png', type: 'image/png', size: 10 }];
    expect(chooseFiles(files, { room: 5 })).toEqual({ accepted: files, refused: [], overflow: 0 });
  });

  it('refuses other types by the declared type, whatever the name says', () => {
    const gif = { name: 'photo.jpg', type: 'image/gif', size: 10 };
    expect(chooseFiles([gif], { room: 5 })).toEqual({ accepted: [], refused: [{ name: 'photo.jpg', reason: 'type' }], overflow: 0 });
    const webp = { name: 'c.webp', type: 'image/webp', size: 10 };
    expect(chooseFiles([webp], { room: 5, accept: ['image/jpeg', 'image/png'] }).refused).toEqual([{ name: 'c.webp', reason: 'type' }]);
  });

  it('refuses files over maxBytes, and takes one of exactly maxBytes', () => {
    const result = chooseFiles([jpg('big.jpg', 5_000_001), jpg('ok.jpg', 5_000_000)], { room: 5, maxBytes: 5_000_000 });
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.jpg']);
    expect(result.refused).toEqual([{ name: 'big.jpg', reason: 'size' }]);
  });

  it('takes only as many good files as fit and counts the rest; refused files take no room', () => {
    const files = [jpg('1.jpg'), { name: 'x.gif', type: 'image/gif', size: 1 }, jpg('2.jpg'), jpg('3.jpg'), jpg('4.jpg')];
    const result = chooseFiles(files, { room: 2 });
    expect(result.accepted.map((f) => f.name)).toEqual(['1.jpg', '2.jpg']);
    expect(result.refused).toHaveLength(1);
    expect(result.overflow).toBe(2);
  });

  it('takes nothing when the field is full, even with a negative room', () => {
    expect(chooseFiles([jpg('1.jpg')], { room: 0 })).toEqual({ accepted: [], refused: [], overflow: 1 });
    expect(chooseFiles([jpg('1.jpg')], { room: -2 }).overflow).toBe(1);
  });
});

describe('imageTypeName', () => {
  it('names types as shoppers know them', () => {
    expect(['image/jpeg', 'image/png', 'image/webp'].map(imageTypeName)).toEqual(['JPG', 'PNG', 'WEBP']);
  });
});
