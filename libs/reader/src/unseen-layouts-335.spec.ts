import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { writeVerdict } from './write-verdict';
import { readMessagesRequest } from './interfaces';
import { readJudgement } from './reasoning-read';

// Layouts first met in blind sets 335-342 (stop 51), each written here in new words.
describe('answer forms read at stop 51', () => {
  it('reads quoted keys a JSON is said to contain, one glossed with its quoted options, in English and in other languages', () => {
    const english = answerFormatOf('Audit the reply.\nReturn a JSON containing "state" ("GOOD" or "BAD") and "notes".');
    expect(english).toMatchObject({ kind: 'json', keys: ['state', 'notes'], options: ['GOOD', 'BAD'], optionKeys: ['state'] });
    expect(JSON.parse(writeVerdict(english!, 'BAD', 'r')!)).toMatchObject({ state: 'BAD' });
    const spanish = answerFormatOf("Revisa la salida.\nResponde con un JSON con 'estado' ('VALIDO' o 'INVALIDO') y 'motivo'.");
    expect(spanish).toMatchObject({ kind: 'json', keys: ['estado', 'motivo'], options: ['VALIDO', 'INVALIDO'], optionKeys: ['estado'] });
    // (options between slashes or after commas, quoted, are read the same way)
    expect(answerFormatOf('Give JSON with "tier" ("low" / "mid" / "high") and "why".')).toMatchObject({ options: ['low', 'mid', 'high'], optionKeys: ['tier'] });
    // a gloss that is a sentence, not quoted options, names none
    expect(answerFormatOf('Return a JSON containing "state" (your overall call) and "notes".')).not.toMatchObject({ optionKeys: ['state'] });
  });

  it('reads options defined one per backquoted or bold line, blank lines between them, as the options of the key shown with one', () => {
    const text = 'Grade the translation.\n\n`fluent`: reads like native text.\n\n`awkward`: understandable but stilted.\n\n**broken**: hard to follow.\n\nOutput only this JSON:\n{"grade": "awkward", "comment": "one sentence"}';
    const form = answerFormatOf(text);
    expect(form).toMatchObject({ kind: 'json', options: ['fluent', 'awkward', 'broken'], optionKeys: ['grade'] });
    expect(JSON.parse(writeVerdict(form!, 'fluent', 'r')!)).toMatchObject({ grade: 'fluent' });
    // (an object's own quoted lines are keys, never options)
    expect(answerFormatOf('Rate it.\nReturn JSON:\n{\n"clarity": <1-5>,\n"accuracy": <1-5>\n}')).not.toMatchObject({ options: ['clarity', 'accuracy'] });
  });

  it('reads true and false each glossed in parentheses after the verb as the two labels', () => {
    expect(answerFormatOf('Decide whether the patch is right.\nOnly answer True (it is right) or False (it is wrong).')).toEqual({ kind: 'label_word', labels: ['True', 'False'] });
    expect(answerFormatOf('Reply PASS (meets the spec) or FAIL (does not).')).toEqual({ kind: 'label_word', labels: ['PASS', 'FAIL'] });
  });

  it('reads a score line whose slot is a code name holding a word for a number', () => {
    for (const slot of ['{story_rating_value}', '{final_score_int}']) {
      const form = answerFormatOf(`Judge the story. Give it a score from 1 to 10.\nLast, write the score in this format only:\noverall_mark:${slot}`);
      expect(form).toMatchObject({ kind: 'lines', scale: { min: 1, max: 10 } });
      expect(writeVerdict(form!, 7, 'r')).toMatch(/overall_mark: ?7$/);
    }
  });

  it('reads a score shown on its own line, over sub-scores listed on one labelled line, as the score line', () => {
    const form = answerFormatOf('Use exactly this layout:\nRATING: [1-10]\nVERDICT_OK: [yes/no]\nWHY: [short reason]\nSUBSCORES: tone=[1-10], facts=[1-10]');
    expect(form).toMatchObject({ scale: { min: 1, max: 10 } });
    expect(writeVerdict(form!, 8, 'r')).toMatch(/^RATING: 8\b/m);
    expect(writeVerdict(form!, 8, 'r')).not.toContain('tone=');
    // sub-scores on one line alone are still that many scores
    expect(answerFormatOf('Use exactly this layout:\nSUBSCORES: tone=[1-10], facts=[1-10]')).toMatchObject({ kind: 'lines', keys: ['tone', 'facts'] });
  });

  it('reads one capital letter shown for a key as one of the letters the text lists between slashes', () => {
    const form = answerFormatOf('Four drafts follow, labelled A to D.\nReturn JSON only:\n{"notes": "short", "best": "A"}\nbest is the letter of the strongest draft (A/B/C/D).');
    expect(form).toMatchObject({ kind: 'json', options: ['A', 'B', 'C', 'D'], optionKeys: ['best'] });
    expect(JSON.parse(writeVerdict(form!, 'C', 'r')!)).toMatchObject({ best: 'C' });
  });

  it('answers in the JSON the message shows when the system prompt only gives numbers for its verdicts', () => {
    const system = 'You review pull requests.\nGive your result strictly as JSON with fields:\n- "ok": 1 for mergeable, 0 for not mergeable\n- "note": one sentence';
    const user = 'Review this diff.\n\n### Diff:\n- a = 1\n+ a = 2\n\nReply with only this JSON:\n{"ok": <0 or 1>, "note": "your note"}';
    const read = readJudgement(readMessagesRequest({ system, messages: [{ role: 'user', content: user }], schema: null }).request, true, () => undefined);
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['ok', 'note'], scoreKeys: ['ok'] });
    expect(JSON.parse(writeVerdict(read.answerForm as never, 1, 'r')!)).toEqual({ ok: 1, note: 'r' });
  });

  it('writes the confidence in percent where its key is shown with a range up to 100', () => {
    const form = answerFormatOf('Classify the message. Reply with JSON only: {"abusive": true/false, "why": "short", "confidence": 0-100}');
    expect(form).toMatchObject({ kind: 'json', booleanKeys: ['abusive'], percentKeys: ['confidence'] });
    expect(JSON.parse(writeVerdict(form!, true, 'r', 0.9)!)).toMatchObject({ abusive: true, confidence: 90 });
    // (a confidence shown between 0 and 1 stays a fraction)
    const fraction = answerFormatOf('Classify the message. Reply with JSON only: {"abusive": true/false, "why": "short", "confidence": 0.0-1.0}');
    expect(JSON.parse(writeVerdict(fraction!, true, 'r', 0.9)!)).toMatchObject({ confidence: 0.9 });
  });
});
