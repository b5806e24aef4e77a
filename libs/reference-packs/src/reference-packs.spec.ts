import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadReferencePacks, referencePacksDir, type ReferenceExample, type ReferencePack } from './index';
import { describe, expect, it } from 'vitest';

const TICKET_SYSTEM = 'Which queue does the ticket belong in?';
const TICKET_FORMAT = { properties: { queue: { enum: ['billing', 'shipping', 'account'] } } };
const SPEC_SENTENCE = 'It arrived crushed. I want a refund.';

/** Minimum rows per label, per pack. */
const MINIMUMS: Record<string, Record<string, number>> = {
  'ticket-router': { billing: 140, shipping: 140, account: 140 },
  'banking-intent': {
    card_arrival: 50,
    change_pin: 50,
    exchange_rate: 50,
    lost_or_stolen_card: 50,
    passcode_forgotten: 50,
    terminate_account: 50,
    top_up_failed: 50,
    transaction_charged_twice: 50,
  },
};

const normalize = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** The single verdict property and its enum. */
function verdictProperty(format: Record<string, unknown> | null): { name: string; labels: unknown[] } {
  const props = (format?.['properties'] ?? {}) as Record<string, { enum?: unknown[] }>;
  const names = Object.keys(props);
  expect(names).toHaveLength(1);
  const labels = props[names[0]].enum;
  expect(Array.isArray(labels)).toBe(true);
  return { name: names[0], labels: labels as unknown[] };
}

function userText(e: ReferenceExample): string {
  if (typeof e.input === 'string') return e.input;
  return e.input.filter((m) => m.role === 'user').map((m) => m.content).join('\n');
}

const packs = loadReferencePacks();
const byName = new Map(packs.map((p) => [p.name, p]));

