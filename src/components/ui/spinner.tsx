import { cn } from '@/components/ui/cn';

/** A small decorative spinner; pair it with visible text such as 'Cargando...'. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent',
        className,
      )}
    />
  );
}
