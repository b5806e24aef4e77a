import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_564 } from './framework-parsers-564';

const RATER_FULL =
  '{\n  "overall_score": 8.4,\n  "transcription": "[00:00] Hi, this is Marcus with Summit Roofing, do you have a quick minute?\\n[00:04] I\'m calling homeowners in your area about free storm-damage inspections.",\n  "criteria": {\n    "phone_intelligibility": 9,\n    "pronunciation_clarity": 8,\n    "business_english_delivery": 8,\n    "confidence_sales_tone": 9,\n    "pace_smoothness": 8,\n    "recording_quality": 8\n  },\n  "summary": "The caller sounds near-native with a confident, friendly tone. Only a slight vowel shift on a couple of words would be noticed by a keen listener.",\n  "strengths": ["Clear, confident opener", "Natural pacing"],\n  "weaknesses": ["Slight vowel shift on \'area\'"],\n  "recommendation": "Recommended"\n}';

const DOORIQ_FULL =
  '{\n  "line_ratings": [\n    {"line_number": 0, "speaker": "rep", "timestamp": "00:00:04", "effectiveness": "good", "score": 78, "category": "introduction"}\n  ],\n  "scores": {"overall": 71, "rapport": 80, "discovery": 74, "objection_handling": 58, "closing": 62, "safety": 85, "introduction": 78, "listening": 70, "speaking_pace": 82, "filler_words": 80, "question_ratio": 75, "active_listening": 68, "assumptive_language": 60},\n  "feedback": {"strengths": ["Asked where the ants were"], "improvements": ["Isolate the spouse objection"], "specific_tips": ["Offer a three-way call"]},\n  "virtual_earnings": 0,\n  "sale_closed": false,\n  "return_appointment": true\n}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'ai-sales-call-rater--cold-call-audio-native-english-1-10-json-overall-score-criteria-object': {
    accept: [
      RATER_FULL,
      '```json\n' + RATER_FULL + '\n```',
      '```\n' + RATER_FULL + '\n```',
      '{"overall_score": 0.0, "transcription": "No English speech detected", "criteria": {"phone_intelligibility": 0}, "recommendation": "Not Recommended"}',
      '{"overall_score": 8, "criteria": [], "recommendation": "Strong hire"}',
      '  {"overall_score": 6.5, "criteria": {}}\n\n',
      '\ufeff{"overall_score": 9.1, "criteria": {"pace_smoothness": 9}}',
      '```json{"overall_score":7,"criteria":{"recording_quality":6}}```',
      '{"overall_score": 15, "criteria": {"x": "y"}}',
    ],
    reject: [
      '',
      '   ',
      '{"overall_score": "7.8", "criteria": {"phone_intelligibility": 8}}',
      '{"overall_score": 7.8, "recommendation": "Recommended"}',
      '{"overall_score": 7.8, "criteria": null}',
      '{"overall_score": 7.8, "criteria": "strong across the board"}',
      'Here is my evaluation:\n' + RATER_FULL,
      '```JSON\n' + RATER_FULL + '\n```',
      '```json\n' + RATER_FULL + '\n```\nLet me know if you need anything else.',
      'null',
      '{"overall_score": 7.8, "criteria": {"phone_intelligibility": 8},}',
      "{'overall_score': 7.8, 'criteria': {}}",
      '[{"overall_score": 7.8, "criteria": {}}]',
    ],
  },
  'dooriq--door-to-door-sales-conversation-grading-0-100-json-object-overall-or-subscore-average': {
    accept: [
      DOORIQ_FULL,
      '{"scores": {"overall": 0}}',
      '{"scores": {"overall": 88.5}, "sale_closed": true}',
      '{"scores": {"rapport": 80, "closing": 60}}',
      '  {"scores": {"assumptive_language": 70}}\n',
      '{"scores": {"overall": "n/a", "discovery": 65}}',
      '{"line_ratings": null, "scores": {"question_ratio": 40}}',
    ],
    reject: [
      '',
      '{}',
      'null',
      '{"scores": {"overall": "75"}}',
      '{"scores": {"safety": 85, "introduction": 75, "listening": 80}}',
      '{"overall": 75, "rapport": 80}',
      '```json\n{"scores": {"overall": 75}}\n```',
      '[{"scores": {"overall": 75}}]',
      '{"scores": [75, 80]}',
      '{"scores": {"overall": null, "rapport": null}}',
      '{"score": {"overall": 75}}',
      'Overall score: 75/100',
    ],
  },
  'softy-saas-agent--inbound-lead-qualification-fit-score-1-10-json-greedy-brace-regex': {
    accept: [
      '{\n  "fit": true,\n  "score": 8,\n  "reason": "Logistics company with 48 employees, approved Q3 budget and a concrete demo request.",\n  "next_action": "book_call"\n}',
      'Here is my assessment:\n{"fit": false, "score": 2, "reason": "Personal side project by a student.", "next_action": "reject"}\nLet me know if you need more.',
      '```json\n{"fit": true, "score": 6, "reason": "Good fit but no timeline.", "next_action": "nurture"}\n```',
      '{"fit": "yes", "score": "8"}',
      '{}',
      '{"fit": true, "score": 9, "reason": "Mentions {budget} approval and a go-live date"}',
      '[{"fit": true, "score": 7}]',
      '{"fit": true, "score": 1e-400, "reason": "underflow is fine"}',
    ],
    reject: [
      '',
      'fit: true, score: 8, next_action: book_call',
      "{'fit': True, 'score': 8, 'next_action': 'book_call'}",
      '{"fit": true, "score": 8,}',
      '{"fit": true, "score": 8}\nNote: I could not verify {company_size}.',
      '{"fit": true} and {"score": 8}',
      '{"fit": true, "score": NaN, "reason": "unclear"}',
      '{"fit": true, "score": 1e999}',
      '{"fit": true, "score": 8, "reason": "\\ud800"}',
      '{"fit": true, "score": 8',
    ],
  },
  'lead-quality-scorer--customer-inquiry-lead-score-1-10-json-fence-split-numeric-score': {
    accept: [
      '{\n    "score": 9,\n    "reasoning": "COO of a 40-person firm with approved budget and a March deadline.",\n    "priority": "HIGH",\n    "key_signals": ["budget approved", "deadline", "decision maker"],\n    "recommendation": "Call today and book a pricing walkthrough.",\n    "hot_buttons": ["busy season in March"],\n    "concerns": []\n}',
      '```json\n{"score": 3, "priority": "LOW", "reasoning": "Just browsing."}\n```',
      'Here is the evaluation:\n```json\n{"score": 7, "priority": "HIGH"}\n```\nLet me know if you need more detail.',
      '```\n{"score": 5, "priority": "MEDIUM"}\n```',
      '{"score": 8.5}',
      '{"score": true}',
      '  {"score": 10, "priority": "HIGH"}  ',
      '{"score": "high", "score": 6}',
    ],
    reject: [
      '',
      '{"score": "8", "priority": "HIGH"}',
      '{"score": null, "reasoning": "Spam"}',
      '{"reasoning": "Clear need", "priority": "HIGH"}',
      '[{"score": 8}]',
      '```JSON\n{"score": 8}\n```',
      'Score: 8/10 - hot lead',
      'Here is the JSON: {"score": 8}',
      '{"score": 8,}',
      "{'score': 8}",
      '{"score": 8}\n\nThis lead shows strong buying signals.',
    ],
  },
};

describe('set 564 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_564).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_564[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
