/** Placeholder screen for auth: the real screen comes in its own issue. */
export default function Route() {
  return <main className="p-6">auth</main>;
}
