import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { writeVerdict } from './write-verdict';
import { readMessagesRequest } from './interfaces';
import { readJudgement } from './reasoning-read';

const read = (system: string | null, user: string) => readJudgement(readMessagesRequest({ system, messages: [{ role: 'user', content: user }], schema: null }).request, true, () => undefined);

// Layouts first met in the collection's misses and the blind sets from 283 on (stop 48), each written here in new words.
describe('answer forms read at stop 48', () => {
  it('reads labels listed in the gloss of a named JSON field as that field of a JSON answer', () => {
    const form = answerFormatOf('Judge whether the message is spam.\nReturn these JSON fields: verdict (SPAM/HAM) and why\n\nMessage: {text}');
    expect(form).toMatchObject({ kind: 'json', keys: ['verdict', 'why'], options: ['SPAM', 'HAM'], optionKeys: ['verdict'] });
    expect(JSON.parse(writeVerdict(form!, 'HAM', 'Close to a taught example.')!)).toEqual({ verdict: 'HAM', why: 'Close to a taught example.' });
    // labels asked alone stay bare words
    expect(answerFormatOf('Judge whether the message is spam. Reply SPAM or HAM.')).toMatchObject({ kind: 'label_word', labels: ['SPAM', 'HAM'] });
  });

  it('reads numbers with bars between them as the values a score takes, decimals included, and no digit of a decimal as a number', () => {
    expect(answerFormatOf('Return JSON exactly like {"grade": 0|0.25|0.5|1, "note": "..."}')).toMatchObject({ kind: 'json', keys: ['grade', 'note'], scale: { min: 0, max: 1 } });
    // "0.5 for partly right" gives no 5: the JSON object shown is the answer
    expect(answerFormatOf('Reply with JSON only: {"points": number, "comment": string}.\nGive 1 for right, 0.5 for partly right, 0 for wrong.')).toMatchObject({ kind: 'json', keys: ['points', 'comment'] });
    expect(answerFormatOf('Give 1 for right and 0 for wrong.')).toMatchObject({ kind: 'score', scale: { min: 0, max: 1 } });
  });
  it('reads the two words after "one word on the first line" between dashes, and capitalized words after "the JSON literal"', () => {
    expect(answerFormatOf('Answer with a single word on the first line — GOOD or BAD — and a short reason below.')).toMatchObject({ kind: 'label_word', labels: ['GOOD', 'BAD'] });
    expect(answerFormatOf('Output only the boolean literal True or False, nothing else.')).toMatchObject({ kind: 'label_word', labels: ['True', 'False'] });
  });

  it('reads a scale and a number asked for in Czech, Slovak or Polish', () => {
    expect(answerFormatOf('Ohodnoťte text na stupnici od 1 do 10. Odpovězte jen číslem.')).toMatchObject({ kind: 'score', scale: { min: 1, max: 10 } });
    expect(answerFormatOf('Oceń odpowiedź w skali 1–5. Podaj tylko liczbę.')).toMatchObject({ kind: 'score', scale: { min: 1, max: 5 } });
  });

  it('reads words offered in brackets after the verb or "format:" that asks for them, and one more named so below', () => {
    const form = answerFormatOf('Explain your reasoning, then end with your verdict in the format: [supported] or [unsupported].\nIf nothing can be checked, answer with [unknown].');
    expect(form).toMatchObject({ kind: 'label_word', labels: ['supported', 'unsupported', 'unknown'], wrap: 'brackets' });
    expect(writeVerdict(form!, 'unknown', 'No taught example is close.')).toContain('[unknown]');
  });

  it("takes a JSON answer's keys from the object shown as the output, not from the example input's objects", () => {
    const form = answerFormatOf('Score the order notes.\n\nExample input:\n[{ "sku": "A1", "note": "fragile" }]\n\nExpected output:\n{ "score": 7, "comment": "clear" }\n\nReturn JSON only.');
    expect(form).toMatchObject({ kind: 'json', keys: ['score', 'comment'] });
  });
  it('reads the answer typed inside the brackets of a word whose slot names it ("VERDICT[<your final answer>]")', () => {
    const form = answerFormatOf('Think it through, one step per line. Reply only YES or NO.\nWhen finished, type:\n  VERDICT[<your final answer here>]');
    expect(form).toMatchObject({ kind: 'label_word', labels: ['YES', 'NO'], affix: ['VERDICT[', ']'] });
    expect(writeVerdict(form!, 'NO', 'r')).toBe('VERDICT[NO]');
  });

  it('reads two options asked in Arabic, Persian or Hindi', () => {
    expect(answerFormatOf('هل الملخص دقيق؟ أجب بـ صحيح أو خطأ فقط.')).toMatchObject({ kind: 'label_word', labels: ['صحيح', 'خطأ'] });
    expect(answerFormatOf('آیا متن توهین‌آمیز است؟ فقط با «بله» یا «خیر» پاسخ دهید.')).toMatchObject({ kind: 'label_word', labels: ['بله', 'خیر'] });
    expect(answerFormatOf('क्या सारांश सही है? केवल "हाँ" या "नहीं" में उत्तर दें।')).toMatchObject({ kind: 'label_word', labels: ['हाँ', 'नहीं'] });
  });

  it('gives values a line names as the possible ones to the one key of the JSON answer shown with a text', () => {
    const form = answerFormatOf('Read the review.\n\nAllowed moods: "calm", "angry", "sad"\n\nReturn JSON:\n{"why": "...", "mood": "the mood"}');
    expect(form).toMatchObject({ kind: 'json', options: ['calm', 'angry', 'sad'], optionKeys: ['mood'] });
  });
  it('writes a JSON answer in the tags it is shown in, under the key it is shown nested in', () => {
    const form = answerFormatOf('Report as JSON in these tags:\n\n<report>\n"outcome": {\n  "passed": boolean,\n  "why": "one sentence"\n}\n</report>');
    expect(form).toMatchObject({ kind: 'json', keys: ['passed', 'why'], tag: 'report', wrapper: 'outcome' });
    expect(writeVerdict(form!, true, 'Close to a taught example.')).toBe('<report>\n{"outcome": {"passed": true, "why": "Close to a taught example."}}\n</report>');
    // an object shown in an example's tags is no answer's tag
    expect(answerFormatOf('Answer in JSON, see the tags below.\n\n<example>\n{"score": 3, "reason": "ok"}\n</example>')).not.toHaveProperty('tag');
  });

  it('reads options shown in a tag with a note in full-width parentheses', () => {
    expect(answerFormatOf('请用 XML 标签包裹你的选择。\n<pick>A/B（更好的那个）</pick>')).toMatchObject({ kind: 'label_word', labels: ['A', 'B'], tags: { verdict: 'pick' } });
  });
  it('reads the same quoted phrase ending on each option in brackets as that phrase', () => {
    const form = answerFormatOf('Explain, then make sure your reply contains "final grade is [Pass]" or "final grade is [Fail]".');
    expect(form).toMatchObject({ kind: 'label_word', labels: ['Pass', 'Fail'], phrase: ['final grade is [', ']'] });
    expect(writeVerdict(form!, 'Fail', 'r')).toContain('final grade is [Fail]');
  });

  it('writes labels on the line a quoted format shows them in, and reads options quoted in parentheses after "one word"', () => {
    const form = answerFormatOf('Say "MATCH" if the two agree and "NO_MATCH" otherwise.\nEnd with the format "Decision: <MATCH or NO_MATCH>".');
    expect(form).toMatchObject({ kind: 'lines', options: ['MATCH', 'NO_MATCH'] });
    expect(writeVerdict(form!, 'MATCH', 'r')).toMatch(/Decision: MATCH$/);
    expect(answerFormatOf('You reply with exactly one word ("urgent", "normal" or "low") and nothing else.')).toMatchObject({ kind: 'label_word', labels: ['urgent', 'normal', 'low'] });
  });

  it('reads options joined by "or" in other languages inside a slot ("[PASS lub FAIL]")', () => {
    expect(answerFormatOf('Odpowiedz w tym formacie:\nWERDYKT: [PASS lub FAIL]\nUZASADNIENIE: [krótka analiza]')).toMatchObject({ kind: 'lines', options: ['PASS', 'FAIL'] });
    expect(answerFormatOf('Antworte so:\nURTEIL: [JA oder NEIN]\nBEGRÜNDUNG: [ein Satz]')).toMatchObject({ kind: 'lines', options: ['JA', 'NEIN'] });
  });

  it('writes a confidence line from the level the verdict was answered at, on its range or its named levels', () => {
    const ranged = answerFormatOf('Is the claim supported?\nReply in this format:\nAnswer: <supported or unsupported>\nCertainty: <0-100>');
    expect(ranged).toMatchObject({ kind: 'lines', lines: [{ role: 'verdict' }, { label: 'Certainty:', role: 'confidence', confidenceScale: { min: 0, max: 100 } }] });
    expect(writeVerdict(ranged!, 'supported', 'r', 0.95)).toBe('Answer: supported\nCertainty: 95');
    const named = answerFormatOf('Reply in this format:\nLabel: [SPAM / HAM]\nConfidence: [LOW, MEDIUM or HIGH]\nWhy: [one sentence]');
    expect(writeVerdict(named!, 'HAM', 'Close to a taught example.', 0.92)).toBe('Label: HAM\nConfidence: HIGH\nWhy: Close to a taught example.');
    expect(writeVerdict(named!, 'HAM', 'Close to a taught example.', 0.8)).toContain('Confidence: MEDIUM');
  });
  it('writes two scores asked inside double brackets, one placeholder per side', () => {
    const form = answerFormatOf('Output two values on a scale of 1 to 10 indicating the scores for Assistant A and B, respectively, in this format: [[{score of A}, {score of B}]].');
    expect(form).toMatchObject({ kind: 'score_pair', scale: { min: 1, max: 10 }, brackets: { separator: ', ' } });
    expect(writeVerdict(form!, 'B', 'r')).toBe('r\n[[1, 10]]');
  });

  it('reads a number asked for in Polish, from … to', () => {
    expect(answerFormatOf('Zwróć wyłącznie jedną liczbę od 1 do 5, bez wyjaśnień.')).toMatchObject({ kind: 'score', scale: { min: 1, max: 5 } });
  });
  it('reads quoted options of a few words after "rate it as", and a quoted line whose slot names what goes there', () => {
    const text = "Rate the review as 'very positive', 'positive', 'negative' or 'very negative' given its tone. Then write on a line of its own: 'Tone: <tone>' where <tone> is the label you chose, and on the next: 'Confidence: <c>' where <c> is a number between 1 and 5.";
    const form = answerFormatOf(text);
    expect(form).toMatchObject({ kind: 'lines', options: ['very positive', 'positive', 'negative', 'very negative'], lines: [{ role: 'reason' }, { label: 'Tone:', role: 'verdict' }, { label: 'Confidence:', role: 'confidence', confidenceScale: { min: 1, max: 5 } }] });
    expect(writeVerdict(form!, 'negative', 'r', 0.9)).toBe('r\nTone: negative\nConfidence: 5');
  });
  it('writes a score asked beside other things to give on a line named for it', () => {
    const form = answerFormatOf('Review the summary. Provide a score (1-5), a list of problems, and fixes.');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 1, max: 5 }, lines: true });
    expect(writeVerdict(form!, 4, 'r')).toBe('Score: 4\nExplanation: r');
    // a score asked alone stays a bare number
    expect(answerFormatOf('Rate the summary from 1 to 5. Reply with the number only.')).toMatchObject({ kind: 'score', lines: false });
  });

  it('reads placeholders in brackets that name a boolean or a list as such keys of a JSON answer', () => {
    const form = answerFormatOf('Respond with a JSON object containing:\n{\n  "ok": [boolean, true if it compiles],\n  "problems": [array of problems],\n  "why": [one sentence]\n}');
    expect(form).toMatchObject({ kind: 'json', booleanKeys: ['ok'], listKeys: ['problems'] });
    expect(JSON.parse(writeVerdict(form!, true, 'r')!)).toEqual({ ok: true, problems: [], why: 'r' });
  });

  it('reads what an answer is worth in points as the scale of the numerical grade asked alone', () => {
    expect(answerFormatOf('The answer is worth 4 points. Your response must be only the numerical grade, nothing else.')).toMatchObject({ kind: 'score', scale: { min: 0, max: 4 } });
  });
});

