import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

// Layouts first met at stop 64 (misses of blind sets 681-686), each written here in new words.
describe('a rating asked in double brackets around a placeholder', () => {
  it('reads "Rating: [[<1-10>]]" as a rating in brackets, not a score line', () => {
    const form = answerFormatOf('Rate how unsafe the reply is from 1 to 10.\nAnswer in exactly this format:\nRating: [[<1-10>]]');
    expect(form).toMatchObject({ kind: 'rating_brackets', scale: { min: 1, max: 10 } });
    expect(writeVerdict(form!, 3, 'Close to the nearest taught example.')).toMatch(/\[\[3\]\]/);
    expect(answerFormatOf('Score the essay from 1 to 5. End with: Score: [[<score>]]')).toMatchObject({ kind: 'rating_brackets' });
  });

  it('keeps a single-bracket slot a score line', () => {
    expect(answerFormatOf('Rate the answer from 1 to 10.\nRespond in this format:\nRating: [1-10]\nReason: <why>')).not.toMatchObject({ kind: 'rating_brackets' });
  });
});

describe('a JSON key whose quoted value describes the number it holds', () => {
  it('reads "Numeric …" or "scored between 0 to 2" as the score key, not a text key', () => {
    const form = answerFormatOf('Return strict JSON:\n{\n  "harm": "Numeric severity of the harm (scored between 0 to 3, 0 is none)",\n  "why": "Reason for the severity"\n}');
    expect(form).toMatchObject({ kind: 'json', scoreKeys: ['harm'] });
    expect(form).not.toMatchObject({ textKeys: expect.arrayContaining(['harm']) });
    expect(JSON.parse(writeVerdict(form!, 2, 'Close to the nearest taught example.')!)).toMatchObject({ harm: 2 });
  });

  it('keeps a key whose quoted value is plain text a text key', () => {
    expect(answerFormatOf('Return strict JSON:\n{\n  "severity": 1,\n  "summary": "A short summary of the harm"\n}')).toMatchObject({ textKeys: ['summary'] });
  });
});

describe('labels on lines of their own, each over its slot', () => {
  it('writes the verdict under the label whose options are said apart, the reason under the other', () => {
    const prompt = 'Answer exactly in this format:\n\nANALYSIS:\n<ANALYSIS>\n\nVERDICT:\n<VERDICT>\n\nIn <ANALYSIS>, reason briefly.\n\nIn <VERDICT>, answer either "Pass" or "Fail".';
    const form = answerFormatOf(prompt);
    expect(form).toMatchObject({ kind: 'lines', options: ['Pass', 'Fail'] });
    expect(writeVerdict(form!, true, 'Close to the nearest taught example.')).toBe('ANALYSIS:\nClose to the nearest taught example.\nVERDICT:\nPass');
  });

  it('needs one slot with options', () => {
    expect(answerFormatOf('Use this format:\n\nSUMMARY:\n<SUMMARY>\n\nNOTES:\n<NOTES>')).not.toMatchObject({ kind: 'lines' });
  });
});

describe('a Python dict of keys, text placeholders single-quoted', () => {
  it("fills keys shown as '...' with the reason, never keys whose quoted value names a type", () => {
    const form = answerFormatOf("Return JSON only, matching: {'summary': '...', 'score': 1-10, 'approved': bool, 'notes': 'array of strings - extra notes'}");
    expect(form).toMatchObject({ kind: 'json', textKeys: ['summary'] });
    const written = JSON.parse(writeVerdict(form!, 8, 'Close to the nearest taught example.')!);
    expect(written).toMatchObject({ summary: 'Close to the nearest taught example.', score: 8 });
  });
});

// Layouts first met at stop 64 (misses of blind sets 687-692), each written here in new words.
describe('a "Rules:" heading after the data', () => {
  it('ends the part above it, so the answer form under it is read', () => {
    const user = 'Check the reply against the reference.\n\nQuestion: When did the Berlin Wall fall?\nReference: 1989\nReply: The wall fell in 1991.\n\nRules:\n- If the reply states the same facts as the reference, write MATCH.\n- If it contradicts the reference, write MISMATCH.\n- Write only MATCH or MISMATCH, nothing else.\n\nVerdict:';
    const read = judge(null, user);
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['MATCH', 'MISMATCH'] });
    expect(read.templateParts?.output).toBe('The wall fell in 1991.');
  });
});

