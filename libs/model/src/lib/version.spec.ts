import { beforeAll, describe, expect, it } from 'vitest';
import { fitVersion, loadVersion, serializeVersion, type FittedVersion, type TaughtExample } from '../index';
import { example, fixtureVectors, ITEMS, ROUTER_CRITERION, ROUTER_SCHEMA, routerExamples, TEMPLATES } from '../testing/fixtures';
import { CURRENT_RULE, HEAD } from './head';
import { dequantizeRows } from './linear';
import { encodeVersion } from './serialize';
import type { Version } from './version';
import { statedNumbers } from './features';

const vectors = fixtureVectors();
let router: FittedVersion;
let routerExamplesList: TaughtExample[];

beforeAll(() => {
  routerExamplesList = routerExamples();
  router = fitVersion(routerExamplesList, { vectors });
});

const judge = (v: FittedVersion, output: string, level = 90, extra: Partial<Parameters<FittedVersion['judge']>[0]> = {}) =>
  v.judge({ criterion: ROUTER_CRITERION, schema: ROUTER_SCHEMA, subject: { output }, level, ...extra });

describe('fitVersion', () => {
  it('is deterministic: same examples in any order give the same bytes and fingerprint', () => {
    const shuffled = [...routerExamplesList].reverse();
    const again = fitVersion(shuffled, { vectors });
    expect(again.fingerprint).toBe(router.fingerprint);
    expect(Buffer.from(serializeVersion(again)).equals(Buffer.from(serializeVersion(router)))).toBe(true);
    expect(router.fingerprint).toMatch(/^fit-[0-9a-f]{16}\.[0-9a-f]{8}$/);
  });

  it('changes the fingerprint when an answer changes', () => {
    const changed = routerExamplesList.map((e, i) => (i === 0 ? { ...e, answer: { queue: 'account' } } : e));
    const v = fitVersion(changed, { vectors });
    expect(v.fingerprint.slice(0, 20)).not.toBe(router.fingerprint.slice(0, 20));
  });

  it('keeps the templates its examples were learned under, once each, through its bytes', () => {
    const template = { criterion: 'Form {…} end', system: null, constants: ['Form ', ' end'], roles: [null] };
    const fills = routerExamplesList.slice(0, 30).map((e) => ({ ...e, criterion: template.criterion, template }));
    const v = fitVersion([...fills, ...routerExamplesList.slice(30)], { vectors });
    expect(v.learnedTemplates()).toEqual([template]);
    expect(loadVersion(serializeVersion(v), vectors).learnedTemplates()).toEqual([template]);
    expect(router.learnedTemplates()).toEqual([]);
    expect(v.taughtSchema(template.criterion)).toEqual(ROUTER_SCHEMA);
  });

  it('summarizes one head per (criterion, property)', () => {
    expect(router.heads).toHaveLength(1);
    expect(router.heads[0]).toMatchObject({ criterion: ROUTER_CRITERION, property: 'queue', task: 'label', exampleCount: 150 });
    expect(router.heads[0].earned).toBeGreaterThanOrEqual(80);
    expect(router.exampleCount).toBe(150);
  });

  it('fits an empty example set into a version that abstains', () => {
    const v = fitVersion([], { vectors });
    expect(v.heads).toEqual([]);
    expect(judge(v, 'anything')).toMatchObject({ kind: 'abstention', abstention: { kind: 'untaught_criterion' } });
    expect(loadVersion(serializeVersion(v), vectors).fingerprint).toBe(v.fingerprint);
    expect(v.recall('refunds').examples).toEqual([]);
  });

  it('reports progress per head', () => {
    const seen: string[] = [];
    fitVersion(routerExamplesList.slice(0, 30), { vectors, onProgress: (d, t, h) => seen.push(`${d}/${t}:${h}`) });
    expect(seen).toEqual([`0/1:${ROUTER_CRITERION}`, '1/1:']);
  });
});

