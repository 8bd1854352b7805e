import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { cn } from '@/components/ui/cn';

const sizes = {
  /** In a small footer line: bold, a small icon. */
  xs: { link: 'gap-1 font-semibold', icon: 'h-3 w-3' },
  /** In running text or under a form. */
  sm: { link: 'gap-1.5 font-medium', icon: 'h-4 w-4' },
} as const;

/**
 * A link inside the app drawn as text (indigo, underlined on hover), with an optional decorative
 * icon in front: the privacy link under the sign-in, profile and consent screens, and the consent
 * page's way to the app.
 */
export function TextLink({
  to,
  icon: Icon,
  size = 'sm',
  children,
}: {
  to: string;
  icon?: LucideIcon;
  size?: keyof typeof sizes;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center text-indigo-600 underline-offset-4 hover:underline dark:text-indigo-400',
        sizes[size].link,
      )}
    >
      {Icon && <Icon className={sizes[size].icon} aria-hidden="true" />}
      {children}
    </Link>
  );
}
