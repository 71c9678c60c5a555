/**
 * The dependency-cruiser check of `npm run lint`, over src and the local stack's package
 * (supabase/local): no cycle (dynamic and type-only imports included) and the layer rules of
 * .dependency-cruiser.cjs, through the library's API so the summary reads as one line.
 */
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');

const result = await cruise(['src', 'supabase/local'], {
  ...config.options,
  validate: true,
  ruleSet: config,
});
const { violations, totalCruised } = result.output.summary;
for (const v of violations) {
  const via = v.cycle ? `  (cycle: ${v.cycle.map((c) => c.name).join(' → ')})` : '';
  console.error(`${v.rule.name}: ${v.from} → ${v.to}${via}`);
}
if (violations.length > 0) {
  console.error(`\n${violations.length} dependency rule violation(s) in ${totalCruised} modules.`);
  process.exit(1);
}
console.log(`dependency-cruiser: ${totalCruised} modules, no cycles, layers respected.`);