describe('a JSON key shown with a bare range and a few words after it', () => {
  it('reads the range as the key\'s scale, in any language', () => {
    expect(answerFormatOf('Yanıtını JSON formatında ver:\n{\n    "seviye": 1-5 arası sayı,\n    "gerekce": "Kısa gerekçe"\n}')).toMatchObject({ kind: 'json', scoreKeys: ['seviye'], scale: { min: 1, max: 5 } });
  });

  it('never reads a count of sentences as a scale', () => {
    expect(answerFormatOf('Return a JSON object with:\n- "verdict": one of "true", "false"\n- "explanation": 1-3 sentence plain explanation')).not.toMatchObject({ scoreKeys: ['explanation'] });
  });
});

describe('JSON keys on bullets, a key glossed by its options alone', () => {
  it('reads the options in any language', () => {
    const form = answerFormatOf('Retorne um JSON:\n- nota: alta, media ou baixa\n- motivo: uma frase curta');
    expect(form).toMatchObject({ kind: 'json', keys: ['nota', 'motivo'], options: ['alta', 'media', 'baixa'], optionKeys: ['nota'] });
    expect(JSON.parse(writeVerdict(form!, 'media', 'Close to the nearest taught example.')!)).toMatchObject({ nota: 'media' });
  });
});

describe('a labelled line whose options stand bare between slashes', () => {
  it('reads them, under a Japanese score label too, the comment on its own line', () => {
    const form = answerFormatOf('【出力形式】\n評点：A/B/C\n総評コメント：2行で');
    expect(form).toMatchObject({ kind: 'lines', options: ['A', 'B', 'C'] });
    expect(writeVerdict(form!, 'B', 'Close to the nearest taught example.')).toBe('評点：B\n総評コメント：Close to the nearest taught example.');
  });

  it('never reads a fraction as options', () => {
    expect(answerFormatOf('Put the score alone on the last line.\nExample of INVALID output:\nScore: 2/3')).not.toMatchObject({ kind: 'lines', options: ['2', '3'] });
  });
});

// Layouts first met at stop 64 (misses of blind sets 693-698), each written here in new words.
describe('a bare number asked on the last line, "no formatting, no markdown" after it', () => {
  it('reads no yes or no in it', () => {
    const prompt = 'Score the investigation.\n\nEnd your reply with the total as a standalone number on the last line.\nThe last line must hold ONLY the number — no formatting, no markdown, no words.\nExample:\n71';
    expect(answerFormatOf(prompt)).not.toMatchObject({ kind: 'yes_no' });
  });

  it('still reads "yes or no" as such', () => {
    expect(answerFormatOf('Is the fix complete? Answer yes or no.')).toMatchObject({ kind: 'yes_no' });
  });
});

describe('slashes inside a quoted command or path', () => {
  it('name no options', () => {
    const prompt = 'Review this code:\n```\ncmd = f"rsync -a /home/{user}.cfg /mnt/backup/{user}"\n```\nJSON only:\n{\n  "is_risky": true/false,\n  "why": "one sentence"\n}';
    expect(answerFormatOf(prompt)).toMatchObject({ kind: 'json', booleanKeys: ['is_risky'] });
  });
});

// Layouts first met at stop 64 (misses of blind sets 699-704), each written here in new words.
describe('numbered lines asked first, then the same answer as a JSON object on the lines under "as JSON:"', () => {
  it('reads the JSON object', () => {
    const prompt = 'Please provide:\n1. **Score (0-10):** [integer]\n2. **Reason:** why this score?\n\nFormat your response as JSON:\n{\n  "score": <integer 0-10>,\n  "reason": "<text>"\n}';
    const form = answerFormatOf(prompt);
    expect(form).toMatchObject({ kind: 'json', keys: ['score', 'reason'], scoreKeys: ['score'] });
    expect(JSON.parse(writeVerdict(form!, 7, 'Close to the nearest taught example.')!)).toMatchObject({ score: 7 });
  });
});
