import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_478 } from './framework-parsers-478';

// Every case was checked against the projects' own reading code run in CPython 3.11 (re, xml.etree.ElementTree, float).
const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'llm-comparator-rr--italian-coherence-judge-answer-vs-question-and-reasoning-xml-result-explanation-verdict-coerente-wrong': {
    accept: [
      "Analisi:\n- Q chiede il lavoro del richiedente; A indica un mestiere.\n- R cita il verbale in cui il richiedente dice di aver lavorato come pescatore.\n\n```xml\n<result>\n  <explanation>A è inerente a Q e R mostra comprensione della domanda.</explanation>\n  <verdict>Coerente</verdict>\n</result>\n```",
      "<result><explanation>A non indica un lavoro ma un luogo, quindi non è coerente con Q.</explanation><verdict>Wrong</verdict></result>",
      "<result>\n  <verdict>Coerente</verdict>\n  <explanation>A risponde a Q.</explanation>\n</result>",
      "<result><explanation/><verdict>Coerente</verdict></result>",
      "<result><explanation>Il numero di anni in A > 0, quindi è una risposta.</explanation><verdict>Coerente</verdict></result>",
      "<result><explanation>A &amp; R sono coerenti con Q.</explanation><verdict>Coerente</verdict></result>",
      "<result><explanation>ok</explanation><verdict><![CDATA[Coerente]]></verdict></result>",
      "<result><!-- valutazione --><explanation>ok</explanation><verdict>Coerente</verdict></result>",
      "<result><explanation>R è fuori contesto.</explanation><verdict>coerente</verdict></result>",
      "<result><explanation>ok</explanation><verdict>Coerente<note/></verdict><confidenza>alta</confidenza></result>",
      "<result><explanation>ok</explanation><verdict>Wrong</verdict></result>\n<result><explanation>bozza</explanation></result>",
      "<result><explanation lang=\"it\">ok</explanation><verdict>Wrong</verdict></result> & fine",
    ],
    reject: [
      "",
      "Verdetto: Coerente\nSpiegazione: A risponde a Q.",
      "<result><explanation>A & R sono coerenti.</explanation><verdict>Coerente</verdict></result>",
      "<result><explanation>A risponde a Q.</explanation><verdict></verdict></result>",
      "<result><verdict>Coerente</verdict></result>",
      "<result><explanation>ok</explanation><verdict>Coerente</verdict></result >",
      "<Result><explanation>ok</explanation><verdict>Coerente</verdict></Result>",
      "<result><explanation>A&nbsp;è coerente.</explanation><verdict>Coerente</verdict></result>",
      "<result><verdict>Coerente</verdict><analisi><explanation>ok</explanation></analisi></result>",
      "<result>bozza</result>\n<result><explanation>ok</explanation><verdict>Coerente</verdict></result>",
      "<result><explanation>ok</explanation><verdict><b>Coerente</b></verdict></result>",
      "<result><explanation>ok</explanation><verdict xmlns=\"urn:x\">Coerente</verdict></result>",
      "<result><explanation>se A < B allora</explanation><verdict>Wrong</verdict></result>",
      "<result><explanation>ok</explanation><it:verdict>Coerente</it:verdict></result>",
      "<result><explanation>ok</explanation><verdict>Coerente</verdict><result></result>",
    ],
  },
  'evalap--judge-notator-french-semantic-similarity-reference-vs-answer-1-10-bare-number-float': {
    accept: [
      "9",
      "8\n",
      " 9.",
      "\"10\"",
      "8%",
      "7.5",
      "<think>La réponse C reprend le délai de 45 jours et mentionne l'ANTAI ; seul le courrier recommandé manque.</think>\n\n9",
      "</THINK>8",
      "[/think] 6",
      "'4'",
      "٧",
      "42",
      "1e1",
      "nan",
      "10 ",
    ],
    reject: [
      "",
      "Note : 8",
      "8/10",
      "**8**",
      "huit",
      "8 sur 10",
      "La note est 8.",
      "<think>8</think>",
      "[[8]]",
      "8\n\nJustification : les deux réponses donnent le même délai.",
      "<think>ok</think>\n[/think]7",
      "9 (très similaire)",
      "</think>",
    ],
  },
};

describe('set 478 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_478).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_478[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
