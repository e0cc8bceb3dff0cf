import type { IconNode } from 'lucide';
import { createElement } from 'react';

/**
 * Draws one of Lucide's icons (`import { X } from 'lucide'`: the shapes only, so a page carries
 * just the icons it shows and no icon runtime) on Lucide's 24-unit grid. Icons here are always
 * decorative: each sits beside a text label or inside a control that has a name, so assistive
 * technology skips it.
 */
export function Icon({
  node,
  size,
  strokeWidth = 2,
}: {
  node: IconNode;
  /** Width and height in CSS pixels. */
  size: number;
  strokeWidth?: number;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, attributes]) =>
        createElement(tag, { key: Object.values(attributes).join(' '), ...attributes }),
      )}
    </svg>
  );
}
