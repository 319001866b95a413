/**
 * Writes the generated reference section of every widget page, `docs/widgets/<tag>.md`, from the
 * custom-elements manifest (attributes, events with their detail types, CSS properties and parts,
 * slots), and the README's widget table. The hand-written part of each page, after the section, is
 * kept as it is; a new widget gets a page with the hand-written headings to fill in.
 *
 * Run: npm run docs:widgets              rewrite the generated sections, create missing pages
 *      npm run docs:widgets -- --check   change nothing; fail when a page is missing, disagrees with
 *                                        the manifest, lacks a hand-written section, or names no
 *                                        widget, or when the README's widget table is out of date
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryManifest, repositoryRoot } from './manifest/repository-manifest';
import {
  newPageSkeleton,
  pageProblems,
  renderReference,
  renderWidgetTable,
  widgetDeclarations,
  withReference,
  withWidgetTable,
} from './manifest/widget-page';

const check = process.argv.includes('--check');
const pagesDir = join(repositoryRoot, 'docs/widgets');

const { manifest, problems: manifestProblems } = repositoryManifest();
if (manifestProblems.length > 0) {
  console.error(`The manifest has problems; fix these first:\n- ${manifestProblems.join('\n- ')}`);
  process.exit(1);
}

const widgets = widgetDeclarations(manifest);
const tags = new Set(widgets.map(({ declaration }) => declaration.tagName));
const problems: string[] = [];
const written: string[] = [];
mkdirSync(pagesDir, { recursive: true });

for (const { path, declaration } of widgets) {
  const file = join(pagesDir, `${declaration.tagName}.md`);
  const page = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const reference = renderReference(path, declaration);
  if (check) {
    problems.push(...pageProblems(declaration.tagName, page, reference));
    continue;
  }
  const next = page === undefined ? `${reference}\n${newPageSkeleton()}` : withReference(page, reference);
  if (next !== page) {
    writeFileSync(file, next);
    written.push(`docs/widgets/${declaration.tagName}.md`);
  }
  problems.push(...pageProblems(declaration.tagName, next, reference));
}

for (const name of readdirSync(pagesDir)) {
  if (name.endsWith('.md') && !tags.has(name.slice(0, -3)))
    problems.push(`docs/widgets/${name} names no widget of the manifest (remove it or fix its name)`);
}

const readmeFile = join(repositoryRoot, 'README.md');
const readme = readFileSync(readmeFile, 'utf8');
const nextReadme = withWidgetTable(readme, renderWidgetTable(widgets.map(({ declaration }) => declaration)));
if (nextReadme === undefined)
  problems.push('README.md has no widget table markers (<!-- widgets:start ... -->)');
else if (nextReadme !== readme) {
  if (check)
    problems.push(
      'README.md: the widget table disagrees with custom-elements.json (run npm run docs:widgets)',
    );
  else {
    writeFileSync(readmeFile, nextReadme);
    written.push('README.md');
  }
}

if (written.length > 0) console.log(`Wrote ${written.length} file(s):\n- ${written.join('\n- ')}`);
if (problems.length > 0) {
  console.error(`${problems.length} problem(s) in docs/widgets:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`docs/widgets: ${tags.size} widget pages agree with custom-elements.json`);
