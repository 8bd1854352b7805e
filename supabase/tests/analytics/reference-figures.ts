/**
 * The reference figures (reference-figures/shared.sql says what they are), one file per figure
 * group, in the order they must load: the shared pieces first, the attributes of every function
 * last. Read by the totals tests (totals-setup.ts) and by `npm run bench:db`
 * (scripts/bench/check-figures.ts), so both load the same reference.
 */
import { fileURLToPath } from 'node:url';

export const REFERENCE_FIGURES_FILES: readonly string[] = [
  'shared',
  'ranged-figures',
  'overview-figures',
  'export',
  'attributes',
].map((name) => fileURLToPath(new URL(`./reference-figures/${name}.sql`, import.meta.url)));
