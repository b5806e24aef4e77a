/**
 * Set 715: replicas of the reply readers of five creative-writing / humor judges:
 * the AI Comedy Club's GPT4Joker joke rater (ast.literal_eval of a Python dict, ['rate']), Writing Badges' creative
 * writing badge evaluator (json.loads + Starlette JSONResponse + the React front end's parseInt of each badge),
 * ValueScope's HUMOR-SERIOUS Reddit comment rater ("[n]" split on brackets, int() in 1..5), a bedtime-story judge
 * ("Overall Score:\s*(\d)" re.search) and a LangGraph joke critic (regex object extraction, LangChain
 * JsonOutputParser, json.loads fallback, pydantic JokeFeedback). Each parser answers: would the project get a verdict
 * out of this reply (not a default, not an exception, not a skipped sample)?
 */
import {
  NOT_JSON,
  PY_SPACE,
  RUST_TRIM,
  hasLoneSurrogate,
  hasUnpairedSurrogateEscape,
  isObject,
  langchainJsonMarkdown,
  numbersOutsideStrings,
  pyIntOfValue,
  pyStrip,
  pydanticLaxInt,
  pythonLoads,
  wholeJson,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';
// (Python's ast.literal_eval, replicated once with set 646's reader)
import { pyLiteralEval } from './framework-parsers-646';


// 1. AI Comedy Club, bots/GPT4Joker/joke_bot.py Bot.rate_joke (konfuzio-ai/ai-comedy-club):
//      response = self.api.ChatCompletion.create(
//          model="gpt-3.5-turbo",
//          messages=[
//              {"role": "system", "content": 'You are a joke rater. return response as json. {"rate": 6}'},
//              {"role": "user", "content": joke},
//          ]
//      )
//      joke = response['choices'][0]['message']['content']
//      return ast.literal_eval(joke)['rate']
//    No try/except: a reply literal_eval refuses (SyntaxError, ValueError for JSON's true/false/null, TypeError for an
//    unhashable key) or whose value has no 'rate' key (KeyError, or TypeError for a list / tuple / str) raises out of
//    rate_joke. The value under 'rate' is returned as is (any literal, never checked).
const gpt4JokerRate: FrameworkParser = (reply) => {
  const value = pyLiteralEval(reply);
  return value !== undefined && value.t === 'dict' && value.entries.some(([key]) => key.t === 'str' && key.v === 'rate');
};

// 2. Writing Badges (agasthyaps/writing-badges), the /evaluate route and the React page that reads it:
//      backend/app.py:  response = await evaluator.respond_to(prompt)      # OpenAI, response_format json_object
//                       response = json.loads(response)
//                       print(response)
//                       return JSONResponse(content=response)
//        (Starlette renders json.dumps(content, ensure_ascii=False, allow_nan=False, ...).encode("utf-8"): NaN /
//         Infinity, a float literal that overflowed to inf, or a lone surrogate make the route answer 500)
//      frontend/src/App.jsx evaluateSubmission (inside try/catch that alerts and returns the old badges):
//          const data = await response.json();
//          if (data.final_feedback) { setFeedback(data.final_feedback); ... }
//          return badges.map((badge, index) => ({ ...badge, earned: parseInt(data[`badge_${index + 1}`].earned) }));
//    Three badges are always on the page; a missing / null badge_i throws (no verdict); parseInt of anything
//    (String() of it: "2", "2 points", [2], 1.9 -> 1) that yields NaN leaves the badge with no score.
const writingBadges: FrameworkParser = (reply) => {
  const data = wholeJson(reply); // Python json.loads minus NaN/Infinity, which json.loads takes but the response refuses
  if (data === undefined) return false;
  for (const { literal } of numbersOutsideStrings(reply)) {
    if (/[.eE]/.test(literal) && !Number.isFinite(Number(literal))) return false; // float('inf') -> allow_nan=False
  }
  if (hasUnpairedSurrogateEscape(reply) || hasLoneSurrogate(data)) return false; // UnicodeEncodeError in render
  if (data === null) return false; // data.final_feedback -> TypeError
  for (const i of [1, 2, 3]) {
    const badge = (data as Record<string, unknown>)[`badge_${i}`];
    if (badge === null || badge === undefined) return false; // TypeError reading .earned
    const earned = (badge as Record<string, unknown>)['earned'];
    if (Number.isNaN(parseInt(String(earned)))) return false;
  }
  return true;
};

// 3. ValueScope, norm_prediction/synthetic-labels/gpt-synthetic-label-generation.ipynb (stellalisy/valueScope):
//      rewrite = response.choices[0].message.content.strip()
//      prediction = extract_prediction(rewrite)
//      def extract_prediction(gpt_message_response):
//          try:
//              prediction = ''.join(gpt_message_response.split("[")[1].split("]")[0])
//              if "." in prediction:
//                  prediction = prediction.split(".")[0]
//              prediction = int(prediction)
//          except:
//              print("extraction failed")
//              return None
//          return prediction
//      if prediction == None: continue                     # sample skipped
//      ratings_mappings[prediction].append(...)            # keys 1..5 only: KeyError ends the rating run
//    The text after the first '[' up to the next '[' or ']' (or the end), cut at its first '.', must be an int()
//    string (Unicode digits, underscores, surrounding whitespace) worth 1 to 5.
const valueScopeHumor: FrameworkParser = (reply) => {
  const parts = pyStrip(reply).split('[');
  if (parts.length < 2) return false; // IndexError
  let prediction = parts[1]!.split(']')[0]!;
  if (prediction.includes('.')) prediction = prediction.split('.')[0]!;
  const value = pyIntOfValue(prediction);
  return value !== undefined && value >= 1 && value <= 5;
};

// 4. story_proj (lark-wang/story_proj), main.py:
//      def get_overall_score(judge_feedback: str) -> int:
//          match = re.search(r"Overall Score:\s*(\d)", judge_feedback)
//          if match:
//              return int(match.group(1))
//          return 0  # default low if not found
//    Python's \s is str.isspace() whitespace and \d any Unicode decimal digit (one digit only: "10" reads 1); the
//    label is case-sensitive and the colon must follow "Score" directly.
const STORY_OVERALL = new RegExp(`Overall Score:[${PY_SPACE}]*\\p{Nd}`, 'u');
const storyProj: FrameworkParser = (reply) => STORY_OVERALL.test(reply);

// 5. langgraph-joke-agents-poc, app/agents/critic.py CriticAgent.evaluate_joke (raju-bvssn/langgraph-joke-agents-poc):
//      content = content.strip()
//      if content.startswith("```json"): content = content[7:]
//      elif content.startswith("```"): content = content[3:]
//      if content.endswith("```"): content = content[:-3]
//      content = content.strip()
//      json_pattern = r'\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}'
//      matches = re.findall(json_pattern, content, re.DOTALL)
//      if matches: return matches[0]
//      return content
//      ...
//      try:
//          feedback_dict = self.parser.parse(cleaned_content)   # JsonOutputParser: strip, parse_json_markdown
//      except:
//          feedback_dict = json.loads(cleaned_content)
//      feedback = JokeFeedback(**feedback_dict)                 # pydantic v2, lax (python mode)
//    except Exception: feedback = JokeFeedback(laughability_score=50, age_appropriateness="Teen", ...)  # default
//    JokeFeedback: laughability_score int 0..100, age_appropriateness Literal["Child","Teen","Adult"], strengths /
//    weaknesses / suggestions List[str] with at least one item, overall_verdict str; extra keys ignored.
const CRITIC_OBJECT = /\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/;
const pydanticIntIn = (v: unknown, min: number, max: number): boolean => {
  let n: number;
  if (typeof v === 'boolean') n = v ? 1 : 0;
  else if (typeof v === 'number') {
    if (!Number.isInteger(v)) return false; // fractional part, NaN, inf
    n = v;
  } else if (typeof v === 'string') {
    if (!pydanticLaxInt(JSON.stringify(v))) return false;
    n = Number(v.replace(RUST_TRIM, '').replace(/_/g, ''));
  } else return false;
  return n >= min && n <= max;
};
const strList = (v: unknown) => Array.isArray(v) && v.length >= 1 && v.every((x) => typeof x === 'string');
const jokeCritic: FrameworkParser = (reply) => {
  let content = pyStrip(reply);
  if (content.startsWith('```json')) content = content.slice(7);
  else if (content.startsWith('```')) content = content.slice(3);
  if (content.endsWith('```')) content = content.slice(0, -3);
  content = pyStrip(content);
  const match = CRITIC_OBJECT.exec(content);
  const cleaned = match ? match[0] : content;
  let dict = langchainJsonMarkdown(pyStrip(cleaned));
  if (dict === NOT_JSON) {
    dict = pythonLoads(cleaned); // json.loads fallback; undefined when it raises too
    if (dict === undefined) return false;
  }
  if (!isObject(dict)) return false; // JokeFeedback(**None / **list) -> TypeError
  return (
    pydanticIntIn(dict['laughability_score'], 0, 100) &&
    ['Child', 'Teen', 'Adult'].includes(dict['age_appropriateness'] as string) &&
    strList(dict['strengths']) &&
    strList(dict['weaknesses']) &&
    strList(dict['suggestions']) &&
    typeof dict['overall_verdict'] === 'string'
  );
};

export const PARSERS_OF_SET_715: Record<string, FrameworkParser> = {
  'ai-comedy-club--gpt4joker-joke-rating-python-dict-literal-eval-rate-key': gpt4JokerRate,
  'writing-badges--creative-writing-three-badges-0-2-json-earned-parseint': writingBadges,
  'valuescope--reddit-comment-humor-serious-1-5-rating-in-square-brackets': valueScopeHumor,
  'story-proj--bedtime-story-judge-overall-score-line-single-digit': storyProj,
  'langgraph-joke-agents--joke-critic-laughability-0-100-json-pydantic': jokeCritic,
};
