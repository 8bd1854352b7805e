import { User } from 'lucide-react';
import type { ComponentProps } from 'react';

import { TextField } from '@/components/ui/field';
import { authTexts as t } from '@/features/auth/texts';
import { USER_METADATA_MAX_CHARS } from '@shared/tutor/limits';

/**
 * The person's name (user_metadata.name) as sign-up and the profile ask for it: same limit,
 * autocomplete, placeholder and icon; each screen gives its own label ('Nombre', 'Nombre completo').
 */
export function NameField(props: Omit<ComponentProps<typeof TextField>, 'name'>) {
  return (
    <TextField
      name="name"
      maxLength={USER_METADATA_MAX_CHARS.name}
      autoComplete="name"
      placeholder={t.namePlaceholder}
      icon={<User className="h-4 w-4" />}
      {...props}
    />
  );
}
