/**
 * Set 437: replicas of the reply readers of three translation / localization quality judges: DrahtBot's Gemini review
 * of Bitcoin Core's Qt translation strings (first word NO / YES / UNK_LANG after Rust's trim, else a panic),
 * TinyFabulist's EN->RO fable translation judge (Python json.loads of the stripped reply, any JSON value) and Ashour
 * Mindset's i18n string checker (JavaScript parseFloat, finite or the 0 fallback). Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a panic)?
 */
import { pyStrip, pythonLoads, RUST_TRIM } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. DrahtBot, check_translations/src/main.rs (maflcko/DrahtBot):
//      let val = response["candidates"][0]["content"]["parts"][0]["text"]
//          .as_str()
//          .expect("Content not found")
//          .trim();
//      fs::write(&cache_file, val).expect("Must be able to write cache file");
//      print_result(&cache_file, val, &prompt, &msg, report_file);
//    fn print_result(cache_file: &Path, res: &str, ...) {
//        if res.starts_with("NO") {
//            // no spam, all good
//        } else if res.starts_with("YES") || res.starts_with("UNK_LANG") {
//            report_file.write_all(...)          // flagged in reviews/<lang>.md
//        } else {
//            panic!("File {} corrupt!\nAdjust prompt?", cache_file.display());
//        }
//    }
//    str::trim strips char::is_whitespace (Unicode White_Space: no U+001C-U+001F, no U+FEFF); starts_with is a
//    case-sensitive byte prefix, so "NONE" or "YESTERDAY" pass and "No" panics.
const drahtbot: FrameworkParser = (reply) => {
  const res = reply.replace(RUST_TRIM, '');
  return res.startsWith('NO') || res.startsWith('YES') || res.startsWith('UNK_LANG');
};

// 2. TinyFabulist, tinyfabulist/evaluate/utils.py EvaluationUtils.call_evaluation_api (klusai/tinyfabulist):
//      chat_completion = client.chat.completions.create(..., response_format={"type": "json_object"}, reasoning_effort="high")
//      evaluation_text = chat_completion.choices[0].message.content.strip()
//      try:
//          evaluation_json = json.loads(evaluation_text)
//          return evaluation_json
//      except json.JSONDecodeError as json_err:
//          ...
//          return {"error": error_msg}                       # the default
//    tinyfabulist/evaluate/ro.py evaluate_fable_save: result.update({"evaluation": evaluation_json, ...})  # no key check
//    Python json.loads (strict): one JSON document of any type, NaN / Infinity / -Infinity literals allowed,
//    surrounding ' \t\n\r' allowed; str.strip() removes str.isspace() characters first (not the BOM).
const tinyfabulist: FrameworkParser = (reply) => pythonLoads(pyStrip(reply)) !== undefined;

// 3. Ashour Mindset, tests/utils/rateTranslation.js (mohamedaaa010/ashourmindset.com):
//      const num = parseFloat(res.choices[0].message.content);
//      return isFinite(num) ? num : 0;
//    The project is JavaScript: its own parseFloat / isFinite are the reading itself.
const ashourmindset: FrameworkParser = (reply) => Number.isFinite(parseFloat(reply));

export const PARSERS_OF_SET_437: Record<string, FrameworkParser> = {
  'drahtbot--bitcoin-qt-ts-translation-review-no-yes-unk-lang-prefix': drahtbot,
  'tinyfabulist--en-ro-fable-translation-accuracy-fluency-moral-1-10-json-object': tinyfabulist,
  'ashourmindset--i18n-json-string-translation-quality-0-1-parsefloat-number': ashourmindset,
};
