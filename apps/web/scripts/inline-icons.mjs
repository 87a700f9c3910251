// A Vite plugin: each `import { Search, X as Close } from 'lucide-react'` of the app's own code becomes the icons'
// drawings, inlined in that module and drawn by src/components/ui/lucide-icon.ts (issue 17). Left to Lucide, every
// icon a lazy page shares with another was a chunk of its own (a page loaded five to ten of them, 0.2 KB gzip each,
// mostly import and export boilerplate) and every first load carried Lucide's icon base (1.5 KB gzip). The markup is
// Lucide's own (classes `lucide lucide-<name>`, aria-hidden unless labelled), so nothing changes on screen; the types
// are still lucide-react's.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const HELPER = fileURLToPath(new URL('../src/components/ui/lucide-icon.ts', import.meta.url));
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** Every name lucide-react exports for an icon (Search, SearchIcon, LucideSearch), to the file that draws it. */
function iconFiles() {
  const esm = path.join(path.dirname(require.resolve('lucide-react')), '../esm');
  const files = new Map();
  for (const [, names, file] of readFileSync(path.join(esm, 'lucide-react.mjs'), 'utf8').matchAll(
    /export \{([^}]*)\} from '\.\/(icons\/[^']+\.mjs)';/g,
  )) {
    for (const name of names.matchAll(/default as (\w+)/g)) files.set(name[1], path.join(esm, file));
  }
  return files;
}

/** The icon's data literal ({ name, size, node, aliases }) as its file writes it. */
function iconData(file) {
  const source = readFileSync(file, 'utf8');
  const found = /const __iconData = (\{[\s\S]*?\n\});/.exec(source);
  if (!found) throw new Error(`inline-icons: no icon data in ${file}`);
  return found[1];
}

export function inlineIcons() {
  let files;
  const data = new Map();
  return {
    name: 'safeogun:inline-icons',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('lucide-react')) return null;
      files ??= iconFiles();
      let changed = false;
      const out = code.replace(IMPORT, (_, specifiers) => {
        // The helper is imported once per module, however many imports of lucide-react it had.
        const helper = changed ? [] : [`import { lucideIcon as __lucideIcon } from ${JSON.stringify(HELPER)};`];
        changed = true;
        const declarations = specifiers
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map((specifier) => {
            const [imported, local = imported] = specifier.split(/\s+as\s+/);
            const file = files.get(imported);
            if (!file) throw new Error(`inline-icons: ${imported} (in ${id}) is not a lucide-react icon`);
            if (!data.has(file)) data.set(file, iconData(file));
            return `const ${local} = /* @__PURE__ */ __lucideIcon(${data.get(file)});`;
          });
        return [...helper, ...declarations].join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
