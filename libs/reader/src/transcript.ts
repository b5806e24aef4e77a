/**
 * An input written as a transcript ("User: …", "Tool call: …", "Tool result: …", "Assistant: …"),
 * as agent judges render the record an assistant had before it answered (Phoenix's hallucination
 * template: "the complete record of what the assistant had available"). Such a section is context
 * the output is judged against, and the question is what the user last asked in it.
 */
// Speakers named in the languages judges are written in ("### ユーザー:", "用户：", "Usuario:"), and an
// answerer told apart by a letter or number where the template shows one side at a time ("### Assistant A:").
const ASKER_NAMES = 'user|human|customer|usuario|utilisateur|benutzer|nutzer|utente|usuário|пользователь|ユーザー|用户|用戶|사용자';
const ANSWERER_NAMES = 'assistant|ai|agent|bot|asistente|assistente|assistent|ассистент|アシスタント|助手|어시스턴트';
// A speaker line, in a Markdown heading or bold where the template writes it so ("### User:", "**Assistant:**").
const SPEAKER = new RegExp(
  `^[ \\t]{0,8}(?:#{1,4}[ \\t]{1,4}|\\*\\*)?(${ASKER_NAMES}|(?:${ANSWERER_NAMES})(?:[ \\t][AB12])?|system|tool(?:[ _](?:call|result|output|response))?|function(?:[ _](?:call|result|output))?|observation)[ \\t]{0,4}[:：](?:\\*\\*)?[ \\t]{0,8}`,
  'i',
);
const ASKER = new RegExp(`^(?:${ASKER_NAMES})$`, 'i');

function turnsOf(text: string): { speaker: string; text: string }[] | null {
  const lines = text.slice(0, 200_000).split('\n');
  const turns: { speaker: string; text: string }[] = [];
  for (const line of lines) {
    const m = SPEAKER.exec(line);
    if (m) turns.push({ speaker: m[1]!, text: line.slice(m[0].length) });
    else if (turns.length > 0) turns[turns.length - 1]!.text += `\n${line}`;
    else if (line.trim() !== '') return null; // prose before the first speaker: not a transcript
  }
  return turns;
}

/** The question and context of a transcript; null when the text is not one (a single question, prose). */
export function transcriptParts(text: string): { question: string; context: string } | null {
  const turns = turnsOf(text);
  if (!turns) return null;
  const asked = turns.filter((t) => ASKER.test(t.speaker));
  // A transcript has the user and someone else (the assistant, a tool): one "User:" line alone is a question.
  if (asked.length === 0 || turns.length < 2 || turns.every((t) => ASKER.test(t.speaker))) return null;
  const question = asked[asked.length - 1]!.text.trim();
  return question === '' ? null : { question, context: text.trim() };
}

const ANSWERER = new RegExp(`^(?:${ANSWERER_NAMES})(?:[ \\t][AB12])?$`, 'i');

/**
 * A conversation that ends with the assistant's turn, judged with no output section of its own
 * ("score the last turn … in the conversation", HealthBench): that turn is the output, the user's
 * turn before it the question, and the turns before those the context.
 */
export function lastTurnJudged(text: string): { output: string; question: string; context?: string } | null {
  const turns = turnsOf(text);
  if (!turns || turns.length < 2) return null;
  const last = turns[turns.length - 1]!;
  const before = turns[turns.length - 2]!;
  if (!ANSWERER.test(last.speaker) || !ASKER.test(before.speaker)) return null;
  const [output, question] = [withoutClosingMark(last.text), before.text.trim()];
  if (output === '' || question === '') return null;
  const earlier = turns.slice(0, -2).map((t) => `${t.speaker}: ${t.text}`).join('\n').trim();
  return earlier === '' ? { output, question } : { output, question, context: earlier };
}

/** A line that only marks where a conversation ends ("<|The End of Assistant A's Conversation with User|>", "<|…の終了|>"). */
const CLOSING_MARK = /\n[ \t]*<\|[^|\n]{1,120}\|>[ \t]*$/;

/** A turn's text without the mark closing the conversation it ends. */
function withoutClosingMark(text: string): string {
  return text.trim().replace(CLOSING_MARK, '').trim();
}

const FENCE_LINE = /^[ \t]*(?:\*{3,}|-{3,}|={3,}|#{3,})[ \t]*$/;
/** A line that closes the block the dialogue stands in: "[INTERACTION TO LABEL END]", "[END CONVERSATION]", "</dialogue>". */
const END_LINE = /^[ \t]*(?:\[[^\]\n]{0,60}\bend\b[^\]\n]{0,60}\]|<\/[A-Za-z][\w -]{0,40}>|<\|[^|\n]{1,120}\|>)[ \t]*$/i;

/**
 * A dialogue laid out with no label around it ("The dialogue to judge is: *** Human: … Assistant: …
 * ***", MT-Bench-101): from its first speaker line to the fence or the end, judged on its last
 * assistant turn. Returns the parts and where the dialogue stands in the text.
 */
