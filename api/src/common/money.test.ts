import { describe, expect, it } from 'vitest';
import { allocateCents, hstCents } from './money';

describe('hstCents', () => {
  it.each([
    [0, 0],
    [100, 13],
    [150, 20], // 19.5 rounds half-up
    [300, 39],
    [1999, 260], // 259.87
    [1, 0], // 0.13
    [4, 1], // 0.52
  ])('HST on %i cents is %i', (subtotal, tax) => expect(hstCents(subtotal)).toBe(tax));
});

describe('allocateCents', () => {
  it('gives the remainder cent to the largest remainder, and the shares always add up', () => {
    // Two shops of $1.50: HST per shop would be 20 + 20, but HST on $3.00 is 39.
    expect(allocateCents(39, [150, 150])).toEqual([20, 19]);
    expect(allocateCents(26, [101, 100])).toEqual([13, 13]);
    for (const weights of [[1, 1, 1], [333, 333, 334], [5, 0, 7], [1999, 1, 250]]) {
      for (const total of [0, 1, 2, 100, 1001]) {
        const shares = allocateCents(total, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        expect(shares.every((s) => s >= 0)).toBe(true);
      }
    }
  });
});
