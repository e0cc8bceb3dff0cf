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
  let version = 1;
  const readVersion = vi.fn(async () => version);
  const repository: Pick<CatalogueRepository, 'listProducts' | 'readVersion'> = {
    listProducts,
    readVersion,
  };
  return { repository, listProducts, readVersion, raise: () => (version += 1) };
}

describe('catalogue service', () => {
  it('reads the catalogue again only when its version in the database has moved', async () => {
    const { repository, listProducts, readVersion, raise } = fakeRepository(async () => [row]);
    const service = createCatalogueService(repository);
    const first = await service.listProducts();
    expect(await service.getProduct('EFORM16')).toBe(first.products[0]);
    expect(listProducts).toHaveBeenCalledTimes(1);
    expect(readVersion).toHaveBeenCalledTimes(2);
    raise();
    expect(await service.snapshot()).toMatchObject({ version: 2 });
    expect(listProducts).toHaveBeenCalledTimes(2);
  });

  it('shares one read of the version and of the catalogue among requests at the same moment', async () => {
    const { repository, listProducts, readVersion } = fakeRepository(async () => [row]);
    const service = createCatalogueService(repository);
    const answers = await Promise.all([1, 2, 3].map(() => service.listProducts()));
    expect(new Set(answers).size).toBe(1);
    expect(readVersion).toHaveBeenCalledTimes(1);
    expect(listProducts).toHaveBeenCalledTimes(1);
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
