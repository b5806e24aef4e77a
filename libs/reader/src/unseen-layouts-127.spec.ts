import { describe, expect, it } from 'vitest';
import { answerFormatOf, type AnswerFormat } from './answer-format';
import { readTemplate } from './template-sections';
import { writeVerdict } from './write-verdict';

// Layouts written for this test (never a fixture's text), read the way stop 41's rules read them.
const formOf = (text: string) => answerFormatOf(text) as AnswerFormat | null;

describe('options named as the form the answer takes', () => {
  it('quoted options after "in the form of a … value:" or "as"', () => {
    expect(formOf('Give your answer in the form of a single word: "Spam" or "Not Spam"')).toMatchObject({ kind: 'label_word', labels: ['Spam', 'Not Spam'] });
    expect(formOf('Return your verdict as "Grounded" or "Ungrounded".')).toMatchObject({ kind: 'label_word', labels: ['Grounded', 'Ungrounded'] });
  });

  it('digits named as categories are a score, however the sentence names them', () => {
    expect(formOf('Explain briefly, then give your answer in terms of 1, 2, or 3 category.')).toMatchObject({ kind: 'score', scale: { min: 1, max: 3 } });
    expect(formOf('Write your answer from one of the categories 0, 1, or 2 only.')).toMatchObject({ kind: 'score', scale: { min: 0, max: 2 } });
  });

  it('two digits with a remark in parentheses after them, where a side is asked for', () => {
    expect(formOf('Which summary reads better? Output exactly 1 or 2 (nothing else):')).toMatchObject({ kind: 'label_word', labels: ['1', '2'] });
  });

  it('the words "Response 1" or "answer" alone open no choice of their own', () => {
    expect(formOf('Please answer as clearly as you can.')).toBeNull();
  });
});

describe('labels written in the slot of a quoted format', () => {
  it('a blank in the object a quoted format shows is where the label goes, the format kept around it', () => {
    const text = 'Reply in precisely this format (with ##): "##result: {"winner": "_"}##", where you fill the blank with either "First" if the first text is better, "Second" if the second text is better, or "Neither" if they are equal.';
    const form = formOf(text);
    expect(form).toMatchObject({ kind: 'label_word', labels: ['First', 'Second', 'Neither'], affix: ['##result: {"winner": "', '"}##'] });
    expect(writeVerdict(form!, 'Second', 'Clearer.')).toBe('##result: {"winner": "Second"}##');
  });

  it('…and so is it when the format reads as an object of that one key, its values listed', () => {
    const form = formOf('Give the final verdict in exactly this format: "##result: {"winner": "_"}##". Set "winner" to exactly one of the following values: "First", "Second", "Neither".');
    expect(form).toMatchObject({ kind: 'label_word', labels: ['First', 'Second', 'Neither'], affix: ['##result: {"winner": "', '"}##'] });
  });
});

describe('score slots written as the template marks them', () => {
  it('a mark standing for the number in a quoted format line is a slot on its line', () => {
    const form = formOf('Grade the match from 0 to 3. Reply only in the format of "Match grade: #"');
    expect(form).toMatchObject({ kind: 'score', lines: true, labels: ['Match grade', 'Reason'] });
    expect(writeVerdict(form!, 2, 'Close but not exact.')).toBe('Match grade: 2\nReason: Close but not exact.');
  });

  it("a single-quoted statement with a bracketed X, explained as the score, keeps its brackets", () => {
    const form = formOf("Rate the clarity from 1 to 4.\nFinish with the sentence: 'The clarity of this essay is: [X]', where X is the integer score you chose.");
    expect(form).toMatchObject({ kind: 'score', written: ['The clarity of this essay is: [', ']'] });
    expect(writeVerdict(form!, 3, 'Mostly clear.')).toBe('Mostly clear.\nThe clarity of this essay is: [3]');
  });

  it("an apostrophe inside a word opens no quoted statement", () => {
    expect(formOf("Rate it from 1 to 4. Don't explain; it's the score that's needed: X")).not.toMatchObject({ written: expect.anything() });
  });

  it('the score and the reason separated by a named mark, on levels listed as "Score N:" lines', () => {
    const form = formOf('Score 1: off topic.\nScore 3: partly on topic.\nScore 5: fully on topic.\n\nOutput the score and the reason, separated by a semicolon.');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 1, max: 5 }, reasonLine: true, separator: '; ' });
    expect(writeVerdict(form!, 3, 'Half of it wanders.')).toBe('3; Half of it wanders.');
  });
});

