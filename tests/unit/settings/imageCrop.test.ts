import { describe, expect, it } from 'vitest';
import { clampCrop, fillRoute, imageProblem, initialCrop, outputSize } from '../../../engine/widgets/input/imageCrop';

describe('image crop helpers', () => {
  it('fills route parameters in upload urls', () => {
    expect(fillRoute('/merchant/{merchant}/settings/contract/upload/{type}/', { merchant: '12', type: '1' })).toBe('/merchant/12/settings/contract/upload/1/');
    expect(fillRoute('/x/{missing}/', {})).toBe('/x//');
    expect(fillRoute('/x/{m}/', { m: 'a/b' })).toBe('/x/a%2Fb/');
  });

  it('starts with the largest centred box at ratio 2.8', () => {
    const wide = initialCrop(1400, 1000, 2.8);
    expect(wide.x).toBe(0);
    expect(wide.w).toBe(1400);
    expect(wide.h).toBeCloseTo(500);
    expect(wide.y).toBeCloseTo(250);
    const tall = initialCrop(560, 100, 2.8);
    expect(tall.w).toBe(280);
    expect(tall.h).toBe(100);
  });

  it('keeps the box inside the image, at the ratio, at least minWidth wide', () => {
    const b = clampCrop({ x: 900, y: -20, w: 100, h: 10 }, 1000, 500, 2.8, 280);
    expect(b.w).toBe(280);
    expect(b.h).toBe(100);
    expect(b.x).toBe(720);
    expect(b.y).toBe(0);
    expect(clampCrop({ x: 0, y: 0, w: 5000, h: 1 }, 1000, 500, 2.8, 280).w).toBe(1000);
  });

  it('stores at most 840 x 300 and never upscales', () => {
    expect(outputSize({ w: 1400, h: 500 }, 840, 300)).toEqual({ width: 840, height: 300 });
    expect(outputSize({ w: 560, h: 200 }, 840, 300)).toEqual({ width: 560, height: 200 });
  });

  it('refuses other types and images narrower than 280 px', () => {
    const opts = { minWidth: 280, types: ['image/png', 'image/jpeg'], subject: 'logo' };
    expect(imageProblem({ type: 'image/gif', size: 10 }, 500, opts)).toBe('Only PNG or JPG files are accepted.');
    expect(imageProblem({ type: 'image/png', size: 10 }, 279, opts)).toBe('The logo must be at least 280 px wide.');
    expect(imageProblem({ type: 'image/jpeg', size: 10 }, 280, opts)).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 10 }, 100, { ...opts, subject: undefined })).toBe('The image must be at least 280 px wide.');
  });
});
