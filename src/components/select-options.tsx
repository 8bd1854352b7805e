/**
 * The options of a select whose values are their own labels (a grade level): first an empty one
 * that asks for a choice, then one per value. Outside components/ui on purpose: that folder travels
 * in the first screens' chunk (vite.config.ts), and only later screens (the profile, a class's
 * form) draw this; the sign-up form and the new conversation dialog keep their own few lines.
 */
export function SelectOptions({
  placeholder,
  values,
}: {
  placeholder: string;
  values: readonly string[];
}) {
  return (
    <>
      <option value="">{placeholder}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}
