/**
 * Set 599: replicas of the reply readers of four scientific-review judges: AgentLaboratory's NeurIPS-form paper reviewer
 * (a fenced or flat review JSON whose nine ratings must all go through int()), the Idea Novelty Checker's relaxed novelty
 * judge ("Class:" / "Review:" lines, split-based), ResearchAgent's research-problem originality validator (one DOTALL |
 * IGNORECASE regex over "Review: / Feedback: / Rating (1-5):") and CycleReviewer's four-review markdown output (two
 * split-based section readers, 7B then 123B layout, that need a "## Paper Decision" section). Each parser answers: would
 * the project get a verdict out of this reply (not a default, not an exception, not a retry, not a None)?
 */
import { isObject, PY_SPACE, pyIntOfValue, pythonLoadsNumbers, pyStrip, pyStripChars } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. AgentLaboratory, agents.py (SamuelSchmidgall/AgentLaboratory):
//      def extract_json_between_markers(llm_output):
//          json_pattern = r"```json(.*?)```"
//          matches = re.findall(json_pattern, llm_output, re.DOTALL)
//          if not matches:
//              json_pattern = r"\{.*?\}"
//              matches = re.findall(json_pattern, llm_output, re.DOTALL)
//          for json_string in matches:
//              json_string = json_string.strip()
//              try:
//                  parsed_json = json.loads(json_string)
//                  return parsed_json
//              except json.JSONDecodeError:
//                  try:
//                      json_string_clean = re.sub(r"[\x00-\x1F\x7F]", "", json_string)
//                      parsed_json = json.loads(json_string_clean)
//                      return parsed_json
//                  except json.JSONDecodeError:
//                      continue  # Try next match
//          return None
//      get_score(...):   (inside try: ... except Exception as e: return None, str(e), False)
//          review_json = extract_json_between_markers(scoring)
//          overall = int(review_json["Overall"]) / 10
//          soundness = int(review_json["Soundness"]) / 4
//          confidence = int(review_json["Confidence"]) / 5
//          contribution = int(review_json["Contribution"]) / 4
//          presentation = int(review_json["Presentation"]) / 4
//          clarity = int(review_json["Clarity"]) / 4
//          originality = int(review_json["Originality"]) / 4
//          quality = int(review_json["Quality"]) / 4
//          significance = int(review_json["Significance"]) / 4
//          ... performance = weighted mean * 10; return performance, ..., True
//    The FIRST block that json.loads accepts is used (a valid example block without the keys sinks the review); the
//    lazy-brace fallback only runs when no ```json fence exists (case-sensitive) and only reads flat objects. int() takes
//    ints, bools, finite floats (truncated) and int-looking strings; NaN, inf, None, "6.0", "6/10", lists raise.
const AGENTLAB_FENCE = /```json([\s\S]*?)```/g;
const AGENTLAB_BRACE = /\{[\s\S]*?\}/g;
const AGENTLAB_RATINGS = ['Overall', 'Soundness', 'Confidence', 'Contribution', 'Presentation', 'Clarity', 'Originality', 'Quality', 'Significance'];
const agentlabExtract = (output: string): unknown => {
  let matches = [...output.matchAll(AGENTLAB_FENCE)].map((m) => m[1] ?? '');
  if (matches.length === 0) matches = [...output.matchAll(AGENTLAB_BRACE)].map((m) => m[0]);
  for (const raw of matches) {
    const jsonString = pyStrip(raw);
    const parsed = pythonLoadsNumbers(jsonString);
    if (parsed !== undefined) return parsed;
    const cleaned = pythonLoadsNumbers(jsonString.replace(/[\x00-\x1F\x7F]/g, ''));
    if (cleaned !== undefined) return cleaned;
  }
  return null;
};
const agentLaboratory: FrameworkParser = (reply) => {
  const review = agentlabExtract(reply);
  if (!isObject(review)) return false; // None / list / str / number: subscripting raises
  return AGENTLAB_RATINGS.every((key) => Object.prototype.hasOwnProperty.call(review, key) && pyIntOfValue(review[key]) !== undefined);
};

