/** The game's root component. */
export function App() {
  return (
    <main>
      <h1>Mexican Train</h1>
    </main>
  );
}