describe('judge', () => {
  it('answers an untaught request from the model, with the level asked and the head earned', () => {
    const out = judge(router, 'I was charged twice for the lamp and the shoes', 80);
    expect(out).toMatchObject({ kind: 'verdict', verdict: { queue: 'billing' }, level: 80, earned: router.heads[0].earned });
  });

  it('answers a schema of thousands of properties under a long criterion as untaught, each property keyed once (the fuzz tier held the loop for seconds)', () => {
    const properties = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [String(i), { type: 'string' }]));
    const out = router.judge({ criterion: `${ROUTER_CRITERION} ${'a'.repeat(100_000)}`, schema: { type: 'object', properties }, subject: { output: 'my lamp arrived crushed' }, level: 50 });
    expect(out).toMatchObject({ kind: 'abstention', abstention: { kind: 'untaught_criterion' } });
  });

  it('identifies the criterion by normalized text (case, whitespace, NFC)', () => {
    const out = router.judge({ criterion: '  which QUEUE  does the ticket\nbelong in? ', schema: ROUTER_SCHEMA, subject: { output: 'my lamp arrived crushed' }, level: 50 });
    expect(out).toMatchObject({ kind: 'verdict', verdict: { queue: 'shipping' } });
  });

  it('returns the taught answer for a request taught word for word', () => {
    // teach one surprising answer among the others: the model would not say it, the taught-request rule does
    const odd = example(ROUTER_CRITERION, ROUTER_SCHEMA, { output: 'my lamp arrived crushed, refund please' }, { queue: 'account' }, 999);
    const v = fitVersion([...routerExamplesList, odd], { vectors });
    const out = v.judge({ criterion: ROUTER_CRITERION, schema: ROUTER_SCHEMA, subject: odd.subject, level: 99, requestKey: odd.requestKey });
    expect(out).toMatchObject({ kind: 'verdict', verdict: { queue: 'account' }, level: 99, taught: true });
    const model = v.judge({ criterion: ROUTER_CRITERION, schema: ROUTER_SCHEMA, subject: odd.subject, level: 0 });
    expect(model.kind === 'verdict' && model.taught).toBeFalsy();
  });

  it('abstains with no_question when no criterion is found', () => {
    const out = router.judge({ criterion: null, schema: ROUTER_SCHEMA, subject: { output: 'my lamp arrived crushed' }, level: 90 });
    expect(out).toMatchObject({ kind: 'abstention', abstention: { kind: 'no_question', asked: 90, answerable_at: 0, earned: null, missing: null } });
  });

  it('abstains with untaught_criterion for a criterion, property or schema never taught', () => {
    const other = router.judge({ criterion: 'Is the customer angry?', schema: ROUTER_SCHEMA, subject: { output: 'my lamp arrived crushed' }, level: 90 });
    expect(other).toMatchObject({ kind: 'abstention', abstention: { kind: 'untaught_criterion', answerable_at: 0, earned: null } });
    const otherSchema = router.judge({ criterion: ROUTER_CRITERION, schema: { enum: ['billing', 'shipping'] }, subject: { output: 'x' }, level: 90 });
    expect(otherSchema).toMatchObject({ kind: 'abstention', abstention: { kind: 'untaught_criterion' } });
  });

  it('abstains with unfamiliar_subject at every level above 0 for a subject unlike anything taught, and answers it at a8:0', () => {
    for (const level of [1, 50, 99]) {
      const out = judge(router, 'quantum chromodynamics lattice gauge symmetry', level);
      expect(out).toMatchObject({ kind: 'abstention', abstention: { kind: 'unfamiliar_subject', asked: level, answerable_at: 0 } });
    }
    // level 0 promises nothing: the abstention's answerable_at 0 means what it says (DESIGN §6)
    const atZero = judge(router, 'quantum chromodynamics lattice gauge symmetry', 0);
    expect(atZero).toMatchObject({ kind: 'verdict', level: 0 });
    expect(['billing', 'shipping', 'account']).toContain((atZero as { verdict: { queue: string } }).verdict.queue);
  });

  it('flags a mildly unusual subject only at the strictest levels (rule 3, a head without twins), and says where it is answered', () => {
    // subjects made of two tickets of different queues: some are unlike every taught ticket, some only a little
    const texts = Object.values(TEMPLATES).flatMap((a, qi, all) => a.flatMap((t, i) => ITEMS.slice(0, 4).map((item, j) => `${t.replace('{item}', item)} ${all[(qi + 1) % 3][(i + j) % 5].replace('{item}', ITEMS[9 - j])}`)));
    let tiered = 0;
    for (const text of texts) {
      const outs = Array.from({ length: 100 }, (_, level) => judge(router, text, level));
      const answered = outs.map((o) => o.kind === 'verdict');
      const top = answered.lastIndexOf(true);
      // answered at a prefix of levels; every abstention above it names that level
      expect(answered.slice(0, top + 1).every(Boolean)).toBe(true);
      for (const o of outs.slice(top + 1)) expect(o).toMatchObject({ kind: 'abstention', abstention: { answerable_at: top } });
      const kinds = outs.slice(top + 1).map((o) => (o.kind === 'abstention' ? o.abstention.kind : ''));
      const firstUnfamiliar = kinds.indexOf('unfamiliar_subject');
      // once unfamiliar, unfamiliar at every level above; too_close only below that
      if (firstUnfamiliar >= 0) expect(kinds.slice(firstUnfamiliar).every((k) => k === 'unfamiliar_subject')).toBe(true);
      if (firstUnfamiliar >= 0 && top >= 1) {
        expect(top + 1 + firstUnfamiliar).toBe(HEAD.noveltyStrictFrom);
        tiered++;
      }
    }
    expect(tiered).toBeGreaterThan(0);
  });

  it('abstains with too_close above what the evidence supports, and says where it would answer', () => {
    const earned = router.heads[0].earned;
    expect(earned).toBeLessThan(99); // 150 examples cannot earn 99 at delta 0.05 / 20
    const out = judge(router, 'I was charged twice for the lamp', 99);
    expect(out.kind).toBe('abstention');
    if (out.kind !== 'abstention') return;
    expect(out.abstention).toMatchObject({ kind: 'too_close', asked: 99, earned });
    expect(out.abstention.answerable_at).toBeLessThanOrEqual(earned);
    expect(out.explanation).toBe(`Too close to call at min_accuracy 99; answered at ${out.abstention.answerable_at}.`);
    const lower = judge(router, 'I was charged twice for the lamp', out.abstention.answerable_at);
    expect(lower).toMatchObject({ kind: 'verdict', verdict: { queue: 'billing' } });
  });

  it('abstains with missing_part when the criterion was taught with a reference the subject lacks', () => {
    const crit = 'Is the answer supported by the reference?';
    const schema = { enum: ['supported', 'unsupported'] };
    const ex = [];
    for (let i = 0; i < 40; i++) {
      const item = ['lamp', 'phone', 'book', 'chair'][i % 4];
      const ok = i % 2 === 0;
      ex.push(example(crit, schema, { output: ok ? `the ${item} is good` : `the ${item} is awful`, reference: `the ${item} is good` }, ok ? 'supported' : 'unsupported', i));
    }
    const v = fitVersion(ex, { vectors });
    const out = v.judge({ criterion: crit, schema, subject: { output: 'the lamp is good' }, level: 50 });
    expect(out).toMatchObject({ kind: 'abstention', abstention: { kind: 'missing_part', missing: 'reference', answerable_at: 0 } });
    expect(out.kind === 'abstention' && out.explanation).toContain('reference');
    const answered = v.judge({ criterion: crit, schema, subject: { output: 'the desk is good', reference: 'the desk is good' }, level: 0 });
    expect(answered.kind).toBe('verdict');
  });

  it('answers a schema with several properties only when every property is answered', () => {
    const schema = { type: 'object', properties: { queue: { enum: ['billing', 'shipping', 'account'] }, urgent: { type: 'boolean' } } };
    const ex = routerExamples().map((e, i) => {
      const queue = (e.answer as { queue: string }).queue;
      return example(ROUTER_CRITERION, schema, e.subject, { queue, urgent: queue === 'shipping' }, i);
    });
    const v = fitVersion(ex, { vectors });
    expect(v.heads.map((h) => h.property)).toEqual(['queue', 'urgent']);
    const out = v.judge({ criterion: ROUTER_CRITERION, schema, subject: { output: 'the parcel with my desk never arrived' }, level: 70 });
    expect(out).toMatchObject({ kind: 'verdict', verdict: { queue: 'shipping', urgent: true } });
    // one property never taught: the whole request abstains with that property's abstention
    const wider = { type: 'object', properties: { ...schema.properties, language: { enum: ['en', 'fr'] } } };
    const partial = v.judge({ criterion: ROUTER_CRITERION, schema: wider, subject: { output: 'the parcel with my desk never arrived' }, level: 70 });
    expect(partial).toMatchObject({ kind: 'abstention', abstention: { kind: 'untaught_criterion' } });
    // the weakest property decides: at 99 both are too close; answerable_at is the lower of the two
    const high = v.judge({ criterion: ROUTER_CRITERION, schema, subject: { output: 'the parcel with my desk never arrived' }, level: 99 });
    expect(high).toMatchObject({ kind: 'abstention', abstention: { kind: 'too_close' } });
  });

  it('takes the criterion from property descriptions (one schema, several criteria)', () => {
    const schema = {
      type: 'object',
      properties: {
        queue: { description: 'Which queue does the ticket belong in?', enum: ['billing', 'shipping', 'account'] },
        refund: { description: 'Does the customer ask for money back?', type: 'boolean' },
      },
    };
    const ex = routerExamples().map((e, i) => {
      const queue = (e.answer as { queue: string }).queue;
      const text = e.subject.output;
      return example(null, schema, e.subject, { queue, refund: /refund|charged twice/.test(text) }, i);
    });
    const v = fitVersion(ex, { vectors });
    expect(v.heads.map((h) => h.criterion).sort()).toEqual(['Does the customer ask for money back?', 'Which queue does the ticket belong in?']);
    const out = v.judge({ criterion: null, schema, subject: { output: 'my camera arrived crushed' }, level: 50 });
    expect(out).toMatchObject({ kind: 'verdict', verdict: { queue: 'shipping', refund: false } });
  });

  it('answers wider numbers with a conformal interval at the asked level', () => {
    const crit = 'How many points out of 1000 would the reviewer give?';
    const schema = { type: 'number' };
    const words: [string, number][] = [
      ['awful', 100],
      ['bad', 300],
      ['fine', 500],
      ['good', 700],
      ['excellent', 900],
    ];
    const ex: TaughtExample[] = [];
    let n = 0;
    for (const [w, score] of words) for (const item of ['lamp', 'phone', 'book', 'chair', 'desk', 'watch', 'kettle', 'camera', 'jacket', 'shoes']) for (const tail of ['', ' it is']) ex.push(example(crit, schema, { output: `the ${item} is ${w}${tail}` }, score + (n % 7) * 10, n++));
    const v = fitVersion(ex, { vectors });
    expect(v.heads[0]).toMatchObject({ task: 'number', exampleCount: 100 });
    const at = (level: number) => v.judge({ criterion: crit, schema, subject: { output: 'the lamp is excellent!' }, level });
    const o50 = at(50);
    const o90 = at(90);
    expect(o50.kind).toBe('verdict');
    expect(o90.kind).toBe('verdict');
    if (o50.kind !== 'verdict' || o90.kind !== 'verdict') return;
    const value = o90.verdict as number;
    expect(value).toBeGreaterThan(600);
    expect(o90.interval![0]).toBeLessThanOrEqual(value);
    expect(o90.interval![1]).toBeGreaterThanOrEqual(value);
    expect(o90.interval![1] - o90.interval![0]).toBeGreaterThanOrEqual(o50.interval![1] - o50.interval![0]);
    // 100 examples: the conformal quantile exists up to level 99 (rank ceil(101 * 0.99) = 100 <= 100)
    expect(v.heads[0].earned).toBe(99);
  });

  it('reads the numbers a subject states: a number head answers them, with a narrow interval', () => {
    const crit = 'How many minutes late was the delivery?';
    const schema = { type: 'object', properties: { minutes: { type: 'number' } } };
    const phrasings = ['Delivery was {n} minutes behind schedule.', 'The courier came {n} minutes late.', 'My order showed up {n} minutes after the promised time.', 'Arrived {n} min late, not great.'];
    const ex: TaughtExample[] = [];
    let k = 0;
    for (let i = 0; i < 60; i++) {
      const minutes = 10 + ((i * 37) % 170); // 10..179, spread
      ex.push(example(crit, schema, { output: phrasings[i % phrasings.length].replace('{n}', String(minutes)) }, { minutes }, k++));
    }
    const v = fitVersion(ex, { vectors });
    expect(v.heads[0]).toMatchObject({ task: 'number' });
    for (const [text, stated] of [
      ['Delivery was 7 minutes behind schedule.', 7],
      ['The courier came 90 minutes late.', 90],
      ['Arrived 150 min late, not great.', 150],
    ] as const) {
      const out = v.judge({ criterion: crit, schema, subject: { output: text }, level: 90 });
      expect(out.kind).toBe('verdict');
      if (out.kind !== 'verdict') continue;
      const minutes = (out.verdict as { minutes: number }).minutes;
      expect(Math.abs(minutes - stated)).toBeLessThan(5);
      expect(out.interval![1] - out.interval![0]).toBeLessThan(20);
      expect(out.interval![0]).toBeLessThanOrEqual(stated);
      expect(out.interval![1]).toBeGreaterThanOrEqual(stated);
    }
  });

  it('reads a subject stating hundreds of thousands of numbers without failing (hostile input)', () => {
    const crit = 'How many minutes late was the delivery?';
    const schema = { type: 'number' };
    const ex = Array.from({ length: 30 }, (_, i) => example(crit, schema, { output: `Delivery was ${10 + i * 5} minutes late.` }, 10 + i * 5, i));
    const v = fitVersion(ex, { vectors });
    const started = Date.now();
    const out = v.judge({ criterion: crit, schema, subject: { output: '7 '.repeat(300_000) }, level: 0 });
    expect(out.kind).toBe('verdict');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reads stated numbers with thousands separators and decimal commas', () => {
    expect(statedNumbers(['it', 'cost', '1,200', 'dollars', 'and', '7,5', 'kg', 'at', '3.25'])).toEqual([1200, 7.5, 3.25]);
    expect(statedNumbers(['no', 'numbers'])).toEqual([]);
  });

  it('answers small integer scales as labels', () => {
    const schema = { type: 'integer', minimum: 1, maximum: 5 };
    const ex = ['awful', 'bad', 'fine', 'good', 'excellent'].flatMap((w, s) => ['lamp', 'phone', 'book', 'chair', 'desk', 'watch'].map((item, i) => example('Stars?', schema, { output: `the ${item} is ${w}` }, s + 1, s * 10 + i)));
    const v = fitVersion(ex, { vectors });
    expect(v.heads[0]).toMatchObject({ task: 'label', labels: [1, 2, 3, 4, 5] });
    const out = v.judge({ criterion: 'Stars?', schema, subject: { output: 'the kettle is excellent' }, level: 0 });
    expect(out).toMatchObject({ kind: 'verdict', verdict: 5 });
  });
});

