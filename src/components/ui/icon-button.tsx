import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, Ref } from 'react';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** What the button does: its accessible name (the icon itself is hidden from screen readers). */
  label: string;
  icon: LucideIcon;
  /** The icon's size; 'h-5 w-5' unless given. */
  iconClassName?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that shows only an icon (close, menu, send, delete, ...): named by `label`, the icon
 * `aria-hidden`, `type="button"` unless given. Its look is the caller's `className`; a hover hint is
 * the caller's `title`.
 */
export function IconButton({
  label,
  icon: Icon,
  iconClassName = 'h-5 w-5',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button type={type} aria-label={label} {...rest}>
      <Icon className={iconClassName} aria-hidden="true" />
    </button>
  );
}
