import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every catalogue folder: `locales/<catalogue>` anywhere under src, holding `en.po`, `yo.po` and `pcm.po`
 * (docs/decisions/021-web-languages.md). Found on disk so a new screen's catalogue needs no entry here.
 */
function catalogueFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const child = `${dir}/${entry.name}`;
    if (entry.name === 'locales') {
      for (const catalogue of readdirSync(path.join(root, child), { withFileTypes: true })) {
        if (catalogue.isDirectory()) found.push(`${child}/${catalogue.name}`);
      }
    } else found.push(...catalogueFolders(child));
  }
  return found;
}

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'yo', 'pcm'],
  // Messages are written by hand with explicit ids (no macro extraction): a catalogue's `include` is empty.
  catalogs: catalogueFolders('src').map((folder) => ({ path: `<rootDir>/${folder}/{locale}`, include: [] })),
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
});