describe('precedents and recall', () => {
  it('returns at most 10 taught examples of the criterion, word for word, most similar first', () => {
    const out = judge(router, 'please refund my payment for the lamp', 90, { wantPrecedents: true });
    const p = out.precedents!;
    expect(p.criterion).toBe(ROUTER_CRITERION);
    expect(p.examples).toHaveLength(10);
    expect(p.examples[0]).toMatchObject({ answer: { queue: 'billing' }, format: ROUTER_SCHEMA });
    expect(p.examples[0].input).toEqual([
      { role: 'system', content: ROUTER_CRITERION },
      { role: 'user', content: 'please refund my payment for the lamp' },
    ]);
    expect(p.examples[0].similarity).toBeGreaterThan(0.9);
    for (let i = 1; i < p.examples.length; i++) expect(p.examples[i].similarity).toBeLessThanOrEqual(p.examples[i - 1].similarity);
    expect(typeof p.examples[0].recorded_at).toBe('string');
  });

  it('recalls the examples most relevant to a topic', () => {
    const r = router.recall('What have I taught you about refunds?', 5);
    expect(r.criterion).toBe(ROUTER_CRITERION);
    expect(r.examples).toHaveLength(5);
    for (const e of r.examples) expect(JSON.stringify(e.input)).toContain('refund');
    const pw = router.recall('passwords');
    expect(JSON.stringify(pw.examples[0].input)).toContain('password');
  });
});

