import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '../../db/seed/categories.ts';
import { goodsArt } from '../goodsArt.ts';
import { findSubject } from '../subjects.ts';
import { chooseProduct, findProduct, PRODUCT_KEYS } from './index.ts';
import type { Look } from './paint.ts';

const LEAVES = DEPARTMENTS.flatMap((d) => d.leaves.map((l) => l.key));
const LOOK: Look = { color: '#5b7d9a', accent: '#ff7a59', detail: () => 0.5 };

/** The path data, shapes and their geometry of a drawing, colours left out: what makes its shape. */
function geometry(markup: string): string {
  return markup.replace(/(fill|stroke|stop-color)="[^"]*"/g, '');
}

describe('product drawings', () => {
  it('exist for every leaf category of the mall, and only for subjects the art knows', () => {
    expect(LEAVES.filter((key) => !findProduct(key))).toEqual([]);
    expect(PRODUCT_KEYS.filter((key) => !findSubject(key))).toEqual([]);
    expect(findProduct('digital')).toBeUndefined();
  });

  it('draw a distinct shape for every form of every leaf', () => {
    const shapes = new Map<string, string>();
    for (const key of PRODUCT_KEYS) {
      findProduct(key)?.forms.forEach((draw, form) => {
        const shape = geometry(draw(LOOK));
        expect(shape, `${key} form ${form}`).toMatch(/<(path|rect|circle|ellipse)/);
        const twin = shapes.get(shape);
        expect(twin, `${key} form ${form} draws the same as ${twin}`).toBeUndefined();
        shapes.set(shape, `${key} form ${form}`);
      });
    }
    expect(shapes.size).toBeGreaterThanOrEqual(LEAVES.length * 2 - 1);
  });

  it('show one form over a run of variants in different colours, so a goods’ pictures match', () => {
    const art = findProduct('phone');
    if (!art) throw new Error('no phone drawings');
    const run = [4200, 4201, 4202, 4203].map((v) => chooseProduct(art, v));
    expect(new Set(run.map((c) => c.form)).size).toBe(1);
    expect(new Set(run.map((c) => c.look.color)).size).toBeGreaterThan(1);
    const forms = new Set(Array.from({ length: 40 }, (_, i) => chooseProduct(art, i * 100).form));
    expect(forms.size).toBe(art.forms.length);
  });

  it('make every goods picture of a leaf differ from the next, with no words in it', () => {
    for (const key of LEAVES) {
      const subject = findSubject(key);
      const art = findProduct(key);
      if (!subject || !art) throw new Error(key);
      const pictures = [0, 1, 2, 3].map((v) => goodsArt(subject, art, 100 + v));
      expect(new Set(pictures).size, key).toBe(4);
      for (const svg of pictures) expect(svg).not.toMatch(/<text|font-family/);
    }
  });
});
