import { ChevronDown as Chevron, Menu, ShoppingCart, X } from 'lucide';
import { Icon } from '#app/components/ui/icon.tsx';

/** The header's and side panels' icons, at the sizes their controls are laid out for. */
export function ChevronDown() {
  return <Icon node={Chevron} size={14} strokeWidth={2.5} />;
}

export function MenuIcon({ open }: { open: boolean }) {
  return <Icon node={open ? X : Menu} size={22} />;
}

export function CartIcon() {
  return <Icon node={ShoppingCart} size={22} strokeWidth={1.8} />;
}

export function CloseIcon() {
  return <Icon node={X} size={20} />;
}
