import { describe, expect, it } from 'vitest';
import { readJudgement, readMessagesRequest } from './index';
import { answerFormatOf } from './answer-format';
import { readLabel } from './template-labels';
import { writeVerdict } from './write-verdict';

// Layouts written for this test (never a fixture's text), read the way stop 39's rules read them (sets 99 and 100).
const read = (system: string | null, user: string) => readJudgement(readMessagesRequest({ system, messages: [{ role: 'user', content: user }], schema: null }).request, true, () => undefined);

describe('whose answer a label names, in other languages', () => {
  it('"Antwort des Lernenden", "Respuesta del alumno", "Réponse de l\'élève", "Risposta dello studente" are the output judged', () => {
    for (const label of ['Antwort des Lernenden', 'Lösung der Teilnehmerin', 'Respuesta del alumno', "Réponse de l'élève", 'Risposta dello studente', 'Resposta do usuário']) {
      expect(readLabel(label).role, label).toBe('output');
    }
  });

  it('"Frage des Nutzers" and "Pregunta del usuario" stay the question', () => {
    expect(readLabel('Frage des Nutzers').role).toBe('question');
    expect(readLabel('Pregunta del usuario').role).toBe('question');
  });

  it('a German template is read by those labels, its criterion the sentence that sets the task, not the persona', () => {
    const user =
      'Du bist eine erfahrene Lehrerin für Chemie.\n\n    Bewerte anhand der Musterlösung, ob die Antwort der Schülerin richtig ist.\n\n    Frage: Warum rostet Eisen an feuchter Luft schneller?\n    Musterlösung: Wasser wirkt als Elektrolyt und beschleunigt die Oxidation.\n    Antwort der Schülerin: Weil das Wasser die Reaktion mit dem Sauerstoff beschleunigt.';
    const got = read(null, user);
    expect(got.criterion).toBe('Bewerte anhand der Musterlösung, ob die Antwort der Schülerin richtig ist.');
    expect(got.templateParts).toMatchObject({
      question: 'Warum rostet Eisen an feuchter Luft schneller?',
      reference: 'Wasser wirkt als Elektrolyt und beschleunigt die Oxidation.',
      output: 'Weil das Wasser die Reaktion mit dem Sauerstoff beschleunigt.',
    });
  });

  it('a French or Spanish imperative to judge is the criterion over the persona before it', () => {
    expect(read(null, 'Vous êtes un correcteur attentif.\n\nÉvaluez si la traduction respecte le sens du texte source.\n\nTexte source : Il pleut.\nTraduction : It is raining.').criterion).toBe('Évaluez si la traduction respecte le sens du texte source.');
    expect(read(null, 'Eres un profesor de historia.\n\nEvalúa si la respuesta del alumno es correcta.\n\nPregunta: ¿En qué año cayó el muro de Berlín?\nRespuesta del alumno: En 1989.').criterion).toBe('Evalúa si la respuesta del alumno es correcta.');
  });
});

describe("an AI candidate's response", () => {
  it('is the output, its backquotes dropped', () => {
    expect(readLabel("AI candidate's response").role).toBe('output');
    const got = read('You check whether a chatbot reply follows the instructions below. Answer with a JSON object {"pass": true|false}.\n\nInstructions:\n\n`Greet the user by name.`', "AI candidate's response:\n\n`Hello Maria, how can I help?`");
    expect(got.templateParts?.output ?? got.subject.output).toBe('Hello Maria, how can I help?');
  });
});

describe('dimensions listed with their ranges, JSON asked and no object shown', () => {
  it('"- clarity (1–5)" bullets are the keys, each scored on its range', () => {
    const form = answerFormatOf('You review pull request descriptions.\nRate the description on:\n- clarity (1–5)\n- completeness (0-10)\n- tone (1 to 3)\nRespond with JSON only.\n\nDescription: Fixes the flaky login test.');
    expect(form).toMatchObject({ kind: 'json', keys: ['clarity', 'completeness', 'tone'] });
    expect(form).toMatchObject({ dimensions: [{ key: 'clarity', scale: { min: 1, max: 5 } }, { key: 'completeness', scale: { min: 0, max: 10 } }, { key: 'tone', scale: { min: 1, max: 3 } }] });
    expect(JSON.parse(writeVerdict(form!, { clarity: 4, completeness: 7, tone: 2 }, 'Because.')!)).toMatchObject({ clarity: 4, completeness: 7, tone: 2 });
  });

  it('one bullet alone, or bullets without JSON asked, are not keys', () => {
    expect(answerFormatOf('Rate the reply on:\n- clarity (1–5)\nRespond with JSON only.')).not.toMatchObject({ keys: ['clarity'] });
    expect(answerFormatOf('Rate the reply on:\n- clarity (1–5)\n- tone (1–5)\nAnswer with one number.')?.kind).not.toBe('json');
  });
});