describe('serialization', () => {
  it('round-trips to identical bytes and identical behaviour', () => {
    const bytes = serializeVersion(router);
    const loaded = loadVersion(bytes, vectors);
    expect(loaded.fingerprint).toBe(router.fingerprint);
    expect(loaded.heads).toEqual(router.heads);
    expect(Buffer.from(serializeVersion(loaded)).equals(Buffer.from(bytes))).toBe(true);
    const probes = ['I was charged twice for the lamp', 'my kettle arrived crushed', 'reset my password', 'quantum chromodynamics', 'refund the camera that never arrived'];
    for (const p of probes) for (const level of [0, 60, 90, 99]) expect(judge(loaded, p, level, { wantPrecedents: true })).toEqual(judge(router, p, level, { wantPrecedents: true }));
    expect(loaded.recall('refunds')).toEqual(router.recall('refunds'));
  });

  it('stores a label head as int8 rows and each repeated example value once (format 2), and loads what was fitted', () => {
    const state = (router as Version).state;
    const head = state.heads[0]!;
    expect(head.rule).toBe(CURRENT_RULE);
    // the vectors judged with are exactly the stored codes times their scales (the weights too, from 8 labels)
    expect(head.index.vecs).toEqual(dequantizeRows(head.index.q8!, vectors.dim));
    expect(head.model.q8).toBeUndefined();
    const wide = fitVersion(ITEMS.flatMap((item, c) => [0, 1, 2, 3].map((n) => example('Which item is it?', { enum: ITEMS }, { output: `my ${item} number ${n} is here` }, item, c * 10 + n))), { vectors }) as Version;
    const w = wide.state.heads[0]!;
    expect(w.model.W).toEqual(dequantizeRows(w.model.q8!, w.model.k));
    // stored as float32 instead, a head takes 3 bytes more per code, less a float32 scale per row (give or take the header and padding)
    const saved = (h: typeof head, v: FittedVersion) => {
      const floats = encodeVersion({ ...(v as Version).state, heads: [{ ...h, model: { ...h.model, q8: undefined }, index: { ...h.index, q8: undefined } }] }).bytes.length;
      const q = [h.model.q8, h.index.q8].filter((x) => x !== undefined);
      return { saved: floats - serializeVersion(v).length, expected: q.reduce((a, x) => a + 3 * x!.q.length - 4 * x!.scale.length, 0) };
    };
    for (const [h, v] of [[head, router], [w, wide]] as const) {
      const { saved: s, expected } = saved(h, v);
      expect(Math.abs(s - expected)).toBeLessThanOrEqual(256); // the header names the blobs it points to
    }
    const loaded = loadVersion(serializeVersion(router), vectors) as Version;
    expect(loaded.state.examples).toEqual(state.examples);
    expect(loaded.state.heads[0]!.model.W).toEqual(head.model.W);
    // an example without a display input keeps none (a JSON array would have turned it into null)
    const bare = fitVersion(routerExamplesList.map((e, i) => (i === 0 ? { ...e, display: { input: undefined, format: e.display.format } } : e)), { vectors }) as Version;
    const back = loadVersion(serializeVersion(bare), vectors) as Version;
    expect(back.state.examples).toEqual(bare.state.examples);
    expect(back.state.examples.some((e) => e.display.input === undefined)).toBe(true);
  });

  it('refuses corrupted bytes and other vectors', () => {
    const bytes = Buffer.from(serializeVersion(router));
    bytes[bytes.length - 3] ^= 0xff;
    expect(() => loadVersion(bytes, vectors)).toThrow(/fingerprint/);
    expect(() => loadVersion(serializeVersion(router), fixtureVectorsOther())).toThrow(/word vectors/);
  });
});

function fixtureVectorsOther() {
  return Object.assign(Object.create(Object.getPrototypeOf(vectors)), vectors, { id: 'other' });
}

describe('head keys: one verdict shape however a schema spells it', () => {
  it('ignores annotations and a type the enum implies, and keeps what changes the shape', async () => {
    const { headKey } = await import('./version');
    const plain = headKey('Which queue?', 'queue', { enum: ['billing', 'shipping'] });
    expect(headKey('Which queue?', 'queue', { type: 'string', enum: ['billing', 'shipping'], description: 'Which queue?', title: 'Queue' })).toBe(plain);
    expect(headKey('Which queue?', 'queue', { enum: ['billing', 'shipping', 'account'] })).not.toBe(plain);
    expect(headKey('How many?', 'n', { type: 'integer', enum: [1, 2] })).toBe(headKey('How many?', 'n', { enum: [1, 2] }));
    expect(headKey('How many?', 'n', { type: 'integer' })).not.toBe(headKey('How many?', 'n', { type: 'number' }));
  });
});
