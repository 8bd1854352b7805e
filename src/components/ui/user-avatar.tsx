import { useState } from 'react';

import { cn } from '@/components/ui/cn';

const sizes = {
  sm: 'h-9 w-9 text-sm',
  md: 'h-12 w-12 text-lg',
  lg: 'h-20 w-20 text-2xl',
  xl: 'h-28 w-28 text-4xl',
} as const;

/** A round picture, or the first letter of the name (or e-mail) when there is none. */
export function UserAvatar({
  src,
  name,
  size = 'md',
  alt = '',
  className,
}: {
  src?: string | null;
  name: string;
  size?: keyof typeof sizes;
  alt?: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const showImage = Boolean(src) && failed !== src;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 font-bold text-white ring-4 ring-white dark:ring-slate-900',
        sizes[size],
        className,
      )}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={alt}
          className="h-full w-full object-cover"
          onError={() => setFailed(src ?? null)}
        />
      ) : (
        <span aria-hidden={alt ? undefined : true}>{initial}</span>
      )}
    </span>
  );
}
