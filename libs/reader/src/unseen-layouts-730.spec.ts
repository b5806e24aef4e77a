import { describe, expect, it } from 'vitest';
import { answerFormatOf, type AnswerFormat } from './answer-format';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

// Layouts first met at stop 66 (misses of blind sets 730-736), each written here in new words.
describe('a scale whose ends are each said with what they indicate', () => {
  it('reads "A score of **0** indicates … A score of **10** indicates …", the numbers in bold', () => {
    const form = answerFormatOf('## Rubric\n- A score of **0** indicates the plan cannot work.\n- A score of **10** indicates the plan surely works.\n\nGive your score.');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 0, max: 10 } });
  });

  it('reads "represents" and "denotes" too', () => {
    expect(answerFormatOf('Score the reply. 1 represents a useless reply and 7 represents a perfect one. Answer with the score.')).toMatchObject({ kind: 'score', scale: { min: 1, max: 7 } });
    expect(answerFormatOf('Score the reply. 0 denotes off-topic and 4 denotes fully on-topic. Answer with the score.')).toMatchObject({ kind: 'score', scale: { min: 0, max: 4 } });
  });
});

describe('a prompt ending on empty slots for the reasoning and the score', () => {
  it('writes both labels, the score on its own line after the reasoning', () => {
    const form = answerFormatOf('Rate how likely the route is to reach the goal, from 0 to 10.\n\nRoute: go north, take the key\n\n[thought]:\n\n[rating]:');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 0, max: 10 }, written: ['[rating]: ', ''], reasonLead: '[thought]: ' });
    expect(writeVerdict(form!, 7, 'Close to the nearest taught example.')).toBe('[thought]: Close to the nearest taught example.\n[rating]: 7');
  });

  it('leaves a prompt ending on one empty slot, or on two that are not a reason and a score, as it was', () => {
    expect(answerFormatOf('Rate the route from 0 to 10.\n\nRoute: go north\n\nScore:')).not.toHaveProperty('written');
    expect(answerFormatOf('Rate the route from 0 to 10.\n\nRoute: go north\n\nStart:\n\nEnd:')).not.toHaveProperty('written');
  });
});

describe('sections shown one under another, each label over its placeholder', () => {
  const system =
    'You judge whether a drone delivery succeeded from its flight log.\n\nInstructions:\n- Describe the scene first.\n- Then say whether the parcel was delivered.\n\nDesired format:\nWhat the camera image shows:\n<image description>\n\nReasoning for delivery success/failure:\n<reasoning>\n\nWas the parcel delivered?:\n<Yes/No>';

  it('writes every section, the verdict under the label whose slot lists the options', () => {
    const read = judge(system, 'Flight log:\n```\n12:01 takeoff\n12:09 hover at drop point\n12:10 release\n```');
    expect(read.answerForm).toMatchObject({ kind: 'lines', options: ['Yes', 'No'] });
    expect(writeVerdict(read.answerForm as AnswerFormat, true, 'Close to the nearest taught example.')).toBe(
      'What the camera image shows:\nClose to the nearest taught example.\nReasoning for delivery success/failure:\nClose to the nearest taught example.\nWas the parcel delivered?:\nYes',
    );
  });

  it('never reads such a placeholder as a tag opening a section of data', () => {
    expect(judge(system, 'Flight log: takeoff, hover, release').templateParts?.context).toBeUndefined();
  });
});

describe('a letter in square brackets standing for the score, explained after it', () => {
  it('writes the number in the brackets, with the percent sign the slot shows', () => {
    const form = answerFormatOf('Judge the answer briefly. Then give a rating from 0 to 100%, in square brackets, like this: [N%], where N is the rating.');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 0, max: 100 }, written: ['[', '%]'] });
  });

  it('reads the slot explained in Portuguese, the scale said after "avaliação"', () => {
    const form = answerFormatOf('Corrija a resposta. No fim, dê uma avaliação, de 0 a 100%, entre colchetes: [X%], onde X é a avaliação.\nResposta: …');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 0, max: 100 }, written: ['[', '%]'] });
  });
});

describe('a JSON answer whose keys a rule names', () => {
  it('reads "JSON MUST contain exactly these keys", over quoted labels glossed in a list above', () => {
    const text = 'Labels:\n- "urgent": needs a reply today.\n- "later": can wait.\n\nRules:\n1) Output one JSON object.\n2) JSON MUST contain exactly these keys: "label", "certainty", "why".\n3) "label" MUST be "urgent" or "later".';
    expect(answerFormatOf(text)).toMatchObject({ kind: 'json', keys: ['label', 'certainty', 'why'] });
  });
});

