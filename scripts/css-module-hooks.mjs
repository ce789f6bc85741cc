// Node module hooks for running the site's components outside Vite (cucumber, the pre-render
// script): a stylesheet import (`import './games.css'`) loads as an empty module, as the page's
// styles are Vite's business, not Node's.
export async function load(url, context, nextLoad) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