describe('reference packs', () => {
  it('locates the data folder and lists every .jsonl file in the manifest', () => {
    const dir = referencePacksDir();
    expect(dir.replace(/\\/g, '/')).toMatch(/libs\/reference-packs\/data$/);
    const files = readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort();
    const manifest = JSON.parse(readFileSync(join(dir, 'packs.json'), 'utf8')) as { file: string }[];
    expect(manifest.map((m) => m.file).sort()).toEqual(files);
  });

  it('loads the packs in name order with their metadata', () => {
    expect(packs.map((p) => p.name)).toEqual(['banking-intent', 'ticket-router']);
    for (const p of packs) {
      expect(p.title).not.toBe('');
      expect(p.source).not.toBe('');
      expect(p.licence).not.toBe('');
      expect(p.examples.every((e) => e.pack === p.name)).toBe(true);
    }
  });

  it('is deterministic: two loads are equal and keep file order', () => {
    expect(loadReferencePacks()).toEqual(packs);
    const dir = referencePacksDir();
    for (const p of packs) {
      const lines = readFileSync(join(dir, `${p.name}.jsonl`), 'utf8').split('\n').filter((l) => l.trim() !== '');
      expect(lines).toHaveLength(p.examples.length);
      lines.forEach((line, i) => {
        const row = JSON.parse(line);
        expect(row.input).toEqual(p.examples[i].input);
        expect(row.answer).toEqual(p.examples[i].answer);
      });
    }
  });

  it('every line of every file is a JSON object in the teach shape', () => {
    const dir = referencePacksDir();
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.jsonl'))) {
      const text = readFileSync(join(dir, f), 'utf8');
      expect(text.endsWith('\n')).toBe(true);
      for (const line of text.slice(0, -1).split('\n')) {
        const row = JSON.parse(line);
        expect(Object.keys(row).sort()).toEqual(['answer', 'format', 'input']);
      }
    }
  });

  describe.each(Object.keys(MINIMUMS))('%s', (name) => {
    const pack = () => byName.get(name) as ReferencePack;

    it('exists', () => expect(pack()).toBeDefined());

    it('every answer is one of the format enum values, one criterion and one format across the pack', () => {
      const first = pack().examples[0];
      const { name: prop, labels } = verdictProperty(first.format);
      for (const e of pack().examples) {
        expect(e.format).toEqual(first.format);
        expect(Array.isArray(e.input)).toBe(true);
        const msgs = e.input as Exclude<ReferenceExample['input'], string>;
        expect(msgs.map((m) => m.role)).toEqual(['system', 'user']);
        expect(msgs[0].content).toBe((first.input as typeof msgs)[0].content);
        expect(msgs[1].content.trim()).not.toBe('');
        expect(Object.keys(e.answer as object)).toEqual([prop]);
        expect(labels).toContain((e.answer as Record<string, unknown>)[prop]);
      }
    });

    it('meets the minimum count per label', () => {
      const { name: prop } = verdictProperty(pack().examples[0].format);
      const counts: Record<string, number> = {};
      for (const e of pack().examples) {
        const label = String((e.answer as Record<string, unknown>)[prop]);
        counts[label] = (counts[label] ?? 0) + 1;
      }
      for (const [label, min] of Object.entries(MINIMUMS[name])) {
        expect(counts[label] ?? 0, `${name}/${label}`).toBeGreaterThanOrEqual(min);
      }
    });

    it('has no duplicate inputs (normalized: NFC, whitespace collapsed, case folded)', () => {
      const seen = new Map<string, number>();
      pack().examples.forEach((e, i) => {
        const key = normalize(userText(e));
        expect(seen.has(key), `line ${i + 1} repeats line ${(seen.get(key) ?? 0) + 1}`).toBe(false);
        seen.set(key, i);
      });
    });
  });

  describe('ticket-router', () => {
    const examples = () => (byName.get('ticket-router') as ReferencePack).examples;

    it('has 450 to 600 tickets', () => {
      expect(examples().length).toBeGreaterThanOrEqual(450);
      expect(examples().length).toBeLessThanOrEqual(600);
    });

    it("uses exactly the spec's criterion and format (no type key, enum in spec order)", () => {
      for (const e of examples()) {
        expect((e.input as { content: string }[])[0]).toEqual({ role: 'system', content: TICKET_SYSTEM });
        expect(JSON.stringify(e.format)).toBe(JSON.stringify(TICKET_FORMAT));
      }
    });

    it("does not contain the spec's example sentence, verbatim or up to case and whitespace", () => {
      for (const e of examples()) {
        expect(userText(e)).not.toContain(SPEC_SENTENCE);
        expect(normalize(userText(e))).not.toBe(normalize(SPEC_SENTENCE));
      }
    });

    it('teaches the policy: damage on arrival with a refund request is shipping; a double charge on a late order is billing', () => {
      const damaged = examples().filter((e) => {
        const t = userText(e);
        // Damage on arrival plus a request for money back (not a refund already issued that has not shown up).
        return /\b(crush|smash|dent|broke|crack|shatter|leak|torn|squash)\w*/i.test(t) && /\b(refund|money back)/i.test(t) && !/\b(approved|issued|processed|statement)\b/i.test(t);
      });
      expect(damaged.length).toBeGreaterThanOrEqual(30);
      expect(damaged.every((e) => (e.answer as { queue: string }).queue === 'shipping')).toBe(true);
      const doubleLate = examples().filter((e) => {
        const t = userText(e);
        return /(charged|billed|charge|payments?) (me )?(twice|2x)|double (charge|payment|transaction|billed)|double[- ]charged|duplicate (charge|payment)|two (identical )?(charges|payments)/i.test(t) && /\b(late|delay\w*|slow)\b/i.test(t);
      });
      expect(doubleLate.length).toBeGreaterThanOrEqual(15);
      expect(doubleLate.every((e) => (e.answer as { queue: string }).queue === 'billing')).toBe(true);
    });
  });

  describe('loadReferencePacks(dir)', () => {
    it('reads an override folder and names the broken line', () => {
      const dir = mkdtempSync(join(tmpdir(), 'a8-packs-'));
      try {
        writeFileSync(join(dir, 'packs.json'), JSON.stringify([{ name: 'tiny', file: 'tiny.jsonl', title: 't', source: 's', licence: 'l' }]));
        writeFileSync(join(dir, 'tiny.jsonl'), '{"input":"Is it spam? Buy now","format":null,"answer":"spam"}\n');
        expect(loadReferencePacks(dir)).toEqual([
          { name: 'tiny', title: 't', source: 's', licence: 'l', examples: [{ pack: 'tiny', input: 'Is it spam? Buy now', format: null, answer: 'spam' }] },
        ]);
        writeFileSync(join(dir, 'tiny.jsonl'), '{"input":"a","format":null,"answer":1}\nnot json\n');
        expect(() => loadReferencePacks(dir)).toThrow(/tiny\.jsonl:2/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('finds the data folder from a cwd outside the workspace by walking up from the module', () => {
      const cwd = process.cwd();
      const elsewhere = mkdtempSync(join(tmpdir(), 'a8-cwd-'));
      try {
        process.chdir(elsewhere);
        expect(referencePacksDir().replace(/\\/g, '/')).toMatch(/libs\/reference-packs\/data$/);
      } finally {
        process.chdir(cwd);
        rmSync(elsewhere, { recursive: true, force: true });
      }
    });
  });
});
