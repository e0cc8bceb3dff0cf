import { describe, expect, it, vi } from 'vitest';
import type { CatalogueRepository, ProductWithPlans } from './catalogue-repository.ts';
import { createCatalogueService } from './catalogue-service.ts';

const row: ProductWithPlans = {
  code: 'EFORM16',
  name: 'E-Form16',
  summary: 'Form 16 for every employee.',
  route: 'e-form16',
  sortOrder: 1,
  plans: [
    {
      code: 'EFORM16_500',
      productCode: 'EFORM16',
      name: '500 certificates',
      description: 'Up to 500 certificates.',
      pricePaise: 750_000,
      limitUnit: 'certificates',
      limitValue: 500,
      isAvailable: true,
      sortOrder: 1,
    },
  ],
};

function fakeRepository(rows: () => Promise<ProductWithPlans[]>) {
  const listProducts = vi.fn(rows);
  const repository: Pick<CatalogueRepository, 'listProducts'> = { listProducts };
  return { repository, listProducts };
}

describe('catalogue service', () => {
  it('reads the database once per cache period', async () => {
    let clock = 0;
    const { repository, listProducts } = fakeRepository(async () => [row]);
    const service = createCatalogueService(repository, { cacheMs: 1_000, now: () => clock });
    await service.listProducts();
    await service.getProduct('EFORM16');
    expect(listProducts).toHaveBeenCalledTimes(1);
    clock = 1_000;
    await service.listProducts();
    expect(listProducts).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read', async () => {
    const { repository, listProducts } = fakeRepository(async () => [row]);
    listProducts.mockRejectedValueOnce(new Error('database restarting'));
    const service = createCatalogueService(repository);
    await expect(service.listProducts()).rejects.toThrow('database restarting');
    await expect(service.listProducts()).resolves.toMatchObject({
      products: [{ code: 'EFORM16' }],
    });
  });

  it('throws a 404 error for a code that names no product', async () => {
    const { repository } = fakeRepository(async () => [row]);
    await expect(createCatalogueService(repository).getProduct('EPOI')).rejects.toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
    });
  });
});
