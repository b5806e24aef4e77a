/**
 * Set 573: replicas of the reply readers of two LLM-as-annotator pipelines: Label Studio's OpenAI ML backend, which
 * snaps every line of the reply to the most similar <Choice> label with difflib, and RapidFit's LLMAnnotator, which
 * reads a batch of labels per text id out of a json_repair'd JSON object. Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a skipped sample)?
 */
import { balancedJsonEnd, isObject, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Label Studio ML backend, label_studio_ml/examples/openai/openai_predictor.py (HumanSignal/label-studio-ml-backend)
//      response_text = response.choices[0].message['content'].strip()
//      matched_labels = []
//      for pred in response_text.split("\n"):
//          scores = list(map(lambda l: difflib.SequenceMatcher(None, pred, l).ratio(), self.labels))
//          matched_labels.append(self.labels[scores.index(max(scores))])
//      return matched_labels
//    Nothing raises: every line gets a label. SequenceMatcher(None, pred, l).ratio() is 2*M/T with M the size of the
//    matching blocks; with no junk function and labels far below autojunk's 200 characters, M > 0 exactly when the
//    line and the label share one character (case-sensitive, by code point). A line sharing none with any label scores
//    0.0 everywhere and scores.index(max(scores)) falls back to self.labels[0]: a default, not a reading. So a verdict
//    exists when some line of the Python-stripped reply shares a character with some label. Labels of the filled
//    example's <Choices>: Positive / Negative / Neutral.
const LABEL_STUDIO_LABELS = ['Positive', 'Negative', 'Neutral'];
const sharesCharacter = (line: string, label: string) => [...line].some((c) => label.includes(c));
const labelStudioOpenai: FrameworkParser = (reply) =>
  pyStrip(reply)
    .split('\n')
    .some((line) => LABEL_STUDIO_LABELS.some((label) => sharesCharacter(line, label)));

// 2. RapidFit, src/rapidfit/augmenters/annotator.py LLMAnnotator.annotate (bakrianoo/RapidFit):
//      response = self._client.complete(prompt, temperature=self._temperature)   # message.content or ""
//      annotations = json_repair.loads(response)
//      if isinstance(annotations, dict):
//          for text_id, labels in annotations.items():
//              text = id_to_text.get(str(text_id), "").strip()
//              if not text or text in unique_texts:
//                  continue
//              if not isinstance(labels, dict):
//                  continue
//              unique_texts.add(text)
//              for task_name, valid_labels in task_map.items():
//                  label = str(labels.get(task_name, "")).strip()
//                  if label in valid_labels:
//                      result[task_name].append({"text": text, "label": label})
//    json_repair.loads: json.loads of the whole reply first (NaN / Infinity allowed); otherwise it skips prose up to the
//    first '{' or '[' and repairs that value (fences and trailing prose ignored, trailing commas dropped, single-quoted
//    strings read, missing closing brackets added). The replica models those paths and treats anything else as no
//    object. Batch of the filled example: ids "1" and "2"; tasks sentiment and intent.
const RAPIDFIT_IDS = new Set(['1', '2']);
const RAPIDFIT_TASKS: Record<string, string[]> = {
  sentiment: ['positive', 'negative', 'neutral'],
  intent: ['feedback', 'support', 'question'],
};
// single-quoted strings rewritten as JSON strings, commas before a closing bracket dropped, open strings and brackets closed
const repairJsonish = (segment: string): string => {
  let out = '';
  const stack: string[] = [];
  let quote: string | null = null;
  let buffer = '';
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i]!;
    if (quote) {
      if (c === '\\') {
        buffer += c + (segment[i + 1] ?? '');
        i++;
      } else if (c === quote) {
        out += quote === '"' ? `"${buffer}"` : JSON.stringify(buffer.replace(/\\'/g, "'"));
        quote = null;
        buffer = '';
      } else buffer += c;
      continue;
    }
    if (c === '"' || c === "'") {
      quote = c;
      continue;
    }
    if (c === '{') stack.push('}');
    else if (c === '[') stack.push(']');
    else if (c === '}' || c === ']') {
      stack.pop();
      out = out.replace(/,\s*$/, '');
    }
    out += c;
  }
  if (quote) out += quote === '"' ? `"${buffer}"` : JSON.stringify(buffer);
  out = out.replace(/,\s*$/, '');
  return out + stack.reverse().join('');
};
const jsonRepairLoads = (text: string): unknown => {
  const direct = pythonLoads(text);
  if (direct !== undefined) return direct;
  const start = text.search(/[{[]/);
  if (start < 0) return '';
  const end = balancedJsonEnd(text, start);
  const segment = end < 0 ? text.slice(start) : text.slice(start, end);
  return pythonLoads(repairJsonish(segment));
};
const rapidfitAnnotate: FrameworkParser = (reply) => {
  const annotations = jsonRepairLoads(reply);
  if (!isObject(annotations)) return false;
  return Object.entries(annotations).some(([textId, labels]) => {
    if (!RAPIDFIT_IDS.has(textId) || !isObject(labels)) return false;
    return Object.entries(RAPIDFIT_TASKS).some(([task, valid]) => {
      const value = Object.prototype.hasOwnProperty.call(labels, task) ? labels[task] : '';
      return typeof value === 'string' && valid.includes(pyStrip(value));
    });
  });
};

export const PARSERS_OF_SET_573: Record<string, FrameworkParser> = {
  'label-studio-ml-backend--openai-text-classification-choices-one-label-per-line-difflib-closest': labelStudioOpenai,
  'rapidfit--batch-multitask-text-annotation-json-id-to-task-labels-json-repair': rapidfitAnnotate,
};
