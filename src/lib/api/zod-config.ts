import { en } from 'zod/locales';
import { config } from 'zod/mini';

/**
 * Zod without its compiled fast path: that path needs `new Function`, which the site's
 * Content-Security-Policy forbids, and zod's probe for it (though caught) is reported as a
 * policy violation. The app's schemas are `zod/mini`, whose objects have no such path; the
 * setting (zod's one global config) keeps classic zod, should a module ever load it, from
 * probing. Imported, before they build any schema, by the modules every schema and form rule is
 * made from (schema-fields.ts, field-rules.ts), so it is set before the first parse.
 *
 * `zod/mini` loads no language of its own (its messages would all be 'Invalid input'): English
 * is set here, so what an unexpected answer says of a field ('items.0.name: Invalid input:
 * expected string, received number', shown under an error screen's details) reads as it did
 * with classic zod, which sets English by itself.
 */
config({ jitless: true, ...en() });
