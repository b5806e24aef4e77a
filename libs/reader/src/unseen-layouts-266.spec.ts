import { describe, expect, it } from 'vitest';
import { answerFormatOf, scaleOf } from './answer-format';
import { numberedLevels } from './answer-layouts';
import { readLabel } from './template-labels';
import { writeVerdict } from './write-verdict';
import { readMessagesRequest } from './interfaces';
import { readJudgement } from './reasoning-read';

const untaught = () => undefined;
const read = (system: string | null, user: string) => readJudgement(readMessagesRequest({ system, messages: [{ role: 'user', content: user }], schema: null }).request, true, untaught);

// Layouts first met in the collection's misses and the blind sets from 266 on (stop 47), each written here in new words.
describe('layouts read at stop 47', () => {
  it("reads a fenced section's headings and label lines as the judged text's own markup", () => {
    const judged = '# Release notes\n\n## Fixes\n- The export no longer times out\n\n## Known issues\nAnswer: none yet';
    const template = `Review the release notes.\n\n## Criteria\n\n1. Is every fix described for users?\n2. Are known issues listed?\n\n## Text under review\n\n\`\`\`\n${judged}\n\`\`\`\n\n## Verdict\n\nReply APPROVE or REJECT.`;
    const got = read('You review documents.', template);
    expect(got.templateParts?.output).toBe(judged);
    expect(got.criterion).toContain('Is every fix described for users?');
    expect(got.answerForm).toMatchObject({ kind: 'label_word', labels: ['APPROVE', 'REJECT'] });
    // a fence that does not open the section's content is read through, its labels the template's
    const unfenced = read(null, 'Question: What is 2+2?\nAnswer: 4\n\nIs the answer correct? Reply yes or no.');
    expect(unfenced.templateParts).toMatchObject({ question: 'What is 2+2?', output: '4' });
  });
});

