import { Camera } from 'lucide-react';
import { useId, useState } from 'react';

import { cn } from '@/components/ui/cn';
import { ImageFileInput } from '@/components/ui/image-file-input';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/ui/user-avatar';
import { uploadAvatar } from '@/features/profile/api/profile';
import { avatarFileError, resizeToJpeg } from '@/features/profile/lib/avatar';
import { errorBanner, profileTexts as t } from '@/features/profile/texts';
import type { Notify } from '@/features/profile/types';

/** Picks, checks, resizes and uploads the profile picture (docs/frontend.md, "Avatar upload"). */
export function AvatarUploader({
  userId,
  name,
  avatarUrl,
  onSaved,
  notify,
}: {
  userId: string;
  name: string;
  avatarUrl: string;
  onSaved: () => Promise<void>;
  notify: Notify;
}) {
  const inputId = useId();
  const [uploading, setUploading] = useState(false);

  async function onPick([file]: File[]) {
    if (!file) return;
    const problem = avatarFileError(file);
    if (problem) {
      notify({ tone: 'error', text: problem });
      return;
    }
    notify(null);
    setUploading(true);
    try {
      const image = await resizeToJpeg(file);
      await uploadAvatar(userId, image);
      await onSaved();
      notify({ tone: 'success', text: t.avatarSaved });
    } catch (error) {
      notify({ tone: 'error', text: errorBanner(error) });
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:gap-5">
      <div className="relative">
        <UserAvatar src={avatarUrl} name={name} size="xl" alt={name || t.defaultName} />
        {uploading && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-slate-900/50 text-white">
            <Spinner className="h-6 w-6" />
          </span>
        )}
      </div>
      <div className="flex flex-col items-center gap-1.5 sm:items-start">
        <ImageFileInput
          id={inputId}
          className="peer sr-only"
          onFiles={(files) => void onPick(files)}
          disabled={uploading}
          data-testid="avatar-input"
        />
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm transition-colors hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-500 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
            uploading && 'pointer-events-none opacity-70',
          )}
        >
          <Camera className="h-4 w-4" aria-hidden="true" />
          {uploading ? t.uploadingPhoto : t.changePhoto}
        </label>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t.photoHint}</p>
      </div>
    </div>
  );
}
