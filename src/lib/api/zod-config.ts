import { config } from 'zod';

/**
 * Zod without its compiled fast path: that path needs `new Function`, which the site's
 * Content-Security-Policy forbids, and zod's probe for it (though caught) is reported as a
 * policy violation. Imported, before they build any schema, by the modules every schema and form
 * rule is made from (schema-fields.ts, field-rules.ts), so it is set before the first parse.
 */
config({ jitless: true });
