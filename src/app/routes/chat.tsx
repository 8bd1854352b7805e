/** Placeholder screen for chat: the real screen comes in its own issue. */
export default function Route() {
  return <main className="p-6">chat</main>;
}
