/** Placeholder admin screen (activity): the real screen comes in the admin issue. */
export default function Route() {
  return <section className="p-6">activity</section>;
}
