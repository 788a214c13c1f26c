import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Placeholder } from './app/Placeholder';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);
