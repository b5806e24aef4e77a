import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_407 } from './framework-parsers-407';

const kgReport = JSON.stringify(
  {
    decision: {
      is_valid_json: true,
      has_blockers: false,
      flag_underperformance: true,
      summary: 'The graph is well-formed but misses the KL-penalty finding from 4 Results.',
    },
    validation_report: {
      schema_check: [],
      referential_check: [],
      orphans: [],
      duplicates: [],
      rationale_mismatches: [
        { issue: 'KL penalty finding not captured', evidence: 'adding a KL penalty delays but does not remove the effect', fix: 'add a validation evidence node' },
      ],
      coverage: {
        expected_edges_from_source: [
          { title: 'overoptimization mitigated_by early stopping', evidence: 'We recommend early stopping', status: 'covered', mapped_edge_ids: ['edge1'] },
        ],
      },
    },
    rationale_record: { method: 'systematic_validation', notes: ['Checked 4 Results against the edge set'] },
  },
  null,
  2,
);

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'graphgen--kg-entity-description-cross-chunk-conflict-zh-json-has-conflict-greedy-brace-fallback': {
    accept: [
      '{\n    "has_conflict": true,\n    "conflict_severity": 0.9,\n    "conflict_reasoning": "一个描述称其为不可逆COX-1抑制剂，另一个称其为选择性COX-2抑制剂，二者矛盾。",\n    "conflicting_descriptions": ["chunk-3f9a1c2e vs chunk-b7d04e91"],\n    "conflict_details": "作用机制与对血小板的影响相互矛盾"\n}',
      '```json\n{"has_conflict": false, "conflict_severity": 0.0, "conflict_reasoning": "两个描述互相补充，没有矛盾", "conflicting_descriptions": [], "conflict_details": ""}\n```',
      '{"has_conflict": false}',
      '分析如下：两段描述的作用机制不同。\n{"has_conflict": true, "conflict_severity": 0.8}\n以上是我的判断。',
      '  {"has_conflict": true, "conflict_severity": NaN}  ',
      '{"has_conflict": "是"}',
      '{"conflict_reasoning": "描述中提到 {COX-1} 与 {COX-2}", "has_conflict": true}',
    ],
    reject: [
      '',
      '存在冲突，冲突程度较高。',
      '{"conflict": true, "conflict_severity": 0.9}',
      '{}',
      '[{"has_conflict": true}]',
      '"{\\"has_conflict\\": true}"',
      '{"has_conflict": true} {"has_conflict": false}',
      '{"has_conflict": true,}',
      "{'has_conflict': True}",
      '```json\n{"has_conflict": true, "conflict_reasoning": "理由"\n```',
    ],
  },
  'kg-eval--kg-relationship-factual-precision-vs-source-text-correct-partially-incorrect-substring-label': {
    accept: [
      'CORRECT',
      'PARTIALLY_CORRECT',
      'INCORRECT',
      '"CORRECT"',
      'Correct. The source text states that Zhou Yu led the fire attack that destroyed Cao Cao\'s fleet.',
      'The relationship is only partially supported: the fleet was destroyed, but the text does not say Zhou Yu alone did it.',
      'Incorrect - the source text attributes the attack to someone else.',
      '  partial  ',
    ],
    reject: [
      '',
      'WRONG',
      'Not supported by the source text.',
      'TRUE',
      'Yes, the relationship holds.',
      'CORECT',
      'C-O-R-R-E-C-T',
      'FALSE: contradicted by the source text',
    ],
  },
  'expl-generator--fact-check-explanation-non-contradiction-with-evidence-json-ok-nok-na-last-brace-object': {
    accept: [
      '{\n    "non_contradiction": "OK"\n}',
      '```json\n{\n    "non_contradiction": "NOK",\n    "analysis": "Source 1 (reliable) says manuka honey has not been shown to outperform antibiotics, yet the explanation states it does."\n}\n```',
      'answer_json:\n{"non_contradiction": "NA"}',
      'json: {"claim": "Manuka honey kills more bacteria", "evidence": {"Source 1 (reliable)": "lab only"}} answer_json: {"non_contradiction": "OK"}',
      '{"non_contradiction": "NOK", "analysis": "Line one of the analysis\nline two of the analysis"}',
      '{"non_contradiction": "OK", "analysis": "The explanation {mostly} agrees with the evidence"}',
      '<think>All reliable sources agree with the explanation.</think>\n{"non_contradiction": "OK"}',
    ],
    reject: [
      '',
      'Non-contradiction: OK',
      '{"non_contradiction": "ok"}',
      '{"non_contradiction": "OK."}',
      '{"non_contradiction": "OK"} {"note": "evaluation finished"}',
      '{"result": {"non_contradiction": "OK"}}',
      '{"non_contradiction": "OK", "analysis": "uses a } brace"}',
      '} {"non_contradiction": "OK"}',
      "{'non_contradiction': 'OK'}",
      '{"non_contradiction": "OK",}',
      '{"non_contradiction": "OK", "analysis": "tab\there"}',
    ],
  },
  'knowledge-base-builder--kg-completion-triple-validity-with-web-context-instructor-tool-literal-true-false-not-enough-info': {
    accept: [
      '{"predicted_subject_name": "Marie Curie", "predicted_relation": "award received", "predicted_object_name": "Nobel Prize in Physics", "triple_is_valid": true, "reason": "NobelPrize.org confirms she received the 1903 Nobel Prize in Physics."}',
      '{"predicted_subject_name": "Marie Curie", "predicted_relation": "spouse", "predicted_object_name": "Henri Becquerel", "triple_is_valid": false, "reason": "Her spouse was Pierre Curie; Becquerel was a co-laureate."}',
      '{"predicted_subject_name": "Marie Curie", "predicted_relation": "number of children", "predicted_object_name": 2, "triple_is_valid": "Not enough information to say"}',
      '{"predicted_subject_name": "Marie Curie", "predicted_relation": ["award received", "nominated for"], "predicted_object_name": "Nobel Prize in Chemistry", "triple_is_valid": true}',
      '{"predicted_subject_name": "Marie Curie", "predicted_relation": "date of death", "predicted_object_name": null, "triple_is_valid": false, "reason": "No object was predicted."}',
      '\n  {"predicted_subject_name": "Marie Curie", "predicted_relation": "award received", "predicted_object_name": "Nobel Prize in Physics", "triple_is_valid": true, "confidence": "high"}\n',
    ],
    reject: [
      '',
      '{"predicted_subject_name": "Marie Curie", "predicted_relation": "award received", "predicted_object_name": "Nobel Prize in Physics", "triple_is_valid": "true"}',
      '{"predicted_subject_name": "Marie Curie", "predicted_relation": "award received", "predicted_object_name": "Nobel Prize in Physics", "triple_is_valid": "True"}',
      '{"predicted_subject_name": "Marie Curie", "predicted_relation": "award received", "predicted_object_name": "Nobel Prize in Physics", "triple_is_valid": 1}',
      '{"predicted_subject_name": "Marie Curie", "predicted_relation": "award received", "predicted_object_name": "Nobel Prize in Physics", "triple_is_valid": "not enough information to say"}',
      '{"predicted_subject_name": "Marie Curie", "predicted_relation": "award received", "triple_is_valid": true}',
      '{"predicted_subject_name": "Marie Curie", "predicted_relation": "award received", "predicted_object_name": "Nobel Prize in Physics", "triple_is_valid": true, "reason": null}',
      '{"predicted_subject_name": 42, "predicted_relation": "award received", "predicted_object_name": "Nobel Prize in Physics", "triple_is_valid": true}',
      '{"predicted_subject_name": "Marie Curie", "predicted_relation": ["award received", 1], "predicted_object_name": "Nobel Prize in Physics", "triple_is_valid": true}',
      '{"predicted_subject_name": "Marie Curie", "predicted_relation": "award received", "predicted_object_name": "Nobel Prize in Physics", "reason": "valid"}',
      '```json\n{"predicted_subject_name": "Marie Curie", "predicted_relation": "award received", "predicted_object_name": "Nobel Prize in Physics", "triple_is_valid": true}\n```',
      'The triple is valid.',
    ],
  },
  'ai-safety-intervention-kg--kg-judge-extracted-knowledge-graph-vs-source-validation-report-json-pydantic-all-optional': {
    accept: [
      kgReport,
      '{"decision": {"is_valid_json": true, "has_blockers": false, "flag_underperformance": false, "summary": "No issues found."}}',
      '{"decision": {"is_valid_json": "yes", "has_blockers": "No", "flag_underperformance": 0, "summary": "Lax booleans."}, "validation_report": null}',
      '{"decision": {"has_blockers": true}, "validation_report": {"schema_check": [{"severity": "CRITICAL", "issue": "missing concept_category", "where": "nodes[1]", "suggestion": "add it"}]}}',
      '{"decision": {"has_blockers": false}, "proposed_fixes": {"add_nodes": [{"id": "n3", "type": "concept", "name": "KL penalty delays overoptimization", "props": {"stable_key": "ab12cd34"}}], "merges": [], "deletions": null}}',
      '\n{"decision": {"has_blockers": false, "confidence": 0.8}, "extra_section": [1, 2, 3]}\n',
    ],
    reject: [
      '',
      '```json\n{"decision": {"has_blockers": false}}\n```',
      'Here is the report: {"decision": {"has_blockers": false}}',
      '{"decision": {"has_blockers": "maybe"}}',
      '{"decision": {"has_blockers": 2}}',
      '{"decision": {"has_blockers": false, "summary": 5}}',
      '{"decision": "valid"}',
      '{"validation_report": {"schema_check": {"severity": "MAJOR"}}}',
      '{"validation_report": {"referential_check": [{"severity": "BLOCKER", "ids": [1, 2]}]}}',
      '[{"decision": {"has_blockers": false}}]',
      '{"decision": {"has_blockers": false},}',
      '{"rationale_record": {"method": "systematic_validation", "notes": "one note"}}',
    ],
  },
};

describe('set 407 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_407).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_407[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