// 2. Idea Novelty Checker, noveltychecker/models/idea_novelty_checker/check_novelty.py (simra-shahid/idea_novelty_checker):
//      def clean_text(text: str) -> str:
//          return text.strip(" \n#:][]")
//      def parse_output(text: str, delim_class: str, delim_review: str):     # "Class:", "Review:"
//          category_part = text.split(delim_review)[0]
//          category = category_part.split(delim_class)[-1].strip()
//          review = text.split(delim_review)[1].strip()                       # IndexError without "Review:"
//          for punc in ["*", ":", "\n"]:
//              category = re.sub(f"\\{punc}", "", category)
//              review = re.sub(f"\\{punc}", "", review)
//          return clean_text(category).lower(), clean_text(review)
//      get_review: category, review = parse_output(output_text, delim_class, delim_review)
//                  category = category.strip("-").strip(" ")
//      pipeline.py: category, review, output_text = "", "", ""   (the default) ... output["category"] = category
//    No exception handler: a reply without "Review:" crashes the run. The category is never checked against
//    novel / not novel, so any non-empty text before the first "Review:" (after the last "Class:") is the verdict; an
//    empty category equals the pipeline's default "" and counts as no verdict.
const ideaNoveltyChecker: FrameworkParser = (reply) => {
  if (!reply.includes('Review:')) return false;
  const categoryPart = reply.split('Review:')[0] ?? '';
  let category = pyStrip(categoryPart.split('Class:').pop() ?? '');
  category = category.replace(/\*/g, '').replace(/:/g, '').replace(/\n/g, '');
  category = pyStripChars(category, ' \n#:][]').toLowerCase();
  category = pyStripChars(pyStripChars(category, '-'), ' ');
  return category !== '';
};

// 3. ResearchAgent, code/pipelines/agents/problem_validator.py ProblemValidator.parse_output (JinheonBaek/ResearchAgent):
//      match = re.search(r"Review:\s*(.*?)\nFeedback:\s*(.*?)\nRating(?:\s*\(1-5\))?:\s*([1-5])", text, re.DOTALL | re.IGNORECASE)
//      return (
//          {'review': match.group(1).strip(), 'feedback': match.group(2).strip(), 'rating': int(match.group(3))}
//          if match else {'review': None, 'feedback': None, 'rating': None}
//      )
//    Python's \s is str.isspace(); IGNORECASE on str patterns also folds 'ı' (U+0131) and 'İ' (U+0130) onto i and the
//    Kelvin sign onto k, which JS's /iu does not for the dotted/dotless i, so the letters are spelled out as classes.
//    [1-5] is ASCII only; "Rating (1-5): 10" reads 1 (the first digit) and is accepted.
const PY_I_FOLD: Record<string, string> = { i: 'iI\u0130\u0131', k: 'kK\u212a' };
const pyIgnoreCase = (word: string) =>
  [...word].map((c) => (/[a-z]/i.test(c) ? `[${PY_I_FOLD[c.toLowerCase()] ?? c.toLowerCase() + c.toUpperCase()}]` : c)).join('');
const PY_WS = `[${PY_SPACE}]`;
const RESEARCHAGENT_RATING = new RegExp(
  `${pyIgnoreCase('Review')}:${PY_WS}*([\\s\\S]*?)\\n${pyIgnoreCase('Feedback')}:${PY_WS}*([\\s\\S]*?)\\n${pyIgnoreCase('Rating')}(?:${PY_WS}*\\(1-5\\))?:${PY_WS}*([1-5])`,
  'u',
);
const researchAgent: FrameworkParser = (reply) => RESEARCHAGENT_RATING.test(reply);

