/** Where a plan's "Add to cart" leads: the cart, with the plan put in it. */
export function addToCartHref(planCode: string): string {
  return `/add-cart?${new URLSearchParams({ plan: planCode })}`;
}
