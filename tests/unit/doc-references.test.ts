import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tracked = (...patterns: string[]) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...patterns], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && existsSync(path.join(root, file)));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** A heading's anchor as the repository's Markdown viewer makes it: lower case, punctuation dropped, spaces as dashes. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The headings of a Markdown file, outside fenced code. */
function headings(file: string): string[] {
  let fenced = false;
  const found: string[] = [];
  for (const line of read(file).split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    else if (!fenced && /^#{1,6} /.test(line)) found.push(line.replace(/^#+ /, '').trim());
  }
  return found;
}

/** The Markdown text outside fenced code blocks and inline code. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

const markdown = tracked('README.md', 'docs/**/*.md', 'docs/*.md');
const code = tracked('src', 'mocks', 'scripts', 'tests', '.storybook', '*.ts', '*.js', '.ci').filter((file) => !file.startsWith('src/api/generated/'));

describe('references to the docs resolve', () => {
  it('every relative link of the README and docs/ names a file that exists, and its #anchor a heading there', () => {
    const broken: string[] = [];
    let links = 0;
    for (const file of markdown) {
      for (const [, target] of prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue;
        links += 1;
        const [pathPart, anchor] = target!.split('#');
        const resolved = pathPart ? path.join(path.dirname(file), pathPart) : file;
        if (!existsSync(path.join(root, resolved))) broken.push(`${file}: ${target}`);
        else if (anchor && resolved.endsWith('.md') && !headings(resolved).map(slug).includes(anchor)) broken.push(`${file}: ${target} (no such heading)`);
      }
    }
    expect(links).toBeGreaterThan(30);
    expect(broken).toEqual([]);
  });

  it('the docs link nothing outside the repository', () => {
    const outside = markdown.flatMap((file) => [...prose(read(file)).matchAll(/\]\((https?:[^)\s]+)\)/g)].map((match) => `${file}: ${match[1]}`));
    expect(outside.filter((link) => !/\/\/(localhost|127\.0\.0\.1)[:/]/.test(link))).toEqual([]);
  });

  it('every docs/… file the code names exists, and every section it names ("Heading") is a heading there', () => {
    const broken: string[] = [];
    let references = 0;
    for (const file of code) {
      for (const [, doc, section] of read(file).matchAll(/\b(docs\/[\w/.-]+\.md)(?:,? "([^"]+)")?/g)) {
        references += 1;
        if (!existsSync(path.join(root, doc!))) broken.push(`${file}: ${doc}`);
        // A section is named by its heading's words up to a parenthesis or a colon: "Training" for "Training (§11)".
        else if (section && !headings(doc!).some((heading) => heading === section || heading.startsWith(`${section} (`) || heading.startsWith(`${section}:`)))
          broken.push(`${file}: ${doc} "${section}"`);
      }
    }
    expect(references).toBeGreaterThan(15);
    expect(broken).toEqual([]);
  });

  it('the code names a section by its file, never as a bare "architecture" or "README" section', () => {
    const bare = code.flatMap((file) =>
      read(file)
        .split('\n')
        .filter((line) => /(?<!docs\/)\b(architecture|README)('s)?,? "[A-Z]/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(bare).toEqual([]);
  });
});
