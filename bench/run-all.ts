/**
 * `npm run bench`: every benchmark, printing figures. `-- --write-readme` also records them in the
 * README's Performance section. Needs a build of the web app (`npm run build`).
 */
import { bundleTable, measureBundles } from './bundle-budget.ts';
import { writeReadmeBlock } from './lib/readme.ts';

const writeReadme = process.argv.includes('--write-readme');

const bundles = bundleTable(await measureBundles());
console.log('\nFirst-load budgets\n');
console.log(bundles);

if (writeReadme) {
  const date = new Date().toISOString().slice(0, 10);
  writeReadmeBlock('bundle', `Measured ${date} by \`npm run bench\`:\n\n${bundles}`);
  console.log('\nREADME updated.');
}