describe('a confidence key typed by a printed JSON Schema', () => {
  it('writes it in percent where its description gives the range 0 to 100', () => {
    const text =
      'The output should be formatted as a JSON instance that conforms to the JSON schema below.\n\nHere is the output schema:\n```\n{"properties": {"is_toxic": {"description": "True when the post is toxic.", "type": "boolean"}, "confidence": {"description": "An integer from 0 to 100 giving how sure you are.", "type": "integer"}, "reason": {"type": "string"}}, "required": ["is_toxic", "confidence", "reason"]}\n```';
    const form = answerFormatOf(text);
    expect(form).toMatchObject({ kind: 'json', percentKeys: ['confidence'] });
    expect(JSON.parse(writeVerdict(form!, true, 'Close.', 0.9)!)).toMatchObject({ is_toxic: true, confidence: 90 });
  });
});

describe('keys shown unquoted in the object a step returns', () => {
  it('reads "Return JSON: {a: <value>, b: <string>}" after a step\'s label, over a sentence naming one key in quotes', () => {
    const text = 'Steps\n1. Read the diff.\n2. Output Response: Return JSON: {passRate: <value>, note: <string>}\n\nReview the change and output a JSON format with key \'passRate\': (0-1) and note: <string>.';
    expect(answerFormatOf(text)).toMatchObject({ kind: 'json', keys: ['passRate', 'note'] });
  });
});

describe('an object shown after a German "Ausgabeformat", beside examples cut short', () => {
  it('reads the JSON, never two quoted examples ending in an ellipsis as the options', () => {
    const text = 'Bewerte den Text. Vermeide Floskeln wie "Tauchen Sie ein..." oder "Stellen Sie sich vor...".\n\nAusgabeformat:\n{\n  "urteil": "gut oder schlecht",\n  "begruendung": "warum"\n}\nKeine weiteren Worte.';
    expect(answerFormatOf(text)).toMatchObject({ kind: 'json' });
  });

  it('still reads two whole quoted options joined by "oder"', () => {
    expect(answerFormatOf('Antworte mit "gut" oder "schlecht".')).toMatchObject({ kind: 'label_word', labels: ['gut', 'schlecht'] });
  });
});

describe('dimensions each shown as an object with its score, its reasoning and a list', () => {
  it('reads each object as a dimension, the list written empty', () => {
    const text = 'Score each dimension from 1 to 5. Return ONLY valid JSON.\n{\n  "accuracy": {\n    "score": <1-5>,\n    "reasoning": "<one sentence>",\n    "errors": ["<quoted phrase>", ...]\n  },\n  "style": {\n    "score": <1-5>,\n    "reasoning": "<one sentence>",\n    "errors": ["<quoted phrase>", ...]\n  }\n}';
    const form = answerFormatOf(text);
    expect(form).toMatchObject({ kind: 'json', dimensions: [{ key: 'accuracy', within: { key: 'score', lists: ['errors'] } }, { key: 'style' }] });
    expect(JSON.parse(writeVerdict(form!, { accuracy: 4, style: 2 }, 'Close.')!)).toEqual({ accuracy: { score: 4, reasoning: 'Close.', errors: [] }, style: { score: 2, reasoning: 'Close.', errors: [] } });
  });
});

describe('score lines whose slots give their range in Chinese, under a line announcing the format', () => {
  it('reads each score line a dimension, the announcing line none of the layout', () => {
    const text = '请分别给出0-1的分数。\n\n评估结果格式如下：\n准确性分析: <分析文本>\n准确性分数: <0到1之间的分数>\n\n流畅性分析: <分析文本>\n流畅性分数: <0到1之间的分数>';
    const form = answerFormatOf(text);
    expect(form).toMatchObject({ kind: 'lines', keys: ['准确性分析', '准确性分数', '流畅性分析', '流畅性分数'], dimensions: [{ key: '准确性分数', scale: { min: 0, max: 1 } }, { key: '流畅性分数', scale: { min: 0, max: 1 } }] });
  });
});

describe('keys listed as bullets under "JSON exactly, containing:", the data shown as an object after them', () => {
  it('reads the listed keys, not those of the data\'s object', () => {
    const user = '\nRespond with JSON exactly, containing:\n- verdict: "allowed" or "banned"\n- checked_photos: list of the photos you looked at\n- notes: why\n\nNow check this listing:\n\nListing JSON:\n{\n  "id": "991",\n  "title": "Kids hoodie with cord",\n  "photos": ["a.jpg", "b.jpg"]\n}\n\nPhotos:\n- a.jpg\n- b.jpg';
    const read = judge('You check marketplace listings against the toy-safety policy.', user);
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['verdict', 'checked_photos', 'notes'] });
  });
});
