#!/usr/bin/env node
// Imports HateCheck's test suite (Röttger et al., ACL 2021, "HateCheck: Functional Tests for Hate Speech
// Detection Models"; CC BY 4.0; github.com/paul-rottger/hatecheck-data, test_suite_cases.csv at commit
// d84302298ceeb34f4b0dde2d8a1f4932c2caa612) into the filter's data:
//   labelled-hatecheck.jsonl  cases of 4 templates in 5, trained on;
//   heldout-hatecheck.jsonl   cases of the 5th template (templ_id % 5 === 0), never trained on.
// Threats against a group are `violence`, the other hateful functionalities `hate`, the non-hateful ones
// hard negatives (counter-speech, negated hate, reclaimed slurs, abuse of non-protected targets…). The
// spelling-variation functionalities (leetspeak, swapped or dropped characters) are left out: the filter
// reads words, and a case of them is a hateful case it already has, misspelled.
// Usage: node scripts/import-hatecheck.mjs <path to test_suite_cases.csv>
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const COMMIT = 'd84302298ceeb34f4b0dde2d8a1f4932c2caa612';
const here = dirname(fileURLToPath(import.meta.url));
const data = join(here, '..', 'data');

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
function csvRows(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(field), (field = '');
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field), rows.push(row), (row = []), (field = '');
    } else field += c;
  }
  if (field !== '' || row.length) row.push(field), rows.push(row);
  return rows;
}

const [header, ...rows] = csvRows(readFileSync(process.argv[2], 'utf8'));
const col = (name) => header.indexOf(name);
const train = [];
const heldout = [];
for (const r of rows) {
  if (r.length < header.length) continue;
  const functionality = r[col('functionality')];
  if (functionality.startsWith('spell_')) continue;
  const hateful = r[col('label_gold')] === 'hateful';
  const label = !hateful ? 'none' : functionality.startsWith('threat_') ? 'violence' : 'hate';
  const template = Number(r[col('templ_id')]);
  const row = { text: r[col('test_case')].trim(), label, source: `HateCheck (CC BY 4.0) paul-rottger/hatecheck-data@${COMMIT.slice(0, 7)} test_suite_cases.csv case ${r[col('case_id')]} (${functionality}, template ${template})` };
  (template % 5 === 0 ? heldout : train).push(row);
}
const write = (file, list) => writeFileSync(join(data, file), list.map((x) => JSON.stringify(x)).join('\n') + '\n');
write('labelled-hatecheck.jsonl', train);
write('heldout-hatecheck.jsonl', heldout);
console.log(`HateCheck: ${train.length} cases to train on, ${heldout.length} held out`);