describe('JSON keys shown holding an object or a list', () => {
  it('a map of per-item results the verdict does not fill is written empty, the other keys as before', () => {
    const form = answerFormatOf('Grade the essay against the rubric.\nReturn only JSON:\n{\n  "results": {\n    "<item name>": {"points": 0, "note": "why"}\n  },\n  "score": 0.0,\n  "comment": "one sentence"\n}');
    expect(form).toMatchObject({ kind: 'json', objectKeys: ['results'] });
    expect(Object.keys(JSON.parse(writeVerdict(form!, 0.8, 'Because.')!))).toEqual(['results', 'score', 'comment']);
    expect(JSON.parse(writeVerdict(form!, 0.8, 'Because.')!).results).toEqual({});
  });

  it('an object whose one key holds a list of objects takes the verdict as that list\'s one item', () => {
    const form = answerFormatOf('Check each requirement of the ticket.\nOutput JSON exactly like this:\n{\n  "checks": [\n    {"requirement": "<text>", "met": true, "why": "<short>"}\n  ]\n}');
    expect(form).toMatchObject({ kind: 'json', keys: ['requirement', 'met', 'why'], wrapper: 'checks', wrapperList: true });
    const written = JSON.parse(writeVerdict(form!, true, 'Because.')!);
    expect(written.checks).toHaveLength(1);
    expect(written.checks[0]).toMatchObject({ met: true, why: 'Because.' });
  });
});

describe('a JSON object shown as the answer stands over words that describe its values', () => {
  it('a slash inside a key\'s example value ("what was good/bad") offers no options', () => {
    const form = answerFormatOf('Grade the summary.\nOUTPUT (JSON):\n{\n  "rating": 1-10,\n  "comment": "Say what was good/bad in one line"\n}\nReturn only the JSON.');
    expect(form).toMatchObject({ kind: 'json', keys: ['rating', 'comment'] });
  });

  it('"answer yes if …" before a JSON object shown for each case is that object\'s verdict, not a bare word', () => {
    const form = answerFormatOf('Answer yes if the reply cites the policy, otherwise answer no.\n\nRespond with a JSON object only:\n{"verdict": "pass", "why": "..."} if it cites it\n{"verdict": "fail", "why": "..."} if not');
    expect(form).toMatchObject({ kind: 'json', keys: ['verdict', 'why'] });
    // without JSON the unquoted words stay the answer
    expect(answerFormatOf('Answer yes if the reply cites the policy, otherwise answer no.')).toMatchObject({ kind: 'label_word', labels: ['yes', 'no'] });
  });
});

describe('retrieval graders in the LangChain style', () => {
  it('"Here is the retrieved document:" and an inline "Here is the user question:", the condition line after it left out', () => {
    const got = read(null, 'You are a grader assessing whether a retrieved passage helps answer a question. \n Here is the retrieved passage: \n\n Tide tables list high and low water for each day. \n\n Here is the user question: When is high tide in Brest tomorrow? \n If the passage contains facts related to the question, grade it as helpful. \n Give a binary score \'yes\' or \'no\'.');
    expect(got.templateParts).toMatchObject({ context: 'Tide tables list high and low water for each day.', question: 'When is high tide in Brest tomorrow?' });
  });

  it('"Set of facts" and "retrieved docs" are the context; "LLM generation" the output', () => {
    expect(readLabel('Set of facts').role).toBe('context');
    expect(readLabel('Here are the retrieved docs').role).toBe('context');
    expect(readLabel('LLM generation').role).toBe('output');
    const got = read('You check that an LLM generation is supported by a set of facts. Give a binary score \'yes\' or \'no\'.', 'Set of facts: \n\n The museum opens at 10. \n\n LLM generation: It opens at ten in the morning.');
    expect(got.templateParts).toMatchObject({ context: 'The museum opens at 10.', output: 'It opens at ten in the morning.' });
  });
});

describe('a line whose slot lists its options with commas', () => {
  it('"Model: {A, B, tie}" and "Winner: <A, B, or tie>" take one of them, the reasoning line kept', () => {
    for (const slot of ['{A, B, tie}', '<A, B, or tie>']) {
      const form = answerFormatOf(`Compare the two replies.\nUse this format:\nAnalysis: {reasoning}\nWinner: ${slot}`);
      expect(form, slot).toMatchObject({ kind: 'lines', options: ['A', 'B', 'tie'] });
      expect(writeVerdict(form!, 'B', 'Because.')).toBe('Analysis: Because.\nWinner: B');
    }
  });

  it('a slot naming the reply\'s parts offers no options', () => {
    expect(answerFormatOf('Use this format:\nOutput: <score, reason>')).not.toMatchObject({ options: ['score', 'reason'] });
    expect(answerFormatOf('Use this format:\nAnalysis: <why>\nPackage: [User, Order, Product]')).not.toMatchObject({ options: ['User', 'Order', 'Product'] });
  });
});

