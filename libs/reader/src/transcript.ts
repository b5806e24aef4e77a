/**
 * An input written as a transcript ("User: …", "Tool call: …", "Tool result: …", "Assistant: …"),
 * as agent judges render the record an assistant had before it answered (Phoenix's hallucination
 * template: "the complete record of what the assistant had available"). Such a section is context
 * the output is judged against, and the question is what the user last asked in it.
 */
const SPEAKER = /^[ \t]{0,8}(user|human|customer|assistant|ai|agent|bot|system|tool(?:[ _](?:call|result|output|response))?|function(?:[ _](?:call|result|output))?|observation)[ \t]{0,4}:[ \t]{0,8}/i;
const ASKER = /^(?:user|human|customer)$/i;

/** The question and context of a transcript; null when the text is not one (a single question, prose). */
export function transcriptParts(text: string): { question: string; context: string } | null {
  const lines = text.slice(0, 200_000).split('\n');
  const turns: { speaker: string; text: string }[] = [];
  for (const line of lines) {
    const m = SPEAKER.exec(line);
    if (m) turns.push({ speaker: m[1]!, text: line.slice(m[0].length) });
    else if (turns.length > 0) turns[turns.length - 1]!.text += `\n${line}`;
    else if (line.trim() !== '') return null; // prose before the first speaker: not a transcript
  }
  const asked = turns.filter((t) => ASKER.test(t.speaker));
  // A transcript has the user and someone else (the assistant, a tool): one "User:" line alone is a question.
  if (asked.length === 0 || turns.length < 2 || turns.every((t) => ASKER.test(t.speaker))) return null;
  const question = asked[asked.length - 1]!.text.trim();
  return question === '' ? null : { question, context: text.trim() };
}
