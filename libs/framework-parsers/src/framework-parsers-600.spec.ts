import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_600 } from './framework-parsers-600';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'evi-evals--hume-evi-voice-transcript-user-satisfaction-1-5-tool-call-json-reasoning-score-zod': {
    accept: [
      '{"reasoning": "The user opens moderately frustrated about the thermostat dropping off Wi-Fi, but the assistant quickly identifies the 2.4 GHz issue and the fix works. The user ends with \\"That\'s perfect, thank you so much\\" alongside {very satisfied, moderately relieved, somewhat grateful}.", "score": 5}',
      '{"reasoning":"Mixed signals: the question was answered but the user sounded tired throughout.","score":3}',
      '{"score": 4, "reasoning": "Needs were met and the final turn is positive."}',
      '{"reasoning": "Partially resolved; moderate relief at the end.", "score": 3.5}',
      '{"reasoning": "", "score": 1}',
      '  {"reasoning": "ok", "score": 2}\n',
      '{"reasoning": "ok", "score": 4, "confidence": "high"}',
      '{"reasoning": "ok", "score": 5.0}',
      '{"reasoning": "ok", "score": 1e0}',
      '{"reasoning": "ok", "score": "4", "score": 4}',
    ],
    reject: [
      '',
      '{"reasoning": "ok", "score": "4"}',
      '{"reasoning": "ok", "score": 0}',
      '{"reasoning": "ok", "score": 6}',
      '{"reasoning": "ok", "score": 5.01}',
      '{"score": 4}',
      '{"reasoning": null, "score": 4}',
      '{"reasoning": ["clear resolution"], "score": 4}',
      '[{"reasoning": "ok", "score": 4}]',
      'Reasoning: the user was clearly happy at the end.\nScore: 5',
      '```json\n{"reasoning": "ok", "score": 4}\n```',
      '{"__proto__": {"x": 1}, "reasoning": "ok", "score": 4}',
      '{"reasoning": "ok", "score": 4,}',
    ],
  },
  'ai-call-worker--tlpi-initial-consultation-sales-call-analysis-json-object-sales-performance-rating-1-10-number-clamp': {
    accept: [
      '{"call_type": "Initial Consultation", "likelihood_to_close": 65, "outcome": "Likely", "objections": ["Fees/cost", "Needs to consult co-director"], "next_actions": ["Send fee schedule", "Send client agreement", "Follow-up call Thursday 10am with both directors"], "materials_to_send": ["Client Agreement", "Fee schedule"], "ai_decision_criteria": ["Fees/Cost"], "key_details": {"client_name": "David", "company_name": "", "products_discussed": ["SSAS"], "timeline": "Next Thursday", "dob": "", "ni": "", "utr": "", "address": "", "nationality": "", "pension_refs": "", "company_details": "Limited company, about 400k annual profit"}, "sales_performance_rating": 7, "sales_performance_summary": "What went well:\\n- Linked the SSAS property purchase to the warehouse goal\\nAreas to improve:\\n- No specific tax estimate given", "score_reasoning": "Clear interest and a booked follow-up, but no commitment to sign yet.", "increase_likelihood": "- Quantify the tax saving\\n- Involve the co-director early\\n- Send the agreement before Thursday", "consult_eval": {"intro": 1, "rapport_open": 0.5, "open_question": 1, "needs_pain_uncovered": 1, "services_explained_clearly": 1, "benefits_linked_to_needs": 1, "active_listening": 0.5, "clear_responses_or_followup": 1, "commitment_requested": 0.5, "next_steps_confirmed": 1, "specific_tax_estimate_given": 0, "fees_tax_deductible_explained": 1, "next_step_specific_date_time": 1, "interactive_throughout": 1, "quantified_value_roi": 0}}',
      '{"sales_performance_rating": 8}',
      '{"sales_performance_rating": "6"}',
      '{"sales_performance_rating": 7.5, "outcome": "Likely"}',
      '{"sales_performance_rating": 12}',
      '{"sales_performance_rating": 0}',
      '\n{"sales_performance_rating": 9}\n',
      '{"sales_performance_rating": [6]}',
      '{"sales_performance_rating": " 8 "}',
      '{"sales_performance_rating": 5, "objections": ["Fees/cost", null]}',
      '{"sales_performance_rating": 4, "outcome": "Proceed now"}',
    ],
    reject: [
      '',
      'null',
      '{"likelihood_to_close": 60, "outcome": "Likely"}',
      '{"sales_performance_rating": "7/10"}',
      '{"sales_performance_rating": "seven"}',
      '```json\n{"sales_performance_rating": 7}\n```',
      '{"sales_performance_rating": "Infinity"}',
      '{"sales_performance_rating": {}}',
      '{"sales_performance_rating": [7, 8]}',
      '{"sales_performance_rating": 7, "outcome": {"toString": "Proceed now"}}',
      '{"sales_performance_rating": 7, "consult_eval": {"intro": {"toString": 1}}}',
      "{'sales_performance_rating': 7}",
      '[{"sales_performance_rating": 7}]',
      '{"sales_performance_rating": 7,}',
    ],
  },
  'call-evaluator--sdd-dental-front-office-call-evaluation-json-section-then-executive-summary-object': {
    accept: [
      '### JSON\n{"call_classification": "new_patient_live", "intent_level": "medium", "price_sensitive": true, "procedure_specific": true, "procedure_topics": ["crown"], "insurance_driven": true, "time_sensitive": false, "knowledge_seeking": true, "booking_oriented": false, "lead_quality": {"rating": "strong", "justification": "New resident with a chipped front tooth asking about a crown.", "revenue_potential": "high"}, "scores": {"greeting_professionalism": 4, "needs_discovery": 2, "product_knowledge": 3, "confidence_clarity": 3, "objection_handling": 2, "conversion_effort": 1, "scheduling_efficiency": 1, "overall_score": 2.3, "score_rationale": "Price given but no appointment offered."}, "outcome": {"converted": "no", "conversion_stage_reached": "soft_invite_only", "appointment_explicitly_offered": false, "next_step_quality": "weak"}, "estimated_revenue_lost": {"range": "high", "rationale": "Crown plus new-patient exam"}, "root_cause": {"primary_issue": "process_breakdown", "evidence": ["You could come in for an exam sometime if you want."]}, "failure_mode_tags": ["no_close_attempt", "passive_language", "price_deflection"], "strategic_quadrant": "marketing_win_operations_loss", "confidence_in_assessment": "high"}\n\n### Executive Summary\n**Operational loss on a strong lead.** The caller had a clear need (chipped front tooth) and asked about payment options, but Mia only offered a passive invite ("you could come in") and never proposed a time.',
      '### JSON\n```json\n{"call_classification": "new_patient_voicemail", "scores": {"overall_score": null}, "confidence_in_assessment": "medium"}\n```\n\n### Executive Summary\nVoicemail only; follow-up risk is high.',
      '{"call_classification": "admin_non_lead"}',
      '### JSON\n{"call_classification": "unclear", "confidence_in_assessment": "low"}',
      '### JSON\n```json\n{"call_classification": "unclear"}\n\n### Executive Summary\nTranscript too short to assess.',
      '### JSON\n{"scores": {"overall_score": NaN}}\n### Executive Summary\n- n/a',
      '### JSON\u00a0\n{"call_classification": "existing_patient_live"}\n',
      '### JSON\n"{\\"call_classification\\": \\"emergency_urgent\\"}"\n### Executive Summary\nUrgent pain call.',
      '```\n{"call_classification": "new_patient_live"}\n```',
      '# Evaluation\n\n### JSON\n{"call_classification": "new_patient_live"}\n\n### Executive Summary\nStrong lead.',
      '### Executive Summary\nStrong lead, lost at scheduling.\n\n### JSON\n{"call_classification": "new_patient_live"}',
    ],
    reject: [
      '',
      '## JSON\n{"call_classification": "new_patient_live"}\n\n## Executive Summary\nGood call.',
      '**### JSON**\n{"call_classification": "new_patient_live"}',
      '### JSON\n{"call_classification": "new_patient_live",}\n### Executive Summary\nx',
      '### JSON\n[{"call_classification": "new_patient_live"}]\n### Executive Summary\nx',
      'Here is my evaluation:\n```json\n{"call_classification": "new_patient_live"}\n```',
      '### JSON\n{"call_classification": "new_patient_live"}\nNotes: audio quality was poor.',
      '### JSON\n```json5\n{"call_classification": "unclear"}\n```',
      '### JSON\n"new_patient_live"\n### Executive Summary\nx',
      '### JSON\n{"call_classification": "new_patient_live"}\u200b',
      '### JSON\n{"call_classification": "new_patient_live"}\n### Executive summary\nlowercase heading',
      '### JSON\n{"call_classification": "new_patient_live"} // live call\n### Executive Summary\nx',
    ],
  },
  'sentiment-bot--arabic-customer-call-final-sentiment-escalation-strict-json-whole-reply-json-loads': {
    accept: [
      '{\n    "final_customer_sentiment": "Positive",\n    "sentiment_score": 88,\n    "resolution_summary": "The agent found the unapplied payment, restored the internet service and added 5 GB of free data as compensation.",\n    "key_issues": [\n        "Internet service cut off for three days",\n        "Payment not reflected on the account"\n    ],\n    "escalation_required": "No",\n    "outcome": "resolved"\n}',
      '{"final_customer_sentiment": "Negative", "sentiment_score": 20, "resolution_summary": "The agent could not restore the line and promised a technician callback.", "key_issues": ["no signal"], "escalation_required": "Yes", "outcome": "unresolved"}',
      '\n{"final_customer_sentiment": "Neutral"}\n',
      '{"final_customer_sentiment": "Mixed", "sentiment_score": NaN}',
      '{"final_customer_sentiment": "Positive", "final_customer_sentiment": "Neutral"}',
      '{"final_customer_sentiment": "إيجابي", "sentiment_score": 90}',
      '\t{"outcome": "resolved"}\r\n',
    ],
    reject: [
      '',
      '```json\n{"final_customer_sentiment": "Positive"}\n```',
      'Here is the analysis:\n{"final_customer_sentiment": "Positive"}',
      '{"final_customer_sentiment": "Positive",}',
      "{'final_customer_sentiment': 'Positive'}",
      '{"final_customer_sentiment": "Positive"}\nLet me know if you need anything else.',
      '\ufeff{"final_customer_sentiment": "Positive"}',
      'Final Customer Sentiment: Positive\nEscalation Required: No',
      '\u00a0{"final_customer_sentiment": "Positive"}',
      '{"sentiment_score": 85} {"sentiment_score": 70}',
    ],
  },
};

describe('set 600 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_600).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_600[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
