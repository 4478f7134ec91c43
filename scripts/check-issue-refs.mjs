// Comments, test titles and docs say why, never which issue: a reader of the code has no tracker, and
// a tracker's number tells them nothing the reason would not. Fails on any such citation in the
// tracked sources and docs; requirements are cited by their section of docs/requirements.md (§N).
import { execFileSync } from 'node:child_process';

const pattern = '\\b[Ii]ssues? ?#?[0-9]+';
let found = '';
try {
  found = execFileSync('git', ['grep', '-nIE', pattern, '--', '.', ':!package-lock.json'], { encoding: 'utf8' });
} catch (error) {
  // git grep exits 1 when nothing matches.
  if (error.status !== 1) throw error;
}
if (found.trim()) {
  console.error(`These lines cite an issue number; say the reason, or the section of docs/requirements.md:\n${found}`);
  process.exit(1);
}
console.log('no issue numbers cited');