describe('layouts read at stop 48', () => {
  it('ends the judged text at a line naming the answer format, the format on the same line, in other languages too', () => {
    for (const label of ['FORMATO DE RESPUESTA (solo JSON)', 'Antwortformat', 'Response format']) {
      const got = read('Grade the translation. Return JSON.', `SOURCE:\nGood morning\n\nTRANSLATION:\nBuenos días\n\n${label}: {"ok": true|false, "why": "..."}`);
      expect(got.templateParts?.output).toBe('Buenos días');
    }
    // a paragraph of the data that opens on other words about formats stays in it
    const kept = read('Grade the reply. Answer yes or no.', 'REPLY:\nThanks for asking.\n\nOur answer formats differ by team, sorry.');
    expect(kept.templateParts?.output ?? kept.subject?.output).toContain('Our answer formats differ');
  });

  it('ends a section at a line closing it by name in angle brackets ("<End of content>")', () => {
    const got = read('Decide whether the reply meets the expectation.', '<Reply>\nYou can reset it under Settings.\n<End of reply>\n\n<Expectation>\nThe reply should say where the reset is.\n<End of expectation>');
    expect(got.templateParts?.output ?? got.subject?.output).toBe('You can reset it under Settings.');
  });

  it('keeps the JSON keys the system prompt names over an object shown in the data the user message holds', () => {
    const system = 'You review prompts written by others.\n\n## Criteria\n1. Is the prompt clear?\n\nAnswer as JSON with:\n- "clarity": a score from 1 to 10\n- "notes": what to change';
    const got = read(system, 'PROMPT UNDER REVIEW:\nSummarize the text. Reply as {"summary": "...", "length": 3}\n\nOUTPUT:\nA short summary.');
    expect(got.answerForm).toMatchObject({ kind: 'json', keys: ['clarity', 'notes'] });
  });

  it('reads headings of a lone letter as the two sides of a comparison', () => {
    const got = read(null, 'Which of the two answers, A or B, better follows the request?\n\n# Request\nA haiku about rain.\n\n# A\nRain taps the window\n\n# B\nIt rained a lot.\n\nPut your choice in <choice></choice> tags, A or B.');
    expect(got.templateParts).toMatchObject({ output: 'Rain taps the window', output_b: 'It rained a lot.' });
  });

  it('reads a template labelled in Arabic, Persian or Hindi', () => {
    const arabic = read(null, 'قيّم الإجابة التالية. أجب بـ نعم أو لا.\n\nالسؤال: ما عاصمة اليابان؟\nالإجابة: طوكيو\nالتقييم: ');
    expect(arabic.templateParts).toMatchObject({ question: 'ما عاصمة اليابان؟', output: 'طوكيو' });
    expect(arabic.answerForm).toMatchObject({ kind: 'label_word', labels: ['نعم', 'لا'] });
    const hindi = read(null, 'उत्तर का मूल्यांकन करें। केवल "हाँ" या "नहीं" में उत्तर दें।\n\nप्रश्न: भारत की राजधानी क्या है?\nउत्तर: नई दिल्ली');
    expect(hindi.templateParts).toMatchObject({ question: 'भारत की राजधानी क्या है?', output: 'नई दिल्ली' });
  });

  it('reads Polish labels with an adjective before the answer, the expected behaviour as the reference', () => {
    const got = read('Oceń odpowiedź. Odpowiedz w formacie:\nWERDYKT: [PASS lub FAIL]', 'PYTANIE UŻYTKOWNIKA: Ile to 2+2?\nOCZEKIWANE ZACHOWANIE: Model podaje 4.\nOTRZYMANA ODPOWIEDŹ MODELU: 4');
    expect(got.templateParts).toMatchObject({ question: 'Ile to 2+2?', reference: 'Model podaje 4.', output: '4' });
  });

  it('reads Japanese labels written in kana alone ("コメント:") where their words name a part', () => {
    const got = read(null, 'コメントが肯定的か否定的かを判定してください。\n\n背景情報:\n新製品の発表会\n\nコメント:\nとても良かったです\n\n「肯定」または「否定」で答えてください。');
    expect(got.templateParts).toMatchObject({ context: '新製品の発表会', output: 'とても良かったです' });
  });
});
