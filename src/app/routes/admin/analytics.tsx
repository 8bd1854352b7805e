/** Placeholder admin screen (analytics): the real screen comes in the admin issue. */
export default function Route() {
  return <section className="p-6">analytics</section>;
}