describe('answer forms read at stop 47', () => {
  it('reads a section labelled "<word> criteria" or "<word> rubric" as the criterion', () => {
    expect(readLabel('Acceptance Criteria')).toMatchObject({ role: 'criterion' });
    expect(readLabel('**Validation Rubric**')).toMatchObject({ role: 'criterion' });
    const got = read(null, 'Acceptance Criteria:\n1. The patch compiles.\n2. Tests cover the fix.\n\nSubmission:\nfix: guard null user\n\nFor each criterion, check the submission. Answer yes or no.');
    expect(got.criterion).toContain('The patch compiles.');
    expect(got.templateParts?.output).toMatch(/^fix: guard null user/);
  });

  it('reads the one line whose slot takes a number as the score line, whatever it is named', () => {
    const form = answerFormatOf('Rate how fluent the reply is, from 1 to 5.\nAnswer in this format:\nFluency: <score>\nWhy: <one sentence>');
    expect(form).toMatchObject({ kind: 'lines', lines: [{ label: 'Fluency:', role: 'verdict' }, { label: 'Why:', role: 'reason' }], scale: { min: 1, max: 5 } });
    expect(writeVerdict(form!, 4, 'Close to a taught example.')).toBe('Fluency: 4\nWhy: Close to a taught example.');
    // two such lines are dimensions, not one verdict
    expect(answerFormatOf('Rate from 1 to 5.\nFluency: <score>\nAccuracy: <score>')).not.toMatchObject({ lines: [{ label: 'Fluency:', role: 'verdict' }, { role: 'reason' }] });
  });

  it('reads Korean labels before a colon, a Latin gloss in parentheses, and a range whose ends are glossed', () => {
    const system = '질의와 문서의 관련성을 0(관련 없음)에서 10(매우 관련 있음) 사이로 평가하세요.\n응답 형식:\nScore: <score>\nReason: <explanation>';
    const got = read(system, '질의(Query): 환불은 언제 되나요?\n\n문서(Document):\n환불은 영업일 기준 5일 이내에 처리됩니다.');
    expect(got.templateParts).toMatchObject({ question: '환불은 언제 되나요?', context: '환불은 영업일 기준 5일 이내에 처리됩니다.' });
    expect(got.answerForm).toMatchObject({ kind: 'lines', scale: { min: 0, max: 10 } });
  });

  it('reads JSON keys named with a gloss each, or bare in parentheses, not a description of the data', () => {
    expect(answerFormatOf('Output JSON with verdict (pass or fail) and note (one short sentence) only.')).toMatchObject({ kind: 'json', keys: ['verdict', 'note'] });
    expect(answerFormatOf('출력은 JSON으로 score(0~1), reason(간단한 근거)만 포함한다.')).toMatchObject({ kind: 'json', keys: ['score', 'reason'] });
    expect(answerFormatOf('Return only JSON (label, why).')).toMatchObject({ kind: 'json', keys: ['label', 'why'] });
    const described = answerFormatOf('You receive the order JSON (sku, qty, price).\nReturn ONLY JSON:\n{"valid": true|false, "why": "..."}');
    expect(described).toMatchObject({ kind: 'json', keys: ['valid', 'why'] });
    // words after "with" that are no keys stay words
    expect(answerFormatOf('Answer in JSON with care (be brief) and honesty.')).not.toMatchObject({ keys: ['care', 'honesty'] });
  });

  it('reads the object shown after "Respond only as:", not few-shot examples shown as JSON lines', () => {
    const text = 'Rate the match from 1 to 5.\n\nFew-shot examples (JSON lines):\n{"q": "red mug", "title": "Red ceramic mug", "label": 5}\n{"q": "red mug", "title": "Blue plate", "label": 1}\n\nRespond ONLY as: {"rating": X}';
    expect(answerFormatOf(text)).toMatchObject({ kind: 'json', keys: ['rating'], scale: { min: 1, max: 5 } });
    // one "Example:" before an object still shows the answer's form
    expect(answerFormatOf('Produce a JSON of scores without any reasoning. Example:{"M": 2, "T": 1}')).toMatchObject({ kind: 'json', keys: ['M', 'T'] });
  });

  it('reads classes defined one per line under a line that announces them, when a choice is asked', () => {
    const text = 'There are three kinds of answers:\n\n1. full answer: answers everything\n2. partial answer: answers some of it\n3. no answer: declines\n\nExplain briefly, then state your choice inside [[ and ]].';
    const form = answerFormatOf(text.replace('kinds of answers', 'classes of answers'));
    expect(form).toEqual({ kind: 'label_word', labels: ['full answer', 'partial answer', 'no answer'], wrap: 'double_brackets' });
    expect(writeVerdict(form!, 'partial answer', 'Close to a taught example.')).toContain('[[partial answer]]');
    // a rubric's numbered aspects are no classes
    expect(answerFormatOf('Evaluation criteria:\n1. Accuracy: is it right\n2. Clarity: is it clear\nGive a score from 1 to 5.')).toMatchObject({ kind: 'score' });
  });

  it('reads options of a few words after "classify … as", and a score asked inside double brackets', () => {
    expect(answerFormatOf('Classify the answer as correct, partially correct or wrong.')).toEqual({ kind: 'label_word', labels: ['correct', 'partially correct', 'wrong'] });
    expect(answerFormatOf('Label the email as spam or not spam.')).toEqual({ kind: 'label_word', labels: ['spam', 'not spam'] });
    expect(answerFormatOf('Rate the answer from 1 to 10, then put your rating in double square brackets.')).toEqual({ kind: 'rating_brackets', scale: { min: 1, max: 10 } });
  });

  it('reads a tag shown apart with each of its words, or holding a placeholder the text defines', () => {
    const apart = answerFormatOf('If the proof holds, end with <check>valid</check>; otherwise end with <check>invalid</check>.');
    expect(apart).toMatchObject({ kind: 'label_word', labels: ['valid', 'invalid'], tags: { verdict: 'check' } });
    const placeheld = answerFormatOf('Reply in this form:\n<notes>{NOTES}</notes>\n<ok>{IS_OK}</ok>\nwhere `IS_OK` is either `yes` or `no`.');
    expect(placeheld).toMatchObject({ kind: 'label_word', labels: ['yes', 'no'], tags: { verdict: 'ok' } });
    expect(writeVerdict(placeheld!, 'yes', 'Close to a taught example.')).toContain('<ok>yes</ok>');
  });

  it('reads the numbers a sentence sets a JSON key to as that key\'s values', () => {
    const form = answerFormatOf('Answer in JSON with the key "spam". If the message is spam, set spam=1, otherwise set spam=0.');
    expect(form).toMatchObject({ kind: 'json', keys: ['spam'], options: ['1', '0'], numberKeys: ['spam'] });
    expect(JSON.parse(writeVerdict(form!, '1', 'Close to a taught example.')!)).toEqual({ spam: 1 });
  });

  it('reads a rubric the template shows twice as one set of levels', () => {
    expect(numberedLevels('Rubric:\n0: A is better.\n1: B is better.\n\nRubric:\n0: A is better.\n1: B is better.')).toEqual({ min: 0, max: 1 });
  });
});

