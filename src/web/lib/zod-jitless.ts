import { z } from 'zod';

// zod probes `new Function` to speed up parsing; the page's CSP forbids eval, so it must not
// try. Imported first in main.tsx, before any module that defines or parses a schema.
z.config({ jitless: true });
