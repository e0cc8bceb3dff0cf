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

export function MoonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
