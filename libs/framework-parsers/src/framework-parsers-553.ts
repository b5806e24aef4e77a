/**
 * Set 553 (spam, fraud, phishing and scam detection classifiers built on LLM prompts): replica of the reply reader of
 * Email-Responder's spam checker (one label word, lower().strip() == "spam"). The parser answers: would the project
 * get a verdict out of this reply (not a default value, not an exception, not a retry, not a skipped sample)?
 * Only one template: the session's look-up budget ran out after eight calls.
 */
import { pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Email-Responder, Email_Summary.py llm_spam_checker (lwsherman123/Email-Responder):
//      response = llm.invoke(
//          input = [
//              {"role":"system", "content": spam_checker_prompt},
//              {"role":"user", "content": state.email_text}
//          ]
//      )
//      is_spam = response.content.lower().strip() == "spam"
//      return {'is_spam': is_spam}
//    class AgentState(BaseModel): ... is_spam: bool = False
//    Only the exact word "spam" (in any case, with str.isspace whitespace around it) is read as a label. Any other reply,
//    the allowed "not spam" included, ends up as is_spam = False, the state's default, so the code cannot tell it from
//    an unreadable reply. lower() runs before strip(). Python's strip removes Unicode whitespace (\x1c-\x1f, \x85, \u3000 ...),
//    but not \u200b or \ufeff. No lowercase mapping other than ASCII's turns a character into s, p, a or m.
const emailResponderSpam: FrameworkParser = (reply) => pyStrip(reply.toLowerCase()) === 'spam';

export const PARSERS_OF_SET_553: Record<string, FrameworkParser> = {
  'email-responder--email-spam-or-not-spam-one-word-lower-strip-equals-spam': emailResponderSpam,
};
