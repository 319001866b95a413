import { config } from 'zod/mini';

// Strict-CSP pages forbid eval; zod 4 probes for it (to compile fast parsers) unless told not to.
// Imported for this effect by every module that parses (http, attributes).
config({ jitless: true });
