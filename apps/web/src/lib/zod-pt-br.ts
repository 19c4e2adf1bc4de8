import { z } from 'zod';
import { ptBR } from 'zod/locales';

/**
 * zod's own texts in pt-BR (where a schema sets no message of its own). Imported by the modules that
 * validate in the browser (the form rules, the sign-in check) rather than by the entry, so that pages
 * without forms, the sign-in page's first load included, do not carry zod.
 */
z.config(ptBR());
