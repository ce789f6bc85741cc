// The yardstick of `npm run bench`: the least a Vite + React page can be, with the site's Vite and
// React versions, built and served the same way as the site.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <main>
      <h1>A bare React page</h1>
      <p>One heading and one paragraph, rendered by React on the client: what the site is measured against.</p>
    </main>
  </StrictMode>,
);
