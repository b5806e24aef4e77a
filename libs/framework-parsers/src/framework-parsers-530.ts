/**
 * Set 530: replicas of the reply readers of three translation / summarization judges from Japanese, French and
 * localization projects: SMITE 2's (Hi-Rez S2TRANSLATION) Stage 2 localization reviewer ("Score: n" line, regex
 * search), Abrege's SelfCheckGPT summary-sentence check (reply starts with yes / no) and LangPont's extraction of the
 * recommended translation from a three-way analysis (label word found as a substring). Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a retry, not a None)?
 */
import { PY_SPACE, pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const PY_WS = `[${PY_SPACE}]`;

// ---------------------------------------------------------------------------------------------------------------
// 1. S2TRANSLATION (hirezstudios/S2TRANSLATION), src/prompt_manager.py parse_evaluation, called from
//    src/translation_service.py translate_row_worker:
//      evaluation_score_local, evaluation_feedback_local = prompt_manager.parse_evaluation(evaluation_result)
//
//      def parse_evaluation(evaluation_text: str) -> Tuple[Optional[int], Optional[str]]:
//          if not evaluation_text:
//              return None, None
//          score_match = re.search(r"Score:\s*(\d+)", evaluation_text, re.IGNORECASE)
//          feedback_match = re.search(r"Feedback:\s*(.*)", evaluation_text, re.IGNORECASE | re.DOTALL)
//          score = int(score_match.group(1)) if score_match else None
//          feedback = feedback_match.group(1).strip() if feedback_match else None
//          if score is None and feedback is None:
//              feedback = evaluation_text.strip()          # warning only; the score stays None
//          ...
//          return score, feedback
//    The verdict is the score: a case-insensitive 'Score:' anywhere, Python's \s (Unicode whitespace, newlines too),
//    then \d+ (any Unicode decimal digit, int() reads them all). No range check, no anchoring.
const S2_SCORE = new RegExp(`Score:${PY_WS}*\\p{Nd}+`, 'iu');
const s2translation: FrameworkParser = (reply) => reply !== '' && S2_SCORE.test(reply);

// 2. Abrege (IA-Generative/abrege), evaluation/selfcheck.py SelfCheckGPT:
//      responses = [
//          self.rag_chain_selfcheck.invoke(sentence).strip().lower()     # ... | self.llm | StrOutputParser()
//          for sentence in selected_sentences
//      ]
//      return [SelfCheckGPT.parse_response(r) for r in responses]
//
//      @staticmethod
//      def parse_response(response: str) -> float:
//          response = response.strip().lower()
//          if response.startswith("yes"):
//              rep_int = 1.0
//          elif response.startswith("no"):
//              rep_int = 0.0
//          else:
//              rep_int = 0.5                               # default + logging.warning, not a verdict
//          return rep_int
//    str.strip() removes Unicode whitespace (str.isspace) but not U+FEFF; str.lower() of the ASCII letters involved
//    matches JavaScript's toLowerCase().
const abrege: FrameworkParser = (reply) => {
  const response = pyStrip(pyStrip(reply).toLowerCase()).toLowerCase();
  return response.startsWith('yes') || response.startsWith('no');
};

// 3. LangPont (stomihisa/langpont), analysis/recommendation.py extract_recommendation_from_analysis:
//      recommendation_text = response.choices[0].message.content.strip()
//      recommendation_lower = recommendation_text.strip().lower()
//      if recommendation_lower == 'enhanced': ...                    # exact matches (0.95)
//      elif recommendation_lower == 'chatgpt': ... elif recommendation_lower == 'gemini': ...
//      elif re.search(r'\benhanced\b', recommendation_lower): ...   # word boundaries (0.9)
//      elif re.search(r'\bchatgpt\b', recommendation_lower): ... elif re.search(r'\bgemini\b', recommendation_lower): ...
//      elif "enhanced" in recommendation_lower: recommendation = "Enhanced"           # substrings (0.8)
//      elif "chatgpt" in recommendation_lower or "chat" in recommendation_lower: recommendation = "ChatGPT"
//      elif "gemini" in recommendation_lower: recommendation = "Gemini"
//      else:
//          recommendation = "none"                                  # no_match, confidence 0.0
//    Every exact or word-boundary hit also contains its substring, so a label exists exactly when the lowercased reply
//    contains 'enhanced', 'chat' or 'gemini' somewhere.
const langpont: FrameworkParser = (reply) => {
  const lower = pyStrip(reply).toLowerCase();
  return lower.includes('enhanced') || lower.includes('chatgpt') || lower.includes('chat') || lower.includes('gemini');
};

export const PARSERS_OF_SET_530: Record<string, FrameworkParser> = {
  's2translation--stage2-game-localization-translation-vs-rules-1-10-score-feedback-line-regex': s2translation,
  'abrege--selfcheck-summary-sentence-deducible-from-retrieved-context-yes-no-startswith': abrege,
  'langpont--three-way-translation-analysis-recommended-translation-label-chatgpt-enhanced-gemini-substring': langpont,
};
