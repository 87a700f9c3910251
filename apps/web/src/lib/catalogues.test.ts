/**
 * The message catalogues (docs/decisions/021-web-languages.md): every catalogue has the same ids in English,
 * Yoruba and Pidgin, every message compiles, every text is in Unicode NFC, and every id the code asks for exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES } from '@safeogun/contract/languages';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const po = formatter({ explicitIdAsDefault: true });

function walk(dir: string, visit: (file: string, isDirectory: boolean) => void) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    visit(file, entry.isDirectory());
    if (entry.isDirectory()) walk(file, visit);
  }
}

const catalogueFolders: string[] = [];
walk(src, (file, isDirectory) => {
  if (isDirectory && path.basename(path.dirname(file)) === 'locales') catalogueFolders.push(file);
});

async function read(folder: string, language: string) {
  const file = path.join(folder, `${language}.po`);
  const text = readFileSync(file, 'utf8');
  const catalogue = await po.parse(text, { locale: language, sourceLocale: 'en', filename: file });
  return { text, messages: Object.fromEntries(Object.entries(catalogue).map(([id, m]) => [id, m.translation])) };
}

const relative = (folder: string) => path.relative(src, folder);

describe('message catalogues', () => {
  it('exist', () => {
    expect(catalogueFolders.length).toBeGreaterThan(0);
  });

  describe.each(catalogueFolders.map((folder) => [relative(folder), folder]))('%s', (_name, folder) => {
    it('has every English id in Yoruba and Pidgin, and no id English lacks', async () => {
      const english = Object.keys((await read(folder, 'en')).messages).sort();
      for (const language of LANGUAGES) {
        const ids = Object.keys((await read(folder, language)).messages).sort();
        expect({ language, ids }).toEqual({ language, ids: english });
      }
    });

    it.each(LANGUAGES)('%s: every message is written and compiles', async (language) => {
      for (const [id, message] of Object.entries((await read(folder, language)).messages)) {
        expect({ id, written: Boolean(message?.trim()) }).toEqual({ id, written: true });
        expect(() => compileMessage(message ?? ''), `${language} ${id}`).not.toThrow();
      }
    });

    // A `#` is formatted by Intl.NumberFormat, whose first use costs a cheap phone 150 to 350 ms of a render
    // (pluralCount in i18n.ts, decision 027): plural messages write the number as {countText}.
    it.each(LANGUAGES)('%s: writes the number of a plural as {countText}, never #', async (language) => {
      const octothorpes = (tokens: unknown, inPlural: boolean): number =>
        !Array.isArray(tokens)
          ? 0
          : tokens.reduce<number>((found, token) => {
              if (token === '#' && inPlural) return found + 1;
              if (!Array.isArray(token)) return found;
              const [, type, branches] = token as [string, string?, Record<string, unknown>?];
              const plural = type === 'plural' || type === 'selectordinal';
              return found + Object.values(branches ?? {}).reduce<number>((n, b) => n + octothorpes(b, plural), 0);
            }, 0);
      for (const [id, message] of Object.entries((await read(folder, language)).messages)) {
        expect({ id, octothorpes: octothorpes(compileMessage(message ?? ''), false) }).toEqual({ id, octothorpes: 0 });
      }
    });

    it.each(LANGUAGES)('%s: is Unicode NFC', async (language) => {
      const { text } = await read(folder, language);
      const lines = text.split('\n').filter((line) => line !== line.normalize('NFC'));
      expect(lines).toEqual([]);
    });
  });

  it('has every id the code asks for in an English catalogue', async () => {
    const known = new Set<string>();
    for (const folder of catalogueFolders)
      for (const id of Object.keys((await read(folder, 'en')).messages)) known.add(id);
    const missing: string[] = [];
    walk(src, (file, isDirectory) => {
      if (isDirectory || !/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return;
      // `_('catalogue.area.what'` and `<Trans id="catalogue.area.what"`: the two ways a screen names a message.
      for (const [, id] of readFileSync(file, 'utf8').matchAll(
        /(?:\b_\(|<Trans\s+id=)['"]([a-z][\w-]*\.[\w.-]+)['"]/g,
      )) {
        if (!known.has(id!)) missing.push(`${path.relative(src, file)}: ${id}`);
      }
    });
    expect(missing).toEqual([]);
  });
});
