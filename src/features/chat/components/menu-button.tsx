import { Menu } from 'lucide-react';

import { cn } from '@/components/ui/cn';
import { IconButton } from '@/components/ui/icon-button';

import { chatTexts } from '../texts';

/** 'Abrir menú': opens the sidebar drawer on screens below 1024 px (welcome and conversation). */
export function MenuButton({ onClick, className }: { onClick: () => void; className?: string }) {
  return (
    <IconButton
      onClick={onClick}
      label={chatTexts.openMenu}
      icon={Menu}
      className={cn(
        'rounded-lg p-2 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
        className,
      )}
    />
  );
}