export function dialogueBlock(text: string): { parts: { output: string; question: string; context?: string }; start: number; end: number } | null {
  const lines = text.slice(0, 200_000).split('\n');
  const first = lines.findIndex((line) => SPEAKER.test(line));
  if (first < 0) return null;
  let last = lines.length;
  for (let i = first + 1; i < lines.length; i++) {
    if (FENCE_LINE.test(lines[i]!) || END_LINE.test(lines[i]!)) {
      last = i;
      break;
    }
  }
  const start = lines.slice(0, first).reduce((n, l) => n + l.length + 1, 0);
  const block = lines.slice(first, last).join('\n');
  const parts = lastTurnJudged(block);
  return parts ? { parts, start, end: start + block.length } : null;
}

/** A speaker named like the other and told apart by a number or a letter: "Person 1:", "Speaker B:". */
const NUMBERED_SPEAKER = /^[ \t]{0,8}((person|speaker|party|participant|interlocutor)[ \t]?([12ab]))[ \t]{0,4}:[ \t]{0,8}/i;
const BLANK = /^[ \t]*$/;

/**
 * A dialogue of two speakers told apart by a number ("Person 1: … Person 2: … is Person 2's response
 * safe?", XSafety): each turn is its paragraph, the judged turn is the last one of the speaker the
 * template names as responding (else the last turn), the turn before it the question, earlier turns
 * the context. Returns the parts and where the dialogue stands in the text.
 */
export function numberedDialogue(text: string): { parts: { output: string; question: string; context?: string }; start: number; end: number } | null {
  const lines = text.slice(0, 200_000).split('\n');
  // key: the speaker's word and mark run together ("person2"), whether written "Person 2" or "Person2"
  const turns: { key: string; name: string; text: string; line: number; last: number }[] = [];
  let stem: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const m = NUMBERED_SPEAKER.exec(lines[i]!);
    if (m) {
      const word = m[2]!.toLowerCase();
      if (stem !== null && word !== stem) return null;
      stem = word;
      turns.push({ key: `${word}${m[3]!.toLowerCase()}`, name: m[1]!.toLowerCase().replace(/\s+/g, ' '), text: lines[i]!.slice(m[0].length), line: i, last: i });
    } else if (turns.length > 0 && turns[turns.length - 1]!.last === i - 1 && !BLANK.test(lines[i]!)) {
      // a turn runs on over the lines of its paragraph
      const turn = turns[turns.length - 1]!;
      turn.text += `\n${lines[i]}`;
      turn.last = i;
    } else if (turns.length > 0 && !BLANK.test(lines[i]!)) break; // a paragraph of the template's own after the dialogue
  }
  const speakers = [...new Set(turns.map((t) => t.key))];
  if (turns.length < 2 || speakers.length !== 2) return null;
  const lastLine = turns[turns.length - 1]!.last;
  const outside = `${lines.slice(0, turns[0]!.line).join('\n')}\n${lines.slice(lastLine + 1).join('\n')}`;
  // "is Person 2's response safe?", "the response of Speaker B" (a key is letters and one mark: safe in a pattern)
  const named = speakers.find((key) => {
    const speaker = `${key.slice(0, -1)}[ \\t]?${key.slice(-1)}`;
    return new RegExp(`\\b${speaker}(?:'s|’s)\\s+(?:response|reply|answer|utterance|message|turn)\\b|\\b(?:response|reply|answer) (?:of|from|by) ${speaker}\\b`, 'i').test(outside);
  });
  let at = turns.length - 1;
  if (named) while (at > 0 && turns[at]!.key !== named) at--;
  if (at < 1) return null;
  const [output, question] = [turns[at]!.text.trim(), turns[at - 1]!.text.trim()];
  if (output === '' || question === '') return null;
  const earlier = turns.slice(0, at - 1).map((t) => `${t.name}: ${t.text.trim()}`).join('\n');
  const start = lines.slice(0, turns[0]!.line).reduce((n, l) => n + l.length + 1, 0);
  const end = lines.slice(0, lastLine + 1).reduce((n, l) => n + l.length + 1, 0) - 1;
  return { parts: earlier === '' ? { output, question } : { output, question, context: earlier }, start, end };
}

/**
 * A prompt written as one raw completion turn, "User: … Assistant:" with nothing after the
 * assistant's label (open-instruct's verifier prompts, Anthropic's old Human/Assistant format): the
 * user's text, which is the template. Any other speaker line inside means a conversation: unchanged.
 */
export function unwrappedTurn(text: string): string {
  const open = /^\s*(?:user|human)[ \t]{0,4}:[ \t]{0,8}/i.exec(text);
  const tail = text.slice(-40);
  const close = /\s(?:assistant|ai)[ \t]{0,4}:\s*$/i.exec(tail);
  if (!open || !close) return text;
  const end = text.length - tail.length + close.index;
  if (end <= open[0].length) return text;
  const inner = text.slice(open[0].length, end);
  if (/\n[ \t]{0,8}(?:user|human|assistant|ai)[ \t]{0,4}:/i.test(inner.slice(0, 200_000))) return text;
  return inner;
}