// 4. CycleReviewer, revisa/utils.py (zhu-minjun/Researcher), called by revisa/cycle_reviewer.py CycleReviewer.evaluate:
//      def get_reviewer_score(generated_text):
//          pred = get_reviewer_score_7B(generated_text)
//          if pred == None:
//              pred = get_reviewer_score_123B(generated_text)
//          elif pred['rating'] == 0:            # a list compared with 0: never true
//              pred = get_reviewer_score_123B(generated_text)
//          return pred
//      get_reviewer_score_7B (whole body in try: ... except: return None):
//          for review in generated_text.split('**********\n'):
//              if review != '':
//                  if '## Paper Decision\n\n' in review:
//                      review, paper_decision = review.split('## Paper Decision\n\n')[:2]
//                      paper_decision = paper_decision.split('\n')[0]
//                      if 'accept' in paper_decision.lower(): paper_decision = 'Accept'
//                      else: paper_decision = 'Reject'
//                      break
//                  if '## Meta Review\n\n' in review:
//                      review, meta_review = review.split('## Meta Review\n\n')[:2]
//                  elif '## Summary\n\n' in review and '## Soundness\n\n' in review and '## Presentation\n\n' in review:
//                      reviews.append(review) ...
//                      if '## Rating\n\n' in review:
//                          rating.append(float(review.split('## Rating\n\n')[1].split('##')[0][0]))
//                      else:
//                          rating.append(0)
//          if paper_decision == '': return None
//          pred['avg_rating'] = sum(rating) / len(rating)         # ZeroDivisionError -> None
//      get_reviewer_score_123B: the same over generated_text.split('## Reviewer\n') without the break; every non-empty
//          chunk is appended, the decision / meta review are cut off first, and '### Rating\n\n' is read with
//          float(...split('###')[0][0]).
//    float() of one character succeeds only for a Unicode decimal digit; an empty rating section raises IndexError.
//    The decision word is never checked: any text after the marker maps to 'Accept' or 'Reject'.
const firstCharIsDigit = (s: string) => {
  const c = [...s][0];
  return c !== undefined && /^\p{Nd}$/u.test(c);
};
const cycleReviewer7B = (text: string): boolean => {
  let decided = false;
  let ratings = 0;
  for (let review of text.split('**********\n')) {
    if (review === '') continue;
    if (review.includes('## Paper Decision\n\n')) {
      decided = true;
      break;
    }
    if (review.includes('## Meta Review\n\n')) {
      review = review.split('## Meta Review\n\n')[0] ?? '';
    } else if (review.includes('## Summary\n\n') && review.includes('## Soundness\n\n') && review.includes('## Presentation\n\n')) {
      ratings++;
      if (review.includes('## Rating\n\n') && !firstCharIsDigit((review.split('## Rating\n\n')[1] ?? '').split('##')[0] ?? '')) return false;
    }
  }
  return decided && ratings > 0;
};
const cycleReviewer123B = (text: string): boolean => {
  let decided = false;
  for (let review of text.split('## Reviewer\n')) {
    if (review === '') continue;
    if (review.includes('## Paper Decision\n\n')) {
      review = review.split('## Paper Decision\n\n')[0] ?? '';
      decided = true;
    }
    if (review.includes('## Meta Review\n\n')) review = review.split('## Meta Review\n\n')[0] ?? '';
    if (review.includes('### Rating\n\n') && !firstCharIsDigit((review.split('### Rating\n\n')[1] ?? '').split('###')[0] ?? '')) return false;
  }
  return decided;
};
const cycleReviewer: FrameworkParser = (reply) => cycleReviewer7B(reply) || cycleReviewer123B(reply);

export const PARSERS_OF_SET_599: Record<string, FrameworkParser> = {
  'agentlaboratory--neurips-form-paper-review-json-nine-int-ratings-fenced-or-lazy-brace': agentLaboratory,
  'idea-novelty-checker--relaxed-idea-novelty-class-review-lines-novel-not-novel': ideaNoveltyChecker,
  'researchagent--research-problem-originality-likert-1-5-review-feedback-rating-regex': researchAgent,
  'cyclereviewer--four-review-opinions-markdown-sections-paper-decision-accept-reject': cycleReviewer,
};
