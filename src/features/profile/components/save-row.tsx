import { Button } from '@/components/ui/button';

/**
 * The submit row under a profile form (the profile and the preferences): the button at the right,
 * the whole width on a phone, saying `savingLabel` while the form saves.
 */
export function SaveRow({
  saving,
  label,
  savingLabel,
}: {
  saving: boolean;
  label: string;
  savingLabel: string;
}) {
  return (
    <div className="flex justify-end">
      <Button type="submit" loading={saving} className="w-full sm:w-auto">
        {saving ? savingLabel : label}
      </Button>
    </div>
  );
}
