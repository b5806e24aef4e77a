/**
 * Set 734: replicas of the reply readers of two math-tutoring judges (answer equivalence and step checking):
 * NeMo-Skills' math answer-equivalence judge ("Judgement: Yes/No", read after the last 'Judgement:') and
 * Wrong-of-Thought's Equation-of-Thought process checker ("Decision: Right/Error", only the positive keywords are
 * read). Each parser answers: would the project get a verdict out of this reply (not a default, not an exception,
 * not a retry, not a None)?
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. NeMo-Skills (Kipok/NeMo-Skills), prompt nemo_skills/prompt/config/judge/math.yaml, reader
//    nemo_skills/evaluation/metrics/utils.py:
//      def is_correct_judgement(judgement):
//          if 'Judgement:' not in judgement:
//              return False  # improper judgement format, so have to judge as false
//          verdict = judgement.split('Judgement:')[-1].strip()
//          return verdict.lower() == 'yes'
//    The default False is returned when the case-sensitive substring 'Judgement:' is missing; with it, the text after
//    the last occurrence is read (== 'yes' -> True, anything else -> False), so that is when a verdict exists.
const nemoSkillsMathJudge: FrameworkParser = (reply) => reply.includes('Judgement:');

// 2. Wrong-of-Thought (BRZ911/Wrong-of-Thought), prompt src/prompts/Check_Process_EOT.py, reader src/brain.py
//    Brain.check_process_eot:
//      check_flag = response.split("Decision:")[-1].replace(",", "").lower()
//      if 'right' in check_flag or 'correct' in check_flag or 'yes' in check_flag:
//          self.cache['check/process/eot/flag'] = 1
//      else :
//          self.cache['check/process/eot/flag'] = 0
//    str.split(sep)[-1] is the text after the last separator (the whole reply when it is absent), as JS split().pop().
//    Only flag 1 is read from the reply; 'Decision: Error' shares the else branch (0) with empty or off-format replies.
const wrongOfThoughtEotProcess: FrameworkParser = (reply) => {
  const tail = (reply.split('Decision:').pop() ?? '').replace(/,/g, '').toLowerCase();
  return tail.includes('right') || tail.includes('correct') || tail.includes('yes');
};

export const PARSERS_OF_SET_734: Record<string, FrameworkParser> = {
  'nemo-skills--math-answer-equivalence-predicted-vs-expected-judgement-yes-no-few-shot': nemoSkillsMathJudge,
  'wrong-of-thought--eot-equation-solving-process-check-decision-right-error-positive-keyword-else-zero': wrongOfThoughtEotProcess,
};
