import { ERROR_CODES } from '@prakar/shared/api-error';
import {
  type Plan,
  type PlanAdd,
  type PlanUpdate,
  PRODUCT_LIMIT_UNITS,
  type ProductCode,
} from '@prakar/shared/catalogue';
import type { Database, Executor } from '#src/db/client.ts';
import { HttpError, notFound } from '#src/http-error.ts';
import { type AuditAction, type RequestOrigin, recordAudit } from '#src/modules/audit/audit-log.ts';
import type { CurrentUser } from '#src/modules/sessions/sessions-service.ts';
import {
  createCatalogueRepository,
  type PlanRow,
  type ProductWithPlans,
} from './catalogue-repository.ts';
import { toPlan } from './catalogue-service.ts';

/*
 * Platform administrators' changes to the plans. Each one raises the catalogue's version in its
 * own transaction, so every server's product pages, their structured data and their sharing
 * cards say the change from the next request on (docs/decisions/0062). Orders already placed
 * keep the names and prices they were made with.
 */

export const PLAN_NOT_FOUND_MESSAGE = 'We could not find that plan.';
export const PRODUCT_NOT_FOUND_MESSAGE = 'We could not find that product.';
export const PLAN_NAME_TAKEN_MESSAGE = 'This product already has a plan with that name.';

export interface PlanAdminDeps {
  db: Database;
  now: () => Date;
}

const nameTaken = () =>
  new HttpError(409, ERROR_CODES.conflict, PLAN_NAME_TAKEN_MESSAGE, {
    name: PLAN_NAME_TAKEN_MESSAGE,
  });

const sameName = (a: string, b: string) =>
  a.toLocaleLowerCase('en-IN') === b.toLocaleLowerCase('en-IN');

function refuseTakenName(product: ProductWithPlans, name: string, exceptCode?: string): void {
  if (product.plans.some((plan) => plan.code !== exceptCode && sameName(plan.name, name))) {
    throw nameTaken();
  }
}

/** `SMART_TDS_UP_TO_50_TANS`: the product's code and the name's letters and digits, unused. */
async function newPlanCode(tx: Executor, product: ProductCode, name: string): Promise<string> {
  const words = name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  const base = `${product}_${words || 'PLAN'}`.slice(0, 36).replace(/_$/, '');
  const taken = new Set(await createCatalogueRepository(tx).planCodesLike(base));
  for (let n = 1; ; n += 1) {
    const code = n === 1 ? base : `${base}_${n}`;
    if (!taken.has(code)) return code;
  }
}

type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

/** What a change did to a plan, as the audit log keeps it. */
interface PlanChange {
  plan: PlanRow;
  action: AuditAction;
  before?: object;
  after: object;
}

/** A change to the plans in one transaction that raises the catalogue's version and is audited. */
function changePlans(
  deps: PlanAdminDeps,
  current: CurrentUser,
  origin: RequestOrigin,
  change: (repository: CatalogueRepository, tx: Executor) => Promise<PlanChange>,
): Promise<Plan> {
  return deps.db.transaction(async (tx) => {
    const repository = createCatalogueRepository(tx);
    const { plan, ...audited } = await change(repository, tx);
    await repository.raiseVersion();
    await recordAudit(tx, deps.now(), origin, {
      ...audited,
      actorUserId: current.account.id,
      targetType: 'plan',
      targetId: plan.code,
    });
    return toPlan(plan);
  });
}

async function existingPlan(repository: CatalogueRepository, code: string) {
  const [plan] = await repository.findPlans([code]);
  if (!plan) throw notFound(PLAN_NOT_FOUND_MESSAGE);
  return plan;
}

async function updatedPlan(
  repository: CatalogueRepository,
  code: string,
  values: Parameters<CatalogueRepository['updatePlan']>[1],
) {
  const plan = await repository.updatePlan(code, values);
  if (!plan) throw notFound(PLAN_NOT_FOUND_MESSAGE);
  return plan;
}

/** A change to a plan's yearly price or availability, with the values before and after. */
export function updatePlan(
  deps: PlanAdminDeps,
  current: CurrentUser,
  code: string,
  update: PlanUpdate,
  origin: RequestOrigin,
): Promise<Plan> {
  return changePlans(deps, current, origin, async (repository) => {
    const before = await existingPlan(repository, code);
    const after = await updatedPlan(repository, code, {
      pricePaise: update.price,
      isAvailable: update.isAvailable,
    });
    return {
      plan: after,
      action: 'plan_updated',
      before: { pricePaise: before.pricePaise, isAvailable: before.isAvailable },
      after: { pricePaise: after.pricePaise, isAvailable: after.isAvailable },
    };
  });
}

/** A new plan of a product, counting what the product's plans count, shown after the others. */
export function addPlan(
  deps: PlanAdminDeps,
  current: CurrentUser,
  productCode: ProductCode,
  input: PlanAdd,
  origin: RequestOrigin,
): Promise<Plan> {
  return changePlans(deps, current, origin, async (repository, tx) => {
    const product = await repository.findProduct(productCode);
    if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE);
    refuseTakenName(product, input.name);
    const plan = await repository.insertPlan({
      code: await newPlanCode(tx, productCode, input.name),
      productCode,
      name: input.name,
      description: input.description,
      pricePaise: input.price,
      limitUnit: PRODUCT_LIMIT_UNITS[productCode],
      limitValue: input.limit,
      isAvailable: input.isAvailable,
    });
    return {
      plan,
      action: 'plan_added',
      after: {
        productName: product.name,
        name: plan.name,
        pricePaise: plan.pricePaise,
        limitValue: plan.limitValue,
        isAvailable: plan.isAvailable,
      },
    };
  });
}

/** A plan's new name; no two plans of a product share one. */
export function renamePlan(
  deps: PlanAdminDeps,
  current: CurrentUser,
  code: string,
  name: string,
  origin: RequestOrigin,
): Promise<Plan> {
  return changePlans(deps, current, origin, async (repository) => {
    const before = await existingPlan(repository, code);
    const product = await repository.findProduct(before.productCode);
    if (product) refuseTakenName(product, name, code);
    const after = await updatedPlan(repository, code, { name });
    return {
      plan: after,
      action: 'plan_renamed',
      before: { name: before.name },
      after: { name: after.name },
    };
  });
}