describe('answer forms read at stop 47, second round', () => {
  it('reads the answer of a tutor, an agent or a bot as the output, in other languages', () => {
    for (const label of ['Resposta do tutor', 'Réponse du tuteur', 'Antwort des Tutors', 'Respuesta del agente']) expect(readLabel(label)).toMatchObject({ role: 'output' });
  });

  it('reads the quoted words the reply is told to say when a condition holds, in other languages', () => {
    expect(answerFormatOf('Se a resposta for boa, diga “✅ Aprovado” e explique.\nSe tiver problemas, diga “⚠️ Reprovado”.')).toEqual({ kind: 'label_word', labels: ['✅ Aprovado', '⚠️ Reprovado'] });
    expect(answerFormatOf('Wenn die Antwort stimmt, antworte „JA“, sonst antworte „NEIN“.')).toEqual({ kind: 'label_word', labels: ['JA', 'NEIN'] });
    // one word said is no set of options
    expect(answerFormatOf('Caso não, dê um feedback. Do contrário diga somente que: "ESTÁ TUDO CERTO"')).not.toMatchObject({ kind: 'label_word' });
  });

  it('reads a range written with a typeset hyphen or minus sign', () => {
    expect(answerFormatOf('Rate the answer from 1\u20115.')).toMatchObject({ kind: 'score', scale: { min: 1, max: 5 } });
    expect(scaleOf('a score 0\u221210')).toEqual({ min: 0, max: 10 });
  });

  it('reads options of a few words between slashes in a line\'s slot, and never a confidence line as the verdict', () => {
    const form = answerFormatOf('Your response should follow this format:\n**VERDICT:** [TRUE / FALSE / PARTIALLY TRUE / UNVERIFIABLE]\n\n**ANALYSIS:**\n[Your analysis]\n\n**CONFIDENCE:** [HIGH / MEDIUM / LOW]');
    expect(form).toMatchObject({ kind: 'lines', lines: [{ label: '**VERDICT:**', role: 'verdict' }, { label: '**ANALYSIS:**', role: 'reason' }], options: ['TRUE', 'FALSE', 'PARTIALLY TRUE', 'UNVERIFIABLE'] });
    expect(writeVerdict(form!, 'PARTIALLY TRUE', 'Close to a taught example.')).toContain('**VERDICT:** PARTIALLY TRUE');
  });
});

describe('answer forms read at stop 47, third round', () => {
  it('reads a line that lists the choices as the options', () => {
    expect(answerFormatOf('Which trait is the message written in?\nChoices: [humorous, melancholic]')).toEqual({ kind: 'label_word', labels: ['humorous', 'melancholic'] });
    expect(answerFormatOf('Pick the tone.\nOptions: formal, casual, rude')).toEqual({ kind: 'label_word', labels: ['formal', 'casual', 'rude'] });
  });

  it('reads scores of several dimensions on one line, lower-case labels and a bare comma between them, written as shown', () => {
    const form = answerFormatOf('Score each aspect from 0 to 30 and return exactly:\naccuracy:XX,fluency:XX,style:XX');
    expect(form).toMatchObject({ kind: 'lines', keys: ['accuracy', 'fluency', 'style'], joiner: ',' });
    expect(writeVerdict(form!, { accuracy: 20, fluency: 25, style: 18 }, 'Close to a taught example.')).toBe('accuracy: 20,fluency: 25,style: 18');
  });

  it('reads the scale of a score asked in a tag from levels listed one per line, no rubric line heading them', () => {
    const text = 'Compare the two replies and pick the better.\n\n0: Reply 1 is better.\n1: Reply 2 is better.\n\nYour output must be:\n<reasoning>[why]</reasoning>\n<score>[the score]</score>';
    expect(answerFormatOf(text)).toMatchObject({ kind: 'score', scale: { min: 0, max: 1 }, tags: { verdict: 'score' } });
  });
});
