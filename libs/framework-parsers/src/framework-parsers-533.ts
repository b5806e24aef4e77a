/**
 * Set 533: replicas of the reply readers of three chatbot-conversation quality judges: ChainFury's GPT rating of a
 * bot reply in a User/Bot exchange (a bare 1-10 number found by a loose Python regex), Intelia Expert's re-grading of
 * its poultry assistant's answers (json_object reply whose overall_quality_score must be numeric) and opi-bot's
 * check of chatbot FAQ question/answer pairs (JSON status ok|warn|error read by a Streamlit loop without try/except).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not None)?
 */
import { isObject, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. ChainFury, server/commons/gpt_rating.py (NimbleBoxAI/ChainFury):
//      response = rate_the_conversation(message_log)      # choice.text if present, else choices[0].message.content
//      score = process_rating_response(response)          # -> extract_number_from_text(response)
//      def extract_number_from_text(text):
//          match = re.search(r"\b[1-9]|10\b", text)
//          if match is None:
//              return None                                  # no rating
//          return int(match.group(0))
//    Python's \b in a str pattern is Unicode-aware: a word character is str.isalnum() or '_' (letters of every script,
//    every Nd/Nl/No digit). [1-9] and "10" are ASCII only. The alternation splits the whole pattern: either a digit 1-9
//    with no word character before it, or "10" with no word character after it, anywhere in the reply.
const PY_WORD = '[\\p{L}\\p{N}_]';
const CHAINFURY_NUMBER = new RegExp(`(?<!${PY_WORD})[1-9]|10(?!${PY_WORD})`, 'u');
const chainfury: FrameworkParser = (reply) => CHAINFURY_NUMBER.test(reply);

// 2. Intelia Expert, backend/app/services/qa_quality_analyzer.py QAQualityAnalyzer.analyze_qa (dominicdesy/intelia-expert):
//      analysis_text = completion.choices[0].message.content           # response_format={"type": "json_object"}
//      analysis = json.loads(analysis_text)
//      overall_score = analysis.get("overall_quality_score", 0)        # non-dict -> AttributeError
//      is_problematic = analysis.get("is_problematic", False)
//      confidence = analysis.get("confidence", 0.5)
//      if overall_score < QUALITY_THRESHOLD:                           # 5.0; str/None/list/dict -> TypeError
//          is_problematic = True
//      if confidence < CONFIDENCE_THRESHOLD and is_problematic:        # 0.7; same TypeError for a non-number
//          logger.warning(...)
//      result = {"quality_score": round(overall_score, 1), ..., "analysis_confidence": round(confidence, 2), ...}
//    except json.JSONDecodeError / except Exception -> _create_error_result(...)  (quality_score None)
//    A missing overall_quality_score becomes the default 0: no verdict of the judge's own. Bools are ints in Python,
//    NaN and +-Infinity compare and round(x, n) returns them unchanged.
const isPyNumber = (v: unknown) => typeof v === 'number' || typeof v === 'boolean';
const inteliaExpert: FrameworkParser = (reply) => {
  const analysis = pythonLoadsNumbers(reply);
  if (!isObject(analysis)) return false;
  if (!Object.hasOwn(analysis, 'overall_quality_score') || !isPyNumber(analysis['overall_quality_score'])) return false;
  return !Object.hasOwn(analysis, 'confidence') || isPyNumber(analysis['confidence']);
};

// 3. opi-bot, utils/qa_validator.py check_qa_pair + the Streamlit caller (eneav/opi-bot):
//      return json.loads(resp.choices[0].message.content)
//    caller ("Inhalt prüfen" button, no try/except):
//      res = check_qa_pair(p["Fragen"], p["Antworten"])
//      if res["status"] != "ok":                                        # non-dict -> TypeError, no key -> KeyError
//          problems.append((i, res["status"], res["feedback"]))         # no 'feedback' -> KeyError
//    So a verdict needs a JSON object with 'status', and a 'feedback' key unless status is exactly the string "ok".
const opiBot: FrameworkParser = (reply) => {
  const res = pythonLoadsNumbers(reply);
  if (!isObject(res) || !Object.hasOwn(res, 'status')) return false;
  return res['status'] === 'ok' || Object.hasOwn(res, 'feedback');
};

export const PARSERS_OF_SET_533: Record<string, FrameworkParser> = {
  'chainfury--chatbot-reply-in-user-bot-exchange-strict-1-10-bare-number-first-digit-regex': chainfury,
  'intelia-expert--poultry-assistant-answer-quality-0-10-json-object-overall-quality-score-numeric': inteliaExpert,
  'opi-bot--faq-question-answer-pair-clarity-correctness-repetition-json-status-ok-warn-error': opiBot,
};
