/**
 * Set 397: replicas of the reply readers of four machine-translation and multilingual judges:
 * SP3F's privileged pairwise judge of multilingual rollouts against an English solution (\boxed{A} / \boxed{B} read by
 * yeval's get_boxed_answer), the EN->TL prompt-engineered Qwen judge (first balanced JSON group of the decoded text,
 * which echoes the prompt), the MQM error-subtype agents of translation_detection_framework ("Error Exist:" line read
 * with startswith) and the CSC420M English-to-Filipino judge ("Total Score: N points" regex). Each parser answers:
 * would the project get a verdict out of this reply (not a default, not an exception, not a retry, not a None)?
 */
import { pythonLoads, pyStrip, pyTruthy } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. SP3F, sp3f/grpo.py RayGRPOTrainer.fit (lintangsutawika/sp3f), use_privileged + use_api_judge:
//      response = await client.chat.completions.create(model=..., messages=messages)
//      return [idx, response.choices[0].message.content]          # except Exception: return [idx, ""]
//      try:
//          winning_response = get_boxed_answer(response)
//      except Exception as e:
//          winning_response = "None"
//      if winning_response == "A": score = 1.0
//      elif winning_response == "B": score = 0.0
//      else: score = 0.0                                          # default, same value as B
//    yeval/response/math_responses.py (lintangsutawika/yaeval-harness):
//      def remove_boxed(s):
//          if s is None: return "None"
//          if s.endswith("$"): s = s[:-1]
//          if s.startswith("$"): s = s[1:]
//          s = s.split("\\(")[-1]
//          s = s.split("\\)")[0]
//          if "\\boxed" not in s: return s
//          if "\\boxed " in s:
//              left = "\\boxed "
//              assert s[: len(left)] == left                      # AssertionError -> "None" in the caller
//              return s[len(left) :]
//          try: s = re.search(r"\\boxed{(.*?)}", s)[0]
//          except: pass
//          left = "\\boxed{"
//          try:
//              assert s[: len(left)] == left
//              assert s[-1] == "}"
//              return s[len(left) : -1]
//          except:
//              return s
//      def last_boxed_only_string(string):
//          idx = string.rfind("\\boxed")
//          if "\\boxed " in string:
//              return "\\boxed " + string.split("\\boxed ")[-1].split("$")[0]
//          if idx < 0:
//              idx = string.rfind("\\fbox")
//              if idx < 0: return None
//          (brace scan from idx: the "}" that brings the depth back to 0 closes it; None if never)
//      def get_boxed_answer(x): return remove_boxed(last_boxed_only_string(x))
//    Python's "." (no DOTALL) matches everything but "\n"; JS "." also refuses \r, \u2028, \u2029, hence [^\n].
const lastBoxedOnlyString = (text: string): string | null => {
  let idx = text.lastIndexOf('\\boxed');
  if (text.includes('\\boxed ')) return '\\boxed ' + (text.split('\\boxed ').pop() ?? '').split('$')[0];
  if (idx < 0) {
    idx = text.lastIndexOf('\\fbox');
    if (idx < 0) return null;
  }
  let open = 0;
  for (let i = idx; i < text.length; i++) {
    if (text[i] === '{') open++;
    if (text[i] === '}') {
      open--;
      if (open === 0) return text.slice(idx, i + 1);
    }
  }
  return null;
};
const BOXED_LAZY = /\\boxed\{([^\n]*?)\}/;
const removeBoxed = (input: string | null): string => {
  if (input === null) return 'None';
  let s = input;
  if (s.endsWith('$')) s = s.slice(0, -1);
  if (s.startsWith('$')) s = s.slice(1);
  s = s.split('\\(').pop() ?? '';
  s = s.split('\\)')[0] ?? '';
  if (!s.includes('\\boxed')) return s;
  if (s.includes('\\boxed ')) {
    if (!s.startsWith('\\boxed ')) throw new Error('AssertionError');
    return s.slice('\\boxed '.length);
  }
  const m = BOXED_LAZY.exec(s);
  if (m) s = m[0];
  if (s.startsWith('\\boxed{') && s.endsWith('}')) return s.slice('\\boxed{'.length, -1);
  return s;
};
const sp3fPrivilegedPairwise: FrameworkParser = (reply) => {
  let winning: string;
  try {
    winning = removeBoxed(lastBoxedOnlyString(reply));
  } catch {
    winning = 'None';
  }
  return winning === 'A' || winning === 'B';
};

