// Which built files belong to the police console and which a citizen page may load, read from Vite's manifest
// (dist/.vite/manifest.json). Shared by the size report (no console code in a citizen page's first load) and the
// service worker's precache list (every citizen page's code, none of the console's: docs/decisions/024).

/** The police console's code: its shell and the features only police use. */
export const CONSOLE_SOURCES =
  /^src\/(app\/console|features\/(casework|audit|police-accounts|police-feedback|sos-board|sla-targets|open311-keys|news-authoring|community-authoring|channels|administration))\//;

/**
 * Every file (JavaScript, CSS, imported assets) a citizen page can load, statically or lazily, from the entry:
 * the manifest's import graph followed through `imports` and `dynamicImports`, stopping at console sources, and the
 * stylesheet. A chunk shared by the console and a citizen page is a citizen file.
 */
export function citizenFiles(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || CONSOLE_SOURCES.test(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(entryKey);
  // The app's one stylesheet, which no chunk owns (vite.config.ts `cssCodeSplit: false`): every page uses it.
  for (const { file } of Object.values(manifest)) if (file.endsWith('.css')) files.add(file);
  return files;
}