describe('JSON answers read from a printed schema or a blank side', () => {
  it("numbers a printed schema says are scores are dimensions, each on the range its description gives", () => {
    const text = 'Here is the output schema:\n```\n{"properties": {"clarity": {"title": "Clarity", "description": "clarity score in the range of 1 to 10", "type": "integer"}, "tone": {"title": "Tone", "description": "tone score from 0.0 to 1.0", "type": "number"}}, "required": ["clarity", "tone"]}\n```\nRate the email. Answer in JSON.';
    const form = formOf(text);
    expect(form).toMatchObject({ kind: 'json', dimensions: [{ key: 'clarity', scale: { min: 1, max: 10 }, integer: true }, { key: 'tone', scale: { min: 0, max: 1 }, integer: false }] });
    expect(JSON.parse(writeVerdict(form!, { clarity: 7, tone: 0.5 }, 'Clear, a little curt.')!)).toMatchObject({ clarity: 7, tone: 0.5 });
  });

  it("a function's numeric arguments in a printed schema are no dimensions", () => {
    const text = 'Return JSON matching this schema: {"properties": {"amount": {"type": "number", "description": "the amount to pay"}, "months": {"type": "integer", "description": "how many months"}}}';
    expect((formOf(text) as { dimensions?: unknown } | null)?.dimensions).toBeUndefined();
  });

  it('a side shown with a blank for its mark takes the names of both sides', () => {
    const text = '## Summary 1\nThe cat sat.\n\n## Summary 2\nA cat was sitting.\n\nAnswer in JSON: {"why": "…", "better": "Summary _"}';
    const form = formOf(text);
    expect(form).toMatchObject({ kind: 'json', options: ['Summary 1', 'Summary 2'], optionKeys: ['better'] });
    expect(JSON.parse(writeVerdict(form!, 'Summary 2', 'Shorter.')!)).toMatchObject({ better: 'Summary 2' });
  });
});

describe('dimensions whose keys the rubric also defines in words', () => {
  it('the object shows each key with a number, after a rubric that names the same keys with a colon', () => {
    const text = 'Rules:\n- Score each criterion from 1 to 5.\n- clarity: is the reply easy to follow?\n- warmth: does it sound kind?\n\nReturn only JSON with these keys:\n{\n  "clarity": 3,\n  "warmth": 3,\n  "comment": "one line"\n}';
    expect(formOf(text)).toMatchObject({ kind: 'json', dimensions: [{ key: 'clarity', scale: { min: 1, max: 5 } }, { key: 'warmth', scale: { min: 1, max: 5 } }] });
  });
});

describe('an answer object named by a bold label after the data', () => {
  it('"**Output format:**" ends the last section, and its object, opened on a line of its own, is read', () => {
    const text = 'Score the reply for politeness and accuracy, each an integer between 1 and 5.\n\n**Reply:** Sure, your order ships Monday.\n\n**Output format:**\n{\n    "politeness": int,\n    "accuracy": int\n}\n';
    const read = readTemplate(text);
    expect(read?.parts.output).toBe('Sure, your order ships Monday.');
    expect(formOf(text)).toMatchObject({ kind: 'json', dimensions: [{ key: 'politeness', scale: { min: 1, max: 5 } }, { key: 'accuracy' }] });
  });
});

describe('conversations told apart by a side are the pair judged', () => {
  it('"--- Start of Dialogue 1 ---" … "--- End of Dialogue 2 ---"', () => {
    // (speakers who are no chat roles: the whole session is the text judged; a session ending on an assistant's turn is
    // read by the conversation rules)
    const text = 'Which session shows the better counsellor?\n\n--- Start of Dialogue 1 ---\nClient: I feel stuck.\nCounsellor: Tell me more about that.\n--- End of Dialogue 1 ---\n\n--- Start of Dialogue 2 ---\nClient: I feel stuck.\nCounsellor: Everyone does.\n--- End of Dialogue 2 ---\n\nAnswer 1 or 2.';
    const read = readTemplate(text);
    expect(read?.parts).toMatchObject({ output: 'Client: I feel stuck.\nCounsellor: Tell me more about that.', output_b: 'Client: I feel stuck.\nCounsellor: Everyone does.' });
  });
});