// 2. llm-translation-judge-EN-TL, Prompt-Engineered Judge/prompt_engineered_judge_main.py (nnog23/llm-translation-judge-EN-TL):
//      return tokenizer.decode(out[0], skip_special_tokens=True)      # prompt + completion
//      def extract_json_from_text(text):
//          try:
//              return json.loads(text.strip())
//          except:
//              pass
//          brace_stack = []
//          start_idx = None
//          for i, ch in enumerate(text):
//              if ch == '{':
//                  if start_idx is None:
//                      start_idx = i
//                  brace_stack.append(ch)
//              elif ch == '}' and brace_stack:
//                  brace_stack.pop()
//                  if not brace_stack:
//                      candidate = text[start_idx:i+1]
//                      try:
//                          return json.loads(candidate)
//                      except:
//                          pass
//                      start_idx = None
//          return None
//      parsed = extract_json_from_text(raw)
//      if parsed:
//          return parsed                  # else retry (temperature 0: same text), then {"error": "no valid JSON parsed"}
//    The decoded text starts with the prompt (the no-few-shot rendering of the fixture's filled example), whose brace
//    groups are balanced and invalid JSON, so the scan reaches the reply with an empty stack.
const EN_TL_PROMPT =
  '\nYou are a translation judge for English\u2192Filipino. Evaluate the translation using SIX criteria:\n\n' +
  '1) Accuracy: (0 or 1)\n2) Fluency: (0 or 1)\n3) Coherence: (0 or 1)\n4) Cultural Appropriateness: (0 or 1)\n' +
  '5) Guideline Adherence: (0 or 1)\n6) Completeness: (0 or 1)\n\n' +
  'Return ONLY valid JSON in this format:\n{\n  "criteria": {\n    "accuracy": 0|1,\n    "fluency": 0|1,\n    "coherence": 0|1,\n' +
  '    "cultural_appropriateness": 0|1,\n    "guideline_adherence": 0|1,\n    "completeness": 0|1\n  },\n' +
  '  "sum_points": 0-6,\n  "normalized_score": 1-5,\n  "label": "excellent"|"good"|"fair"|"poor"|"very poor",\n' +
  '  "explanation": "<short explanation mentioning each criterion>"\n}\nEnglish: "{english}"\nFilipino: "{filipino}"\n' +
  '\n\n' +
  '\n### Now evaluate:\nEnglish: "Please submit your report before the end of the week."\n' +
  'Filipino: "Pakisumite ang iyong ulat bago matapos ang linggo."\n' +
  'Reference: "Mangyaring isumite ang inyong ulat bago matapos ang linggo."\n' +
  '\nReturn JSON only.\n';
const enTlExtract = (text: string): unknown => {
  const whole = pythonLoads(pyStrip(text));
  if (whole !== undefined) return whole;
  let depth = 0;
  let start: number | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{') {
      if (start === null) start = i;
      depth++;
    } else if (ch === '}' && depth > 0) {
      depth--;
      if (depth === 0) {
        const parsed = pythonLoads(text.slice(start ?? 0, i + 1));
        if (parsed !== undefined) return parsed;
        start = null;
      }
    }
  }
  return null;
};
const enTlJudge: FrameworkParser = (reply) => pyTruthy(enTlExtract(EN_TL_PROMPT + reply));

// 3. translation_detection_framework, agents/base_agent.py BaseAgent._parse_response (shaynavins/translation_detection_framework):
//      lines = response_text.split("\n")
//      error_exist = None
//      for line in lines:
//          if line.lower().startswith("error exist"):
//              if "yes" in line.lower(): error_exist = True
//              else: error_exist = False
//          elif line.lower().startswith("severity"): severity = line.split(":")[-1].strip()
//          elif line.lower().startswith("explanation"): explanation = line.split(":", 1)[-1].strip()
//      if not error_exist:
//          return None
//      return ErrorInstance(span="Full sentence", subtype=error_type, confidence=1.0, explanation=explanation)
//    The Yes/No verdict is read from a line that starts (unstripped, case-insensitively) with "error exist".
const errorExistLine: FrameworkParser = (reply) => reply.split('\n').some((line) => line.toLowerCase().startsWith('error exist'));

// 4. CSC420M LLM Translation Judge, Prompt_judge.py validation loop (CarandangR/CSC420M-LLM-Translation-Judge-...):
//      response = ai.generate_text(formatted_prompt, model_name='google/gemini-2.5-pro')
//      evaluation_text = response
//      match = re.search(r'Total Score: (\d+) points', evaluation_text)
//      if match:
//          val_df_cleaned.at[idx, 'llm_score'] = int(match.group(1))
//    Python's \d is any Unicode decimal digit and int() reads them all.
const TOTAL_SCORE_POINTS = /Total Score: (\p{Nd}+) points/u;
const csc420mTotalScore: FrameworkParser = (reply) => TOTAL_SCORE_POINTS.test(reply);

export const PARSERS_OF_SET_397: Record<string, FrameworkParser> = {
  'sp3f--privileged-pairwise-multilingual-response-vs-english-solution-boxed-a-or-b': sp3fPrivilegedPairwise,
  'llm-translation-judge-en-tl--en-filipino-six-binary-criteria-json-first-balanced-brace-over-echoed-prompt': enTlJudge,
  'translation-detection-framework--mqm-error-subtype-error-exist-yes-no-line-startswith': errorExistLine,
  'csc420m-llm-translation-judge--en-filipino-six-binary-criteria-total-score-points-regex': csc420mTotalScore,
};
