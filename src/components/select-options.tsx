/**
 * The options of a select: first an empty one (value '') that asks for a choice or means "none",
 * then one per value. A text (a grade level) is its own value and label; a record (a class) is
 * chosen by its id and shown by its name. Outside components/ui on purpose: that folder travels in
 * the first screens' chunk (vite.config.ts), and only later screens (the profile, a class's form,
 * the analytics' class filter, the New Conversation dialog's "Clase") draw this; the sign-up form
 * keeps its own few lines.
 */
export function SelectOptions({
  placeholder,
  values,
}: {
  placeholder: string;
  values: readonly (string | { id: string; name: string })[];
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {values.map((v) =>
        typeof v === 'string' ? (
          <option key={v} value={v}>
            {v}
          </option>
        ) : (
          <option key={v.id} value={v.id}>
            {v.name}
          </option>
        ),
      )}
    </>
  );
}