describe('sets 131-134: quoted lines, quoted tags, bracketed options, schema enums', () => {
  it("a labelled line quoted in single quotes with each number: 'Score: 0' or 'Score: 1'", () => {
    const form = formOf("Reply strictly in this format (nothing else): 'Verdict: 0' or 'Verdict: 1'.");
    expect(form).toMatchObject({ kind: 'lines', options: ['0', '1'], lines: [{ role: 'reason' }, { label: 'Verdict:', role: 'verdict' }] });
  });

  it('a tag shown with each option, each showing in quotes', () => {
    expect(formOf('Finish with either "<choice>left</choice>" or "<choice>right</choice>".')).toMatchObject({ kind: 'label_word', labels: ['left', 'right'], tags: { verdict: 'choice' } });
  });

  it('levels written "Score0:" with no space, under a reason line and a rating line', () => {
    const form = formOf('Score0: wrong.\nScore1: poor.\nScore3: good.\n\nFormat your reply as follows:\nWhy: (one sentence)\nRating: (int)');
    expect(form).toMatchObject({ kind: 'lines', scale: { min: 0, max: 3 }, lines: [{ label: 'Why:', role: 'reason' }, { label: 'Rating:', role: 'verdict' }] });
  });

  it('a line whose options each stand in brackets of their own, joined by slashes', () => {
    const form = formOf('Answer in two lines:\nReason: <why>\nWinner: <Draft A wins>/<Draft B wins>/<Draw>');
    expect(form).toMatchObject({ kind: 'lines', options: ['Draft A wins', 'Draft B wins', 'Draw'] });
    expect(writeVerdict(form!, 'Draw', 'Both equal.')).toBe('Reason: Both equal.\nWinner: Draw');
  });

  it("the enum of a printed schema's verdict key, also through a $ref to its definition", () => {
    const schema = '{"$defs": {"Outcome": {"enum": ["Met", "Unmet", "Unclear"], "type": "string"}}, "properties": {"note": {"type": "string"}, "outcome": {"$ref": "#/$defs/Outcome"}}, "required": ["note", "outcome"]}';
    const form = formOf(`The output should be formatted as a JSON instance that conforms to the JSON schema below.\nHere is the output schema:\n\`\`\`\n${schema}\n\`\`\``);
    expect(form).toMatchObject({ kind: 'json', options: ['Met', 'Unmet', 'Unclear'], optionKeys: ['outcome'] });
  });

  it('of several enum keys, the one named for the verdict', () => {
    const schema = '{"properties": {"tone": {"enum": ["warm", "cold"], "type": "string"}, "verdict": {"enum": ["accept", "reject"], "type": "string"}}}';
    expect(formOf(`Answer with JSON matching this schema: ${schema}`)).toMatchObject({ options: ['accept', 'reject'], optionKeys: ['verdict'] });
  });

  it("a JSON of a single key named in quotes, its two values quoted after 'score'", () => {
    const form = formOf("Give a binary score 'pass' or 'fail' to say whether the code compiles. Provide it as a JSON with a\nsingle key 'score' and no preamble.");
    expect(form).toMatchObject({ kind: 'json', keys: ['score'], options: ['pass', 'fail'] });
    expect(writeVerdict(form!, 'fail', 'It does not.')).toBe('{"score": "fail"}');
  });
});

describe('sets 135-138: yes and no in the template language, a score line the reply ends with', () => {
  it('yes and no named in German or French where the judge is told to answer, written as named', () => {
    expect(formOf('Prüfe die Aussage. Antworte nur mit ja oder nein.')).toMatchObject({ kind: 'label_word', labels: ['ja', 'nein'] });
    expect(formOf('Réponds uniquement par oui ou non.')).toMatchObject({ kind: 'label_word', labels: ['oui', 'non'] });
  });

  it('a pass or a fail is written as that language\'s yes or no', () => {
    const form = formOf('Prüfe die Aussage. Antworte nur mit ja oder nein.')!;
    expect(writeVerdict(form, true, 'Belegt.')).toBe('ja');
    expect(writeVerdict(form, false, 'Nicht belegt.')).toBe('nein');
    expect(writeVerdict({ kind: 'label_word', labels: ['是', '否'] }, false, '不成立')).toBe('否');
  });

  it('a score slot in a quoted format the reply is told to end with: the reasoning first, the score line last', () => {
    const form = formOf('Use a scale of 1 to 4.\nFinish your reply by strictly following the format "Points: <your-points>"');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 1, max: 4 }, written: ['Points: ', ''] });
    expect(writeVerdict(form!, 3, 'Mostly right.')).toBe('Mostly right.\nPoints: 3');
  });
});
