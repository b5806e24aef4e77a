/**
 * Set 536: replicas of the reply readers of four judges of chatbot and RAG answers from notebooks, course and
 * hobby projects (ChainFury's chatbot-reply rating, found here too, is set 533's): OmniLearn's lecture-assistant
 * rubric judge (four 0-2 scores through LangChain's JsonOutputParser), RagAgent's Gemini answer-correctness judge
 * (JSON after a fence split), the Kaggle Gen AI Intensive pointwise QA judge (second chat turn in JSON mode,
 * google-genai enum parsing) and RAG-Evaluation-Framework's toxicity judge (bare float()). Each parser answers:
 * would the project get a verdict out of this reply (not a default, not an exception, not a None)?
 */
import {
  isObject,
  langchainJsonMarkdown,
  lastTopLevelRaw,
  PY_FLOAT_STR,
  pyStrip,
  pythonLoads,
  pythonLoadsNumbers,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const own = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 2. OmniLearn, app/evaluation/auto_score.py (NidaEsenn/OmniLearn):
//      self.parser = JsonOutputParser()
//      self.chain = self.prompt | self.llm | self.parser
//      result = self.chain.invoke(input_data)
//      for field in ['relevance_score', 'correctness_score', 'citation_score', 'detail_score', 'total_score']:
//          if field not in result:
//              raise ValueError(f"Missing required field: {field}")
//      calculated_total = (result['relevance_score'] + result['correctness_score'] +
//                          result['citation_score'] + result['detail_score'])
//      result['total_score'] = calculated_total
//      result['pass_fail'] = "PASS" if calculated_total >= 6 else "FAIL"
//      ... except Exception as e: return {... 'pass_fail': 'ERROR' ...}      # no verdict
//    JsonOutputParser.parse_result: text.strip(), parse_json_markdown (partial JSON, fence fallback, json.loads
//    strict=False), JSONDecodeError -> OutputParserException. The four scores must add up and compare with 6:
//    numbers and bools do (NaN/Infinity included, read here as 0 since only acceptance matters); str + str
//    concatenates and then fails `>= 6`; None, lists and dicts raise. total_score only has to be present.
const omnilearnLoads = (text: string) => pythonLoads(text, false, '0');
const OMNILEARN_REQUIRED = ['relevance_score', 'correctness_score', 'citation_score', 'detail_score', 'total_score'];
const OMNILEARN_SUMMED = ['relevance_score', 'correctness_score', 'citation_score', 'detail_score'];
const omnilearn: FrameworkParser = (reply) => {
  const value = langchainJsonMarkdown(pyStrip(reply), omnilearnLoads);
  if (!isObject(value)) return false;
  if (!OMNILEARN_REQUIRED.every((k) => own(value, k))) return false;
  return OMNILEARN_SUMMED.every((k) => typeof value[k] === 'number' || typeof value[k] === 'boolean');
};

// 3. RagAgent, evaluation/evaluator.py GeminiJudge (guychikaAL/RagAgent):
//      response_text = response.text.strip()
//      if response_text.startswith("```json"):
//          response_text = response_text.split("```json")[1].split("```")[0].strip()
//      elif response_text.startswith("```"):
//          response_text = response_text.split("```")[1].split("```")[0].strip()
//      result = json.loads(response_text)
//      return result
//    except json.JSONDecodeError: return {"score": 0.0, "explanation": "Judge returned invalid JSON: ..."}  # default
//    except Exception as e:       return {"score": 0.0, "explanation": f"API error: {str(e)}"}            # default
//    evaluate_answer_correctness (outside the try):
//      return MetricScore(score=float(result["score"]), explanation=result["explanation"])
//    float() takes numbers, bools and float-readable strings; a huge integer literal raises OverflowError.
const ragagent: FrameworkParser = (reply) => {
  let text = pyStrip(reply);
  if (text.startsWith('```json')) text = pyStrip((text.split('```json')[1] ?? '').split('```')[0] ?? '');
  else if (text.startsWith('```')) text = pyStrip((text.split('```')[1] ?? '').split('```')[0] ?? '');
  const value = pythonLoadsNumbers(text);
  if (!isObject(value) || !own(value, 'score') || !own(value, 'explanation')) return false;
  const score = value['score'];
  if (typeof score === 'boolean') return true;
  if (typeof score === 'number') {
    const raw = lastTopLevelRaw(text, 'score') ?? '';
    // an int literal beyond float range: json.loads makes a Python int, float() raises OverflowError
    return !(/^-?\d+$/.test(raw) && !Number.isFinite(Number(raw)));
  }
  return typeof score === 'string' && PY_FLOAT_STR.test(score);
};

// 4. Kaggle 5-Day Gen AI Intensive, Day 1 evaluation notebook (godlikeS97/Google_Kaggle_GenAI_Bootcamp):
//      class AnswerRating(enum.Enum):
//        VERY_GOOD = '5'; GOOD = '4'; OK = '3'; BAD = '2'; VERY_BAD = '1'
//      response = chat.send_message(message="Convert the final score.",
//                                   config=types.GenerateContentConfig(response_mime_type="application/json",
//                                                                      response_schema=AnswerRating))
//      structured_eval = response.parsed
//      ... scores[guidance] += int(struct_eval.value)        # None.value -> AttributeError
//    google-genai types.GenerateContentResponse._from_response (enum schema):
//      enum_value = result_text.replace('"', '')
//      try:
//        result.parsed = response_schema(enum_value)
//      except ValueError:
//        pass
const ANSWER_RATING_VALUES = new Set(['5', '4', '3', '2', '1']);
const kaggleGenaiBootcamp: FrameworkParser = (reply) => ANSWER_RATING_VALUES.has(reply.replace(/"/g, ''));

// 5. RAG-Evaluation-Framework, RAG_Evaluator.py evaluate_toxicity (cosmin123414/RAG-Evaluation-Framework):
//      toxicity_score = float(response.choices[0].message.content.strip())
//      return toxicity_score
//    except Exception as e: ... return -2.0                  # error sentinel, no verdict
const ragEvaluationFramework: FrameworkParser = (reply) => PY_FLOAT_STR.test(pyStrip(reply));

export const PARSERS_OF_SET_536: Record<string, FrameworkParser> = {
  'omnilearn--lecture-rag-answer-four-dimension-rubric-0-2-json-scores-langchain-json-parser': omnilearn,
  'ragagent--rag-answer-correctness-vs-ground-truth-0-1-json-score-explanation-fence-split': ragagent,
  'kaggle-genai-bootcamp--pointwise-qa-answer-quality-1-5-enum-json-mode-second-turn-strip-quotes': kaggleGenaiBootcamp,
  'rag-evaluation-framework--rag-answer-toxicity-0-1-bare-float-reply': ragEvaluationFramework,
};
