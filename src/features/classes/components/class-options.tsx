/**
 * The options of a class picker: the choice of none first (value ''), then one per class by name.
 * The analytics' class filter and the New Conversation modal's "Clase" list the same way.
 */
export function ClassOptions({
  classes,
  noneLabel,
}: {
  classes: readonly { id: string; name: string }[];
  noneLabel: string;
}) {
  return (
    <>
      <option value="">{noneLabel}</option>
      {classes.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </>
  );
}
