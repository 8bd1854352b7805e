/** Placeholder admin screen (announcements): the real screen comes in the admin issue. */
export default function Route() {
  return <section className="p-6">announcements</section>;
}