describe('short prompts written inline (set 103)', () => {
  it('"(yes/no)" after the question says how to answer and is never the subject', () => {
    const got = read(null, 'Does this tweet mention a product? "New phone who dis" (yes/no)');
    expect(got.criterion).toBe('Does this tweet mention a product?');
    expect(got.subject.output ?? got.subjectText).toBe('New phone who dis');
    expect(got.answerForm).toMatchObject({ kind: 'yes_no' });
    expect(read(null, 'Is the following sentence sarcastic? \'Great, another Monday.\' (True or False)').subject.output).toBe('Great, another Monday.');
  });

  it('the answer\'s objects offered as alternatives are a JSON answer of that key', () => {
    const form = answerFormatOf('Decide whether the email asks for a refund. Reply only with {"refund": true} or {"refund": false}.');
    expect(form).toMatchObject({ kind: 'json', keys: ['refund'], booleanKeys: ['refund'] });
    expect(JSON.parse(writeVerdict(form!, true, 'Because.')!)).toEqual({ refund: true });
  });
});

describe('section labels in Dutch, Swedish, Indonesian, Vietnamese, Turkish, Ukrainian, Greek and Thai', () => {
  it('name the question, the reference, the context and the answer judged', () => {
    const roles: [string, string][] = [
      ['Vraag', 'question'], ['Fråga', 'question'], ['Pertanyaan', 'question'], ['Câu hỏi', 'question'], ['Soru', 'question'], ['Питання', 'question'], ['Ερώτηση', 'question'], ['คำถาม', 'question'],
      ['Verwacht antwoord', 'reference'], ['Facit', 'reference'], ['Kunci jawaban', 'reference'], ['Đáp án', 'reference'], ['Doğru cevap', 'reference'], ['Еталонна відповідь', 'reference'],
      ['Konteks', 'context'], ['Tài liệu tham khảo', 'context'], ['Bağlam', 'context'], ['บริบท', 'context'],
      ['Antwoord', 'output'], ['Svar', 'output'], ['Jawaban mahasiswa', 'output'], ['Câu trả lời được sinh ra', 'output'], ['Öğrencinin cevabı', 'output'], ['Απάντηση', 'output'],
    ];
    for (const [label, role] of roles) expect(readLabel(label).role, label).toBe(role);
  });

  it('a Swedish template\'s closing instruction ends the data, and its criterion is the sentence that sets the task', () => {
    const got = read(null, 'Du är en noggrann lärare. Bedöm om svaret stämmer med facit.\nFRÅGA: Hur många ben har en spindel?\nFACIT: Åtta.\nSVAR: Den har åtta ben.\nSvara endast med ett JSON-objekt: {"score": <0-2>}');
    expect(got.criterion).toBe('Bedöm om svaret stämmer med facit.');
    expect(got.templateParts?.output).toBe('Den har åtta ben.');
  });

  it('a Dutch or Greek template with its instruction is read by its labels', () => {
    const dutch = read(null, 'Beoordeel of het antwoord klopt.\nVraag: Hoeveel poten heeft een spin?\nAntwoord: Acht.');
    expect(dutch.criterion).toBe('Beoordeel of het antwoord klopt.');
    expect(dutch.templateParts).toMatchObject({ question: 'Hoeveel poten heeft een spin?', output: 'Acht.' });
    const greek = read(null, 'Αξιολόγησε αν η απάντηση είναι σωστή.\nΕρώτηση: Ποια είναι η πρωτεύουσα της Ελλάδας;\nΑπάντηση: Η Αθήνα.');
    expect(greek.templateParts).toMatchObject({ question: 'Ποια είναι η πρωτεύουσα της Ελλάδας;', output: 'Η Αθήνα.' });
  });

  it('a Swedish template is read by them', () => {
    const got = read(null, 'Du är en strikt bedömare. Bedöm om svaret är korrekt givet frågan och facit.\nFRÅGA: Vad är huvudstaden i Norge?\nFACIT: Oslo.\nSVAR: Det är Oslo.');
    expect(got.templateParts).toMatchObject({ question: 'Vad är huvudstaden i Norge?', reference: 'Oslo.', output: 'Det är Oslo.' });
  });
});

describe('the answer\'s object shown in a paragraph after the data', () => {
  it('ends the data, its slots in angle brackets', () => {
    const got = read(null, 'Rate the reply on each quality (1-5).\n\nQuestion: Can I pay by card?\nReply: Yes, every card is accepted.\n\n{"clarity": <1-5>, "accuracy": <1-5>, "note": "<one sentence>"}');
    expect(got.templateParts).toMatchObject({ question: 'Can I pay by card?', output: 'Yes, every card is accepted.' });
  });
});
