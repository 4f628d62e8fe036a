import { describe, expect, it } from 'vitest';
import { cropLayout, cropSquare, initialCropView, panCropView, zoomCropView } from './cropSquare.ts';

describe('cropSquare', () => {
  it('opens on the whole shorter side, centred', () => {
    expect(cropSquare(800, 600, initialCropView(800, 600))).toEqual({ x: 100, y: 0, size: 600 });
    expect(cropSquare(600, 800, initialCropView(600, 800))).toEqual({ x: 0, y: 100, size: 600 });
  });
  it('shrinks the square as the zoom grows', () => {
    expect(cropSquare(800, 600, { zoom: 2, centerX: 400, centerY: 300 })).toEqual({ x: 250, y: 150, size: 300 });
  });
  it('clamps the zoom to 1–3', () => {
    expect(cropSquare(600, 600, { zoom: 10, centerX: 300, centerY: 300 }).size).toBe(200);
    expect(cropSquare(600, 600, { zoom: 0.2, centerX: 300, centerY: 300 }).size).toBe(600);
  });
  it('keeps the square inside the picture', () => {
    expect(cropSquare(800, 600, { zoom: 2, centerX: 0, centerY: 10_000 })).toEqual({ x: 0, y: 300, size: 300 });
  });
  it('gives a square of at least one pixel', () => {
    expect(cropSquare(1, 1, { zoom: 3, centerX: 0, centerY: 0 })).toEqual({ x: 0, y: 0, size: 1 });
  });
});

describe('panCropView', () => {
  it('moves the square against the drag, in picture px', () => {
    const view = { zoom: 2, centerX: 400, centerY: 300 };
    // A 300 px square shown 150 px wide: each viewport px is 2 picture px.
    expect(panCropView(800, 600, view, 10, -5, 150)).toEqual({ zoom: 2, centerX: 380, centerY: 310 });
  });
  it('stops at the edges', () => {
    const view = initialCropView(800, 600);
    expect(panCropView(800, 600, view, -1000, 0, 200)).toEqual({ zoom: 1, centerX: 500, centerY: 300 });
  });
});

describe('zoomCropView', () => {
  it('zooms about the centre and pulls it in when the square would leave the picture', () => {
    const corner = { zoom: 3, centerX: 100, centerY: 100 };
    expect(zoomCropView(600, 600, corner, 1)).toEqual({ zoom: 1, centerX: 300, centerY: 300 });
  });
});

describe('cropLayout', () => {
  it('draws the picture so the square fills the viewport', () => {
    expect(cropLayout(800, 600, { x: 250, y: 150, size: 300 }, 150)).toEqual({ left: -125, top: -75, width: 400, height: 300 });
  });
});
