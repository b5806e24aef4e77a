import { describe, expect, it } from 'vitest';
import { answerFormatOf, type AnswerFormat } from './answer-format';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

// Layouts first met at stop 56 (misses of blind sets 458-465), each written here in new words.
describe('answer forms read at stop 56', () => {
  it('reads a boolean key glossed "true if … false if …" in the language of the prompt', () => {
    // (Vietnamese "nếu", Spanish "si", German "wenn")
    const vi = answerFormatOf('Trả lời JSON với các trường:\n- "hop_le": true nếu bản dịch giữ đúng nghĩa, false nếu không\n- "ghi_chu": nhận xét ngắn');
    expect(vi).toMatchObject({ kind: 'json', booleanKeys: ['hop_le'] });
    expect(writeVerdict(vi!, false, 'r')).toContain('"hop_le": false');
    expect(answerFormatOf('Devuelve un JSON:\n{"aprobado": true si el código compila, false si no, "motivo": "…"}')).toMatchObject({ booleanKeys: ['aprobado'] });
    expect(answerFormatOf('Gib JSON zurück: {"korrekt": true wenn die Rechnung stimmt, sonst false}')).toMatchObject({ booleanKeys: ['korrekt'] });
  });

  it('reads the parts of a Vietnamese template whose answer is labelled as the chatbot\'s and whose reference as the standard one', () => {
    const read = judge(null, 'Chấm điểm câu trả lời.\n\nCâu hỏi: Thư viện mở cửa lúc mấy giờ?\nĐáp án chuẩn: Từ 7 giờ sáng đến 9 giờ tối.\nCâu trả lời chatbot: Thư viện mở cửa từ 7 giờ sáng.\n\nTrả lời JSON: {"dung": true nếu câu trả lời đúng, false nếu sai}');
    expect(read.templateParts).toMatchObject({ question: 'Thư viện mở cửa lúc mấy giờ?', reference: 'Từ 7 giờ sáng đến 9 giờ tối.', output: 'Thư viện mở cửa từ 7 giờ sáng.' });
  });

  it('answers yes or no where the judge is told to answer whether something holds, and only then', () => {
    expect(answerFormatOf('Read the caption and the alt text below. Answer whether the alt text describes the same picture or not.')).toEqual({ kind: 'yes_no' });
    expect(answerFormatOf('Please tell me whether the reply stays on topic.')).toEqual({ kind: 'yes_no' });
    // (two options named: not a yes or a no)
    expect(answerFormatOf('Answer whether the reply is formal or casual.')).not.toEqual({ kind: 'yes_no' });
  });

  it('keeps the options of each key apart where keys take different ones, from a printed schema or from dashes on their bullets', () => {
    const schema = answerFormatOf('Reply with JSON that fits this schema:\n{"properties": {"mood": {"enum": ["calm", "upset", "angry"], "type": "string"}, "channel": {"enum": ["email", "phone"], "type": "string"}, "note": {"type": "string"}}, "type": "object"}');
    expect(schema).toMatchObject({ kind: 'json', optionSets: [{ key: 'mood', options: ['calm', 'upset', 'angry'] }, { key: 'channel', options: ['email', 'phone'] }] });
    const bullets = answerFormatOf('Return one JSON object:\n{\n  "team": string,\n  "urgency": string,\n  "summary": string\n}\n\n- "team" — one of: "sales", "support", "legal"\n- "urgency" — one of: "low", "high"\n- "summary" — one sentence');
    expect(bullets).toMatchObject({ kind: 'json', optionSets: [{ key: 'team', options: ['sales', 'support', 'legal'] }, { key: 'urgency', options: ['low', 'high'] }], textKeys: ['summary'] });
    // (a verdict of the keys' object fills each; the key typed only as text takes the reason)
    expect(writeVerdict(bullets as AnswerFormat, { team: 'legal', urgency: 'high' }, 'r')).toBe('{"team": "legal", "urgency": "high", "summary": "r"}');
    // (one key's options alone are no set of several)
    expect(answerFormatOf('Return JSON: {"team": one of "sales", "support", "legal", "why": "…"}')).not.toHaveProperty('optionSets');
  });

  it('computes a key the template shows as the sum or the mean of the scores, in its place', () => {
    const sum = answerFormatOf('Score the pitch 1-5 on each point.\nReturn JSON:\n{\n  "hook": score,\n  "pace": score,\n  "total": sum_of_scores,\n  "comment": "one line"\n}');
    expect(writeVerdict(sum!, { hook: 4, pace: 2 }, 'r')).toBe('{"hook": 4, "pace": 2, "total": 6, "comment": "r"}');
    const mean = answerFormatOf('Rate each from 0 to 10 and reply in JSON:\n{"style": score, "logic": score, "grammar": score, "overall": average_of_scores}');
    expect(writeVerdict(mean!, { style: 8, logic: 5, grammar: 6 }, 'r')).toBe('{"style": 8, "logic": 5, "grammar": 6, "overall": 6.33}');
    // (a total the verdict gives is kept as given)
    expect(writeVerdict(sum!, { hook: 4, pace: 2, total: 7 }, 'r')).toContain('"total": 7');
  });

  it('reads true and false offered with "or" in another language as a boolean key', () => {
    expect(answerFormatOf('以下のJSONで答えてください:\n{\n  "ok": true または false,\n  "points": 0〜10の整数\n}')).toMatchObject({ kind: 'json', booleanKeys: ['ok'] });
    expect(answerFormatOf('Réponds en JSON : {"valide": true ou false, "raison": "…"}')).toMatchObject({ booleanKeys: ['valide'] });
  });

  it("reads a Japanese template's question set (設問) and the learner's answer (受講者の回答)", () => {
    const read = judge('受講者の回答を採点してください。0から10の整数だけを返してください。', '設問: 締め切りを守るための工夫を一つ挙げてください。\n受講者の回答: 毎朝その日の作業を三つに絞って書き出します。');
    expect(read.templateParts).toMatchObject({ question: '締め切りを守るための工夫を一つ挙げてください。', output: '毎朝その日の作業を三つに絞って書き出します。' });
  });

  it('takes the JSON keys from the items listed right above an ask for JSON that shows none, only when one names the verdict', () => {
    const form = answerFormatOf('Grade the pull request description.\n\nInclude:\n- Rating (1-5)\n- Missing details\n- Tone\n\nAnswer in JSON.');
    expect(form).toMatchObject({ kind: 'json', keys: ['rating', 'missing_details', 'tone'], scale: { min: 1, max: 5 } });
    expect(writeVerdict(form!, 4, 'r')).toContain('"rating": 4');
    // (steps to take are no keys)
    expect(answerFormatOf('You must:\n- Read the ticket\n- Pick a queue\n\nReturn JSON only.')).not.toMatchObject({ keys: ['read_the_ticket', 'pick_a_queue'] });
  });

  it('reads a format indented as a whole, as a prompt kept in an indented string of code is', () => {
    const form = answerFormatOf('\n    Look at the journal entry for signs of distress.\n    Respond ONLY with one of the following formats:\n\n    CALM: [short explanation]\n    DISTRESSED: [short explanation]\n    ');
    expect(form).toEqual({ kind: 'label_word', labels: ['CALM', 'DISTRESSED'], reasonAfter: ': ' });
  });

  it('reads a French "return nothing but the note" and a Korean range "between 0 and 1" as a bare score', () => {
    expect(answerFormatOf('Attribue une note entre 1 et 5 à la traduction.\nNe renvoie que la note, rien de plus.')).toMatchObject({ kind: 'score', scale: { min: 1, max: 5 } });
    expect(answerFormatOf('두 요약의 일치도를 평가하세요. 0과 1 사이의 점수만 반환하세요.')).toMatchObject({ kind: 'score', scale: { min: 0, max: 1 } });
  });

  it('reads Korean labels for a generated and an expected text, and skips a Korean persona for the task', () => {
    const read = judge(null, '당신은 번역 전문가입니다. 두 번역이 같은 뜻인지 비교해 주세요.\n\n정답 번역:\n오늘은 비가 온다.\n\n생성된 번역:\n오늘 비가 내린다.\n\n1에서 5 사이의 점수만 출력하세요.');
    expect(read.templateParts).toMatchObject({ reference: '오늘은 비가 온다.', output: '오늘 비가 내린다.' });
    expect(read.criterion).not.toMatch(/^당신은/);
  });

  it('reads the range a bare number is asked with in parentheses after it', () => {
    expect(answerFormatOf('Grade the limerick.\n\nLimerick: There once was a cat.\n\nReturn ONLY one number (0-12), nothing else.')).toEqual({ kind: 'score', scale: { min: 0, max: 12 }, lines: false });
  });

  it("takes the key whose unquoted bracketed placeholder asks for a number as the score's", () => {
    const form = answerFormatOf('Reply in JSON as follows:\n{\n  "speaker": "[name of who spoke rudely, or null]",\n  "rudeness": [Insert numerical score here]\n}\nScore rudeness from 0 to 3.');
    expect(form).toMatchObject({ kind: 'json', scoreKeys: ['rudeness'] });
    expect(writeVerdict(form!, 2, 'r')).toContain('"rudeness": 2');
    // (a quoted placeholder is a text the template shows: "<your-score>" may hold a word)
    expect(answerFormatOf('Respond in JSON format. {"REASONING": "[...]", "SCORE": "<your-score>"}')).not.toMatchObject({ scoreKeys: ['SCORE'] });
  });

  it('reads a format indented only in part, below data at the margin', () => {
    const form = answerFormatOf('Rate the note.\n\nNote: buy milk\n\n        Use exactly this format:\n        Grade: [1 to 4]\n        Comment: [one line]');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 1, max: 4 }, lines: true, labels: ['Grade', 'Comment'] });
  });

  it("reads a key's options from the answer's objects offered as alternatives, fenced, with 'or' in the prompt's language", () => {
    const form = answerFormatOf('Qui a gagné la partie ?\n\nRéponds seulement en JSON :\n```json\n{"gagnant": "Équipe Rouge", "raison": "…"}\n```\nou\n```json\n{"gagnant": "Équipe Bleue", "raison": "…"}\n```');
    expect(form).toMatchObject({ kind: 'json', keys: ['gagnant', 'raison'], options: ['Équipe Rouge', 'Équipe Bleue'], optionKeys: ['gagnant'], fenced: true });
    expect(writeVerdict(form!, 'Équipe Bleue', 'r')).toBe('```json\n{"gagnant": "Équipe Bleue", "raison": "r"}\n```');
  });

  it("reads a score's slot that describes the number at length, and the feedback's line under it", () => {
    const form = answerFormatOf('Evaluate the release notes.\n\nAnswer in the following format - no other decoration:\nRating: [One whole number from 1 to 7, where 7 means flawless notes]\nFeedback: [What to improve]');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 1, max: 7 }, lines: true, labels: ['Rating', 'Feedback'] });
  });

  it('reads bare bullets under "JSON … with the following keys:" as keys, not as answers to pick from', () => {
    const form = answerFormatOf('Return your answer in JSON format with the following keys:\n- title\n- summary\n- clarity (score out of 10)\n- depth (score out of 10)\n\nOnly the JSON.');
    expect(form).toMatchObject({ kind: 'json', keys: ['title', 'summary', 'clarity', 'depth'] });
    // (…while bullets under an ask for one token stay the answers)
    expect(answerFormatOf('Reply with exactly one token on a single line:\n- VALID\n- INVALID')).toEqual({ kind: 'label_word', labels: ['VALID', 'INVALID'] });
  });
});
