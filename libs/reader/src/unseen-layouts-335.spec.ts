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

  it('keeps a layout of labelled placeholders in the instruction, not as the data labelled like it', () => {
    const user = [
      'Decide whether the note below is a complaint. If it is, answer "yes." If it is not, answer "no."',
      '',
      'Answer in the following format:',
      '',
      'answer: <text>',
      'reason: <text>',
      '',
      'Text:',
      '"""',
      'The heater broke twice this week and nobody called back.',
      '"""',
    ].join('\n');
    const read = readJudgement(readMessagesRequest({ system: null, messages: [{ role: 'user', content: user }], schema: null }).request, true, () => undefined);
    expect(read.answerForm).toMatchObject({ kind: 'lines', lines: [{ label: 'answer:', role: 'verdict' }, { label: 'reason:', role: 'reason' }] });
    expect(read.subjectText).toContain('The heater broke twice');
    expect(read.subjectText).not.toContain('<text>');
  });

  it('writes the label shown alone above a run of score lines above them', () => {
    const form = answerFormatOf('Rate each aspect from 1 to 5.\nAnswer in this format:\n\nRATINGS:\nTone: [score]\nDepth: [score]\n\nWHY:\n[short reason]');
    expect(form).toMatchObject({ kind: 'lines', header: 'RATINGS:', dimensions: [{ key: 'Tone' }, { key: 'Depth' }] });
    expect(writeVerdict(form!, { Tone: 4, Depth: 2 }, 'r')).toMatch(/^RATINGS:\nTone: 4\nDepth: 2/);
  });

  it('fills a one-line layout holding a slot for the reasoning and one for the score, the words around them kept', () => {
    const form = answerFormatOf('Estimate how likely the offer is a scam, as a percentage from 0% to 100%.\nFormat your response as follows: [Your reasoning] (scam likelihood [percentage]%)');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 0, max: 100 } });
    expect(writeVerdict(form!, 85, 'Asks for a wire transfer up front.')).toBe('Asks for a wire transfer up front. (scam likelihood 85%)');
    // (the layout alone on the line after the announcement reads the same)
    const next = answerFormatOf('Grade it from 1 to 10.\nUse this format:\n<reason> => score <score>');
    expect(writeVerdict(next!, 7, 'Clear.')).toBe('Clear. => score 7');
    // two slots that are not a reason and a score are no such layout
    expect(answerFormatOf('Grade it from 1 to 10.\nUse this format:\n[city] and [country]')).not.toMatchObject({ slotLine: expect.anything() });
  });

  it('reads labels listed after a classifying verb some words before the colon, told to answer with one of them', () => {
    const text = 'Sort the review below into any of the following classes: PRAISE, COMPLAINT, QUESTION\n\nPick exactly one class. Reply with only that class, nothing before or after.';
    expect(answerFormatOf(text.replace('Sort', 'Classify'))).toEqual({ kind: 'label_word', labels: ['PRAISE', 'COMPLAINT', 'QUESTION'] });
  });

  it('reads an object shown at the end of the instruction with an object of scores inside it, no word naming JSON', () => {
    const form = answerFormatOf('You review essays.\n\nReply with:\n{\n  "scores": {\n    "argument": 0-5,\n    "style": 0-5\n  },\n  "total": 0-10,\n  "decision": "pass" | "resubmit"\n}');
    expect(form).toMatchObject({ kind: 'json', keys: ['scores', 'total', 'decision'], options: ['pass', 'resubmit'], optionKeys: ['decision'], nested: { key: 'scores' } });
    expect(JSON.parse(writeVerdict(form!, { argument: 4, style: 3, total: 7, decision: 'pass' }, 'r')!)).toMatchObject({ scores: { argument: 4, style: 3 }, total: 7, decision: 'pass' });
  });

  it('reads options lettered A) to E) on one line as a choice of letters when the answer is asked as a letter or an option', () => {
    const form = answerFormatOf('Judge the trade.\nChoices: A) fair to both B) favours the buyer C) favours the seller D) unclear\nReply with the letter of the best option.');
    expect(form).toEqual({ kind: 'choice_letter', letters: ['A', 'B', 'C', 'D'], labels: ['fair to both', 'favours the buyer', 'favours the seller', 'unclear'] });
    expect(writeVerdict(form!, 'C', 'r')).toMatch(/^C\b|\bC$/m);
    // (lettered parts of a question that asks for no letter are no options)
    expect(answerFormatOf('Steps: A) mix the flour B) add the eggs C) bake for an hour\nIs the recipe complete?')).not.toMatchObject({ kind: 'choice_letter' });
  });

  it('reads a JSON key whose placeholder points at options lettered on one line as taking their letters', () => {
    const form = answerFormatOf('Which plan fits the client?\nA) basic B) team C) enterprise\nReply as JSON:\n{\n"pick": one of the options above, A) basic B) team C) enterprise\n"why": one sentence\n}');
    expect(form).toMatchObject({ kind: 'json', options: ['A', 'B', 'C'], optionKeys: ['pick'] });
    expect(JSON.parse(writeVerdict(form!, 'B', 'r')!)).toMatchObject({ pick: 'B' });
  });

  it('reads keys bulleted with their types under "the following information in JSON format:"', () => {
    const form = answerFormatOf('Review the listing.\n\nGive the following information in JSON format:\n  - title_ok (boolean): whether the title is accurate\n  - issues (list of strings): problems found\n  - quality (number 1-10): overall quality\n\nOnly JSON.');
    expect(form).toMatchObject({ kind: 'json', keys: ['title_ok', 'issues', 'quality'] });
  });

  it('reads scores asked as a dictionary that elides its dimensions as the overall score, written as the dictionary is shown', () => {
    const form = answerFormatOf("Rate each aspect from 1 to 10, explaining first. End with your scores in this dictionary form:\n{'Aspect A': score, 'Aspect B': score, ..., 'Total': score}, e.g. {'Tone': 8, 'Clarity': 5, ..., 'Total': 6}.");
    expect(form).toMatchObject({ kind: 'json', keys: ['Total'], scoreKeys: ['Total'], singleQuoted: true });
    expect(writeVerdict(form!, 7, 'r')).toBe("{'Total': 7}");
    const doubled = answerFormatOf('Finish with: {"aspect one": n, …, "overall": n}');
    expect(doubled).toMatchObject({ kind: 'json', keys: ['overall'] });
    expect(writeVerdict(doubled!, 4, 'r')).toBe('{"overall": 4}');
  });

  it('reads a yes asked for alone, its opposite left unsaid, as yes or no', () => {
    expect(answerFormatOf('Decide whether the draft is ready to publish. If it is, reply with a single word: yes\n\nDraft:\nOur spring sale starts Monday.')).toEqual({ kind: 'yes_no' });
    // (a yes named with its opposite is read as before)
    expect(answerFormatOf('Is the draft ready? Reply with one word: yes or no.')).toEqual({ kind: 'label_word', labels: ['yes', 'no'] });
  });

  it('reads the closing slot with its options in parentheses though a line break follows it', () => {
    const text = 'Judge the diff against the rule: every change needs a test.\n\n### Diff:\n+ assert add(1, 2) == 3\n\n### Verdict (PASS | FAIL | SKIP):\n';
    expect(answerFormatOf(text)).toEqual({ kind: 'label_word', labels: ['PASS', 'FAIL', 'SKIP'] });
  });
});
