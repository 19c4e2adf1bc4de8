import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { ptBR } from 'zod/locales';
import { App } from './app/app';
import './app/global.css';

z.config(ptBR());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
