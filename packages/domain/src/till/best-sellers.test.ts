import { describe, expect, it } from 'vitest';
import { bestSellingFirst } from './best-sellers';

const catalog = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

describe('the till’s best-selling articles', () => {
  it('puts the most sold first', () => {
    const order = bestSellingFirst(catalog, [
      { id: 3, sold: 12 },
      { id: 2, sold: 40 },
    ]);
    expect(order.map((article) => article.id)).toEqual([2, 3, 1, 4]);
  });

  it('keeps the catalog’s order for articles sold alike or not at all', () => {
    expect(bestSellingFirst(catalog, []).map((article) => article.id)).toEqual([1, 2, 3, 4]);
    const tied = bestSellingFirst(catalog, [
      { id: 4, sold: 5 },
      { id: 2, sold: 5 },
    ]);
    expect(tied.map((article) => article.id)).toEqual([2, 4, 1, 3]);
  });

  it('ignores sales of articles the catalog no longer offers', () => {
    const order = bestSellingFirst(catalog, [{ id: 99, sold: 500 }]);
    expect(order.map((article) => article.id)).toEqual([1, 2, 3, 4]);
  });
});
