import { optionsIn } from './answer-layouts';
import { comparedContexts } from './compared-contexts';
import { fewShotBlocks } from './few-shot-blocks';
import { objectEnd } from './json-object-end';
import { labelsNamedInSentences, type LabelAliases } from './named-labels';
import { escapeRegExp, markersIn, type Marker } from './template-markers';
import { readLabel, type TemplatePart } from './template-labels';
import { readTable } from './template-table';
import { dialogueBlock, lastTurnJudged, numberedDialogue, transcriptParts } from './transcript';

export type { TemplatePart } from './template-labels';

/**
 * A grader template written for another judge (reasoning on), read by its labelled sections
 * (`template-markers.ts`). Few-shot examples come before the data, so the last filled section of
 * each part is the one judged; an empty section (the slot the judge's answer goes in) never
 * replaces a filled one.
 */
export interface TemplateRead {
  criterion: string | null;
  parts: Partial<Record<Exclude<TemplatePart, 'criterion'>, string>>;
  /** The template's own words outside its sections: its instruction and answer format. */
  instruction: string;
}

const FENCE_CHARS = new Set(['*', '"', "'", '-', '`', '=', '#', '_', '>']);
const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);

function trimmedEnd(text: string, start: number, end: number): number {
  while (end > start && isSpace(text[end - 1])) end--;
  return end;
}

/**
 * A section's text without the whitespace and the fences around it (runs of three or more `*`,
 * `"`, `-`, `=`, `#`, `_` or backticks): one pass from each end, so linear whatever the text holds.
 */
export function unfenced(text: string): string {
  let start = 0;
  let end = text.length;
  let quoteFenced = false;
  for (;;) {
    while (start < end && isSpace(text[start])) start++;
    let run = start;
    while (run < end && FENCE_CHARS.has(text[start]!) && text[run] === text[start]) run++;
    if (run - start < 3) break;
    // "```sql" opens a code block: the block, fences and all, is the data.
    if (text[start] === '`' && /^[A-Za-z][\w+#.-]{0,20}[ \t]*\r?\n/.test(text.slice(run, run + 40))) {
      // The block ends at its closing fence; what follows it in an open section is not the data.
      const close = text.indexOf(`\n${'`'.repeat(run - start)}`, run);
      return text.slice(start, close < 0 || close >= end ? trimmedEnd(text, start, end) : close + 1 + run - start);
    }
    // A fence on a line of its own ("###", "\"\"\"", "```") opens a block that its twin closes: what follows the
    // closing line in an open section (the template's next label) is not the data.
    const lineEnd = /^[ \t]*\r?\n/.exec(text.slice(run, run + 8));
    if (lineEnd) {
      const fence = text.slice(start, run);
      const close = text.indexOf(`\n${fence}`, run);
      const closeLineEnd = close < 0 ? -1 : close + 1 + fence.length;
      if (close >= 0 && close < end && text[closeLineEnd] !== fence[0] && /^[ \t]*(?:\r?\n|$)/.test(text.slice(closeLineEnd, closeLineEnd + 8)) && text.slice(closeLineEnd, end).trim() !== '') {
        return text.slice(run + lineEnd[0].length, trimmedEnd(text, run, close));
      }
    }
    if (text[start] === '"') quoteFenced = true;
    start = run;
  }
  for (;;) {
    while (end > start && isSpace(text[end - 1])) end--;
    let run = end;
    while (run > start && FENCE_CHARS.has(text[end - 1]!) && text[run - 1] === text[end - 1]) run--;
    // three fence characters, or two making a line of their own ("--" under the data)
    if (end - run < 3 && !(end - run === 2 && text[run - 1] === '\n')) break;
    // A closing `"""` whose opening is inside the data (a docstring) is the data's own.
    if (text[end - 1] === '"' && !quoteFenced && text.lastIndexOf('"""', run - 1) >= start) break;
    end = run;
  }
  return text.slice(start, end);
}

/**
 * A paragraph addressed to the judge, not part of the data: "Think step by step.", "Return your
 * answer as JSON…", "Is the first response better than the second?". Read at a paragraph's start.
 */
export const TO_THE_JUDGE =
  /^(?:(?:first(?:ly)?|then|next|finally|lastly),?[ \t]+|\**important\**[ \t]*:\**[ \t]*(?=your (?:response|answer|reply|output|verdict)|you (?:must|should)|(?:respond|answer|reply|output)\b))?(?:think\b|let'?s think|analy[sz]e (?:if|whether)\b|strictly (?:follow|adhere|use|output|respond|answer|return)\b|(?:ensure|make sure) (?:that )?(?:your (?:response|answer|output|reply|verdict)|(?:a |the )?valid json|you (?:respond|answer|output|return))\b|at the end,? (?:output|write|give|provide|return|print|state)\b|(?:is|are|does|do) (?:answer|response|output|reply|submission)s? (?:[12ab]|one|two)\b|please\b|return\b|respond\b|(?:end|conclude|finish|close) (?:your|the|with|by)\b|(?:explain|justify) (?:your|the|why|briefly)\b|output (?:only|the|your|a|just|exactly)\b|provide\b|produce\b|answer (?:with|only|the|in|using|by|yes|y\b)|reply (?:with|only|in|using|["'“])|give (?:your|a|the)\b|write (?:your|a|the|out)\b|rate\b|score\b|grade\b|evaluate\b|compare\b|determine\b|(?:classify|categori[sz]e) (?:the|this|each|these|both)\b|review (?:the|this|each|both)\b|critique (?:the|this)\b|assess (?:the|this|whether|if)\b|judge (?:the|this|whether|if)\b|now\b|only\b|do not\b|don'?t\b|it is (?:crucial|important|essential)|you (?:only |just |also )?(?:must|should|will|are|need)\b|your (?:response|answer|task|job|evaluation|output|reply|verdict|score|explanation|judg(?:e)?ment|grade|rating)\b|remember\b|note:|format\b|use the\b|based on (?:the|this)\b|begin\b|reasons? (?:amount|should|must)|additional information used|parameters:|\**example|is the (?:first|second|output|response|answer|submission|text|claim|summary|sentence|statement|document|passage|reply|message|model(?:'s)? (?:response|output|answer))\b|does the (?:[\w'-]+ ){0,2}(?:output|response|answer|submission|text|claim|summary|reply|translation|completion|prediction)|are the (?:output|response|answer|statements)|which (?:response|answer|assistant|text|output)\b|\(a\)|first,|then,|for the (?:given|provided) (?:task|data|input|example|question|response|answer|conversation|text)s?\b|for the (?:above|preceding)\b|(?:wrap|put|enclose|place|assign|give) (?:your|the|a|an) (?:final |overall |letter )?(?:verdict|answer|grade|score|rating|label|judg(?:e)?ment|decision|choice|selection|pick|analysis|reasoning)\b|(?:reply|answer|respond)[ \t]+(?:with[ \t]+)?(?:either[ \t]+)?[A-Z0-9](?:[ \t]*,[ \t]*[A-Z0-9]){0,4}[ \t]*,?[ \t]+or[ \t]+[A-Z0-9]\b|(?:finally,? )?if (?:there (?:is|are)|the|any|all|it|you|both|neither|none)\b[^\n]{0,200}?,[ \t]*(?:then[ \t]+)?(?:output|answer|respond|reply|return|say|print|write)\b|(?:given|considering|using|with|from|in light of) (?:the |this |these |both |all )?(?:[\w'’-]+,? (?:and |or )?){0,8}?(?:above|preceding|foregoing)\b|verify (?:if|whether|that)\b|check (?:if|whether|that)\b|carefully (?:read|examine|evaluate|assess|review|consider)\b|before (?:answering|you answer)\b|(?:select|choose|pick) (?:one|the|a|an|from|between)\b|then (?:print|write|output|answer|respond|give|provide|return)\b|print (?:only|the|your|a|just)\b|after (?:providing|that)|final verdict|here (?:is|are) the|the (?:output|answer|response|evaluation|assessment|verdict|reply|rating|judg(?:e)?ment) (?:format|should|must)|(?:您|你)的(?:判断|回答|评估|评分|输出|答案|任务)|只(?:需|要)?(?:回答|输出|回复|给出)|(?:bewerte|beurteile|bewerten sie|beurteilen sie|gib|geben sie|antworte|antworten sie|ist die antwort|évaluez|évalue|répondez|réponds|indiquez|la réponse est-elle|le résumé est-il|evalúa|evalúe|responde|responda|indica|¿es (?:la respuesta|correcta)|valuta|rispondi|indica|la risposta è|avalie|avalia|responda|оцени|оцените|ответь|ответьте|svara|bedöm|beoordeel|geef|antwoord (?:alleen|enkel|met)|berikan|jawab(?:lah)?|evaluasi|değerlendir|cevap ver|yanıtla)\b|(?:trả lời|đánh giá|chỉ trả về|hãy|оціни|оцініть|відповідай|відповідайте|αξιολόγησε|αξιολογήστε|απάντησε|απαντήστε|กรุณา|โปรด)(?=[\s:,.]|$)|(?:现在|接下来|最后|下面)?[，,]?请(?:根据|判断|评估|给出|输出|回答|按照|你根据)|以下(?:是|为)?(?:评分|评估|输出)|注意[:：]|출력|평가(?:해|를|는)|(?:\[\[)[^\]\n]{1,60}(?:\]\]))/i;

/**
 * A paragraph opening with a verb that tells the judge what to give back, in Polish, Czech, German, French, Spanish,
 * Italian or Portuguese ("Podaj numer dokumentu…", "Antworte nur mit…", "Répondez par…"), or naming the two sides
 * to output ("Output Passage A or Passage B.").
 */
const TO_THE_JUDGE_INTL = /^(?:(?:podaj|zwróć|odpowiedz|oceń|wybierz|nie dodawaj|uveďte|vraťte|odpovězte|napište|ohodnoťte|antworte|antworten sie|bewerte|gib|geben sie|réponds|répondez|donne[zs]?|indique[zs]?|évalue[zs]?|responde|devuelve|evalúa|rispondi|restituisci|valuta|responda|retorne|avalie)(?![\p{L}])|output[ \t]+[A-Z][a-z]{1,15}[ \t]+[A-Z1-9][ \t]+or[ \t]+[A-Z][a-z]{1,15}[ \t]+[A-Z1-9]\b)/iu;

/**
 * A paragraph that ends by asking for the answer in Japanese, Chinese, Korean, Arabic, Persian or Hindi ("「肯定」または「否定」で
 * 答えてください。", "请只输出分数。", "أجب بنعم أو لا.", "با بله یا خیر پاسخ دهید.", "हाँ या नहीं में उत्तर दें।").
 */
const ASKS_TO_ANSWER_INTL = /(?:(?:答え|回答し|出力し|判定し|評価し|返し)て(?:ください|下さい)|请(?:只|仅)?(?:回答|输出|判断|给出|返回)[^\n]{0,40}|(?:أجب|أجيبي|أعد|اكتب)[^\n]{0,80}|(?:پاسخ|جواب)[ \t]+(?:دهید|بده)|(?:उत्तर|जवाब)[ \t]+(?:दें|दीजिए|दो)|(?:출력|반환|답변|응답|작성|평가|판단|채점)[ \t]?(?:해[ \t]?주세요|하세요|하십시오|해[ \t]?주십시오))[ \t]*[。.!！।]?[ \t]*$/u;

/** Words that make the data's question the thing judged ("Is this question …?", "classify the query"). */
const ONLY_A_QUESTION_JUDGED = /\b(?:(?:is|does|are|was|can)\s+(?:this|the)\s+(?:the\s+)?(?:question|query|request|prompt)\b[^\n]{0,200}\?|(?:classify|categori[sz]e|label|rate|judge|evaluate|assess)\s+(?:this|the|each)\s+(?:user\s+)?(?:question|query|request|prompt)s?\b)/i;

/** Words that name what a judge gives back ("a binary score 'yes' or 'no'", "your verdict", "a JSON"). */
// (…or an empty pair of tags the answer goes in, "output the response class … in the tag <answer></answer>")
const SCORE_WORDS = /\b(?:json|verdict|score|rating|grade|(?:response|answer|output) class)\b|'yes' or 'no'|"yes" or "no"|<([a-z_]{1,30})>[ \t]{0,2}<\/\1>/i;

/** Words an instruction about the reply's form uses ("Return JSON…", "your verdict…", "score from 1 to 5"). */
const REPLY_FORM_WORDS = /\b(?:json|format|verdict|scores?|rating|grade|label|respon(?:d|se)|answer|output|reply|return)\b/i;

/** A reply slot's format word, alone: "json", "```json", "JSON:". */
/** A value that is only a placeholder (`<string>`, `<your verdict>`, `[reason]`), or one over more labelled placeholders. */
const PLACEHOLDERS_ONLY = /^(?:<[^<>\n]{1,40}>|\[[^[\]\n]{1,40}\])(?:\n[ \t]{0,8}\p{L}[\p{L}\p{N} _-]{0,30}[ \t]{0,2}:[ \t]{0,2}(?:<[^<>\n]{1,60}>|\[[^[\]\n]{1,60}\])[ \t]*){0,6}$/u;
/** The next line is another labelled placeholder of the same layout ("reason: <string>"). */
const SHOWN_SLOT_NEXT = /^[ \t]*\n[ \t]{0,8}\p{L}[\p{L}\p{N} _-]{0,30}[ \t]{0,2}:[ \t]{0,2}(?:<[^<>\n]{1,60}>|\[[^[\]\n]{1,60}\])[ \t]*(?:\n|$)/u;
const REPLY_FORMAT_ONLY = /^`{0,3}[ \t]{0,4}(?:json|yaml|xml|markdown|text)[ \t]{0,4}:?[ \t]{0,4}(?:\r?\n[ \t]{0,4}`{0,3})?$/i;

/** Labels that name a text without saying whose: the output only when the template labels no other. */
const GENERIC_OUTPUT = /^(?:text|sentence)$/;

/** The closing instruction that says how to answer ("Return the output in a JSON format with the keys…"). */
const ANSWER_INSTRUCTION =
  /^(?:return|respond|output (?:only|the|your|a|just)|provide|give (?:your|a|the)|answer (?:with|only|in|using))\b[^\n]{0,200}?\b(?:json|format|score|verdict|grade|rating|label|keys?)\b/i;

/** A sentence that sets the judge's task ("then determine whether they are supported…"). */
const TELLS_THE_JUDGE = /\b(?:then\s+)?(?:determine|decide|judge|evaluate|assess|classify)\s+(?:whether|if)\b/i;
/** Words about the judge's answer: an instruction, not a user's question. */
const ANSWER_WORDS = /\b(?:verdicts?|explanation|(?:answer|output|response) format|in the given format|label (?:it|each|the))\b/i;

/** Words a template's own headings name (what to judge and how), not those of an answer's sections. */
const TEMPLATE_WORDS =
  /\b(?:evaluat\w*|principles?|rules?|guidelines?|criteri(?:on|a)|instructions?|rubrics?|scor(?:e|es|ing)|ratings?|format|tasks?|notes?|definitions?|examples?|requirements?|steps?|judg(?:e|ment|ing)|assessment|verdict|refusals?|compliance|grading|policy|policies)\b|형식|평가|채점|기준|지침|규칙|格式|评分|评估|评价|要求|规则|評価|採点|形式|出力/i;

/** A markdown heading of the template's own ("# Tasks", "## Output format") after the data. */
const TEMPLATE_HEADING = /^#{1,6}[ \t]{0,4}(?:tasks?|instructions?|output(?: format)?|(?:answer |response )?format|evaluation|steps|rubric|scor(?:e|es|ing)|ratings?|guidelines|notes|examples?|your (?:task|job)|final instruction|tie(?: option)?|options?)\b/i;

/** The template's own section named on a line of its own after the data, without Markdown ("Scoring Guidelines:"). */
// (…or one word of the judge's alone on its line, what follows under it: "Rules:\n- If the model's response …")
const TEMPLATE_LABEL_LINE = /^(?:(?:scoring|grading|evaluation|rating|judging|assessment)[ \t]+(?:guidelines?|rubrics?|criteria|instructions?|scale|steps|rules)[ \t]*:|(?:rules|guidelines|instructions|criteria|rubric|grading|scoring)[ \t]*:[ \t]*\n)/i;
/** A closing request to the judge in Chinese, Japanese or Korean: "请评审。", "評価してください。", "평가해 주세요." */
const TO_THE_JUDGE_CJK = /^(?:请|請)(?:评审|评价|评估|打分|判断|评分|审阅|審查|評價|評估|評分|判斷)|^(?:評価|採点|判定|審査)して(?:ください|下さい)|^(?:평가|채점|판단|심사)(?:해 ?주세요|하세요|해 ?주십시오|하십시오)/u;
/**
 * …in Korean, Chinese or Japanese: the rubric's line ("평가 기준:", "评分标准：", "評価基準：") or the reply's form ("응답 형식:", "JSON
 * 형식으로 응답:", "输出格式：", "出力形式：").
 */
const TEMPLATE_LABEL_LINE_CJK = /^(?:(?:평가|채점)[ \t]?(?:기준|지침|루브릭)|(?:응답|출력|답변)[ \t]?형식|json[ \t]?형식으로[ \t]?(?:응답|답변|출력)|(?:评分|评估|评价|打分)(?:标准|细则|规则)|(?:输出|回答|回复)格式|評価(?:基準|規準)|(?:出力|回答)(?:形式|フォーマット))[ \t]*[:：]/iu;

/**
 * The answer's format named on a line of its own after the data, bold or plain ("**Output format:**", "Response format:",
 * "OUTPUT FORMAT (must follow exactly)").
 */
// (…or followed on its line by the format itself, after a colon: "ANTWORTFORMAT (JSON, nothing else): {"score": …}", in
// German, Spanish, French, Italian and Portuguese too)
const FORMAT_LABEL_LINE = /^(?:\*\*|__)?[ \t]{0,2}(?:(?:expected[ \t]+|required[ \t]+)?(?:output|response|answer|reply|result|return)[ \t]+format|antwort[ \t-]?format|ausgabe[ \t-]?format|formato[ \t]+(?:de[ \t]+(?:la[ \t]+)?respuesta|de[ \t]+salida|della[ \t]+risposta|di[ \t]+output|de[ \t]+resposta|de[ \t]+sa[íi]da)|format[ \t]+de[ \t]+(?:la[ \t]+)?(?:r[ée]ponse|sortie))(?:[ \t]{1,2}\([^()\n]{1,60}\))?[ \t]{0,2}(?:\*\*|__)?[ \t]{0,2}(?::[ \t]{0,2}(?:\*\*|__)?[ \t]*(?:\n|$|(?=\S))|(?:\*\*|__)?[ \t]*(?:\n|$))/i;

/** A quality the template defines after the data ("Accuracy measures whether the response is factually correct…"). */
const DIMENSION_DEFINED = /^[A-Z][A-Za-z-]{2,30}(?: [A-Za-z-]{2,30})? (?:measures|evaluates|assesses) (?:whether|how well|how much|the (?:degree|extent))\b[^\n]{0,160}?\b(?:response|answer|output|reply|summary|completion)\b/;

/** A line that only closes a section by name: "<|The End of …|>", "[The End of …]", "<End of Content>", "<|…の終了|>", "[… 끝]". */
const END_MARK_LINE = /\n[ \t]*(?:<\|[ \t]*the end of\b[^|\n]{0,80}\|>|\[[ \t]*the end of\b[^\]\n]{0,80}\]|<[ \t]*(?:the[ \t]+)?end of\b[^<>\n]{0,80}>|<\|[^|\n]{1,40}(?:終了|结束|끝)\|>|\[[^\]\n]{1,40}(?:終了|结束|끝)\])[ \t]*(?=\n|$)/i;

/** A paragraph that shows the answer's object with slots for its values: `{"relevance": <1-5>, "comment": "<…>"}`. */
const ANSWER_OBJECT = /^\{[ \t]{0,4}\r?\n?[ \t]{0,8}["'][^"'\n]{1,40}["'][ \t]{0,4}:[ \t]{0,4}(?:<[^<>\n]{1,40}>|\[[^\[\]\n]{1,40}\]|"<[^"\n]{1,40}>")/;

/** Where a paragraph starts: after a blank line or a fence line (`---`, `***`). */
const PARAGRAPH_BREAK = /\n[ \t]*(?:[-*=_#]{3,}[ \t]*)?\n|\n[ \t]*[-*=_]{3,}[ \t]*(?=\n|$)/g;

/**
 * The section without the trailing paragraphs addressed to the judge ("Think step by step.") that
 * open sections with no closing mark run into. The first paragraph always stays: it is the data.
 */
function withoutTrailingInstruction(content: string): string {
  // "<|The End of Assistant A's Conversation with User|>" on its own line closes whatever section it stands in
  const endMark = END_MARK_LINE.exec(content);
  if (endMark && endMark.index > 0) content = content.slice(0, endMark.index);
  let cut = -1;
  for (const m of content.matchAll(PARAGRAPH_BREAK)) {
    const next = content.slice(m.index + m[0].length, m.index + m[0].length + 200).trimStart();
    // (a heading's marks glued to the words they head, "##Provide a JSON response:", "**Respond in the following JSON
    // format:**", head those words)
    if (next === '' || TO_THE_JUDGE.test(next) || TO_THE_JUDGE_INTL.test(next) || TO_THE_JUDGE.test(next.replace(/^(?:#{1,6}|\*\*|__)(?=[A-Za-z])/, '')) || ASKS_TO_ANSWER_INTL.test(next.split(/\n[ \t]*\n/)[0]!.slice(0, 200)) || TEMPLATE_HEADING.test(next) || TEMPLATE_LABEL_LINE.test(next) || TEMPLATE_LABEL_LINE_CJK.test(next) || TO_THE_JUDGE_CJK.test(next) || FORMAT_LABEL_LINE.test(next) || DIMENSION_DEFINED.test(next) || ANSWER_OBJECT.test(next)) {
      cut = m.index;
      break;
    }
  }
  let kept = cut < 0 ? content : content.slice(0, cut);
  // A closing ``` line with no opening one in the section: the data sat in a fenced block that ends here.
  const fence = /\n[ \t]*`{3,}[ \t]*(?=\n|$)/.exec(kept);
  if (fence && !kept.slice(0, fence.index).includes('```')) kept = kept.slice(0, fence.index);
  // A line that can only be the template speaking to the judge ("Begin your evaluation by…") ends the data even without a blank line.
  const judgeLine = JUDGE_LINE.exec(kept);
  if (judgeLine && judgeLine.index > 0) kept = kept.slice(0, judgeLine.index);
  // …and so does a question on the line right after the data that says how to answer it ("Does Answer 1 entail
  // Answer 2? Respond with …"); after a blank line the paragraphs above have read it already
  const asked = QUESTION_THEN_ANSWER.exec(kept);
  if (asked && asked.index > 0) kept = kept.slice(0, asked.index);
  // …and so does a line that tells the judge what to give in the reply's words ("Give a binary score 'yes' or 'no' …").
  const telling = /\n[ \t]*(?=\S)([^\n]{0,300})/g;
  for (let m = telling.exec(kept); m; m = telling.exec(kept)) {
    if (TO_THE_JUDGE.test(m[1]!) && SCORE_WORDS.test(m[1]!)) {
      kept = kept.slice(0, m.index);
      break;
    }
  }
  // …and so does a condition the judge grades by on the next line ("If the document contains keyword(s) related to the
  // user question, grade it as relevant."), however the lines are indented
  const condition = CONDITION_TO_THE_JUDGE.exec(kept);
  if (condition && condition.index > 0) kept = kept.slice(0, condition.index).trimEnd();
  // The slot for the judge's answer on its own last line ("DECISION:", "CompareGPT response:"): a bare label, not data.
  const slotBreak = kept.trimEnd().lastIndexOf('\n');
  const slotLine = slotBreak > 0 ? kept.slice(slotBreak + 1).trim() : '';
  if (HEADING_ONLY.test(slotLine) || ANSWER_SLOT_LINE.test(slotLine) || FILLED_SLOT_LINE.test(slotLine) || ATTACHED_MEDIA_LINE.test(slotLine)) kept = kept.slice(0, slotBreak).trimEnd();
  // A closing question to the judge on its own last line ("Does the submission meet the criterion?"), one
  // that asks for yes or no in any language ("这个回答是否安全？Yes or No"), or a lone role marker the
  // template wraps its turns in ("<END_OF_USER>").
  const lastBreak = kept.lastIndexOf('\n');
  const lastLine = lastBreak > 0 ? kept.slice(lastBreak + 1) : '';
  if (lastBreak > 0 && (JUDGE_QUESTION.test(lastLine) || ANSWER_LINE.test(lastLine) || YES_OR_NO_QUESTION.test(lastLine) || ROLE_MARKER_LINE.test(lastLine))) return kept.slice(0, lastBreak).trimEnd();
  return kept;
}

/** A line that states when to give a verdict: "If the answer …, grade it as relevant", "If the response …, respond with 'yes'". */
const CONDITION_TO_THE_JUDGE =
  /\n[ \t]*if (?:the |this |that |a |any )?(?:content of (?:the )?)?(?:retrieved |given |provided |generated |llm )?(?:docs?|documents?|answers?|responses?|outputs?|generations?|contexts?|submissions?|repl(?:y|ies)|summar(?:y|ies)|texts?|passages?|facts?)\b[^\n]{0,200}?,[ \t]*(?:then[ \t]+)?(?:grade|score|rate|mark|label|classify|answer|respond|reply|return|output|consider)[ \t]+(?:it|them|this|the|as|with|yes|no|["'“])/i;

/** A question closed by the answers it takes: "Is the response safe? Yes or No", "这个回答是否安全？Yes or No". */
const YES_OR_NO_QUESTION = /^[^\n]{1,200}[?？][ \t]{0,4}[(\[]?(?:yes|no)[ \t]{0,2}(?:or|\/)[ \t]{0,2}(?:yes|no)[)\]]?[.?]?[ \t]*$/i;
/** A lone tag on its line that marks a turn, not data: `<END_OF_USER>`, `<|im_end|>`. */
const ROLE_MARKER_LINE = /^[ \t]*<\|?\/?(?:(?:START|END|BEGIN)_OF_[A-Z_]{2,30}|(?:start|end|begin)_of_[a-z_]{2,30}|im_(?:start|end)|eot_id|end_of_turn|s)\|?>[ \t]*$/;

/** A last line that only says how to answer ("Answer Yes or No.", "Respond with a single letter."). */
const ANSWER_LINE = /^[ \t]*(?:answer|respond|reply|output|return|print|conclude)\b[^\n]{0,80}?\b(?:yes|no|json|score|verdict|grade|rating|label|letter|number|one word|true|false|correct|incorrect|y(?:\s+or\s+|\/)n)\b[^\n]{0,60}$/i;

const JUDGE_LINE =
  /\n[ \t]*(?:(?:如果|若|假如)(?:你|您)(?:认为|觉得)[^\n]{0,60}(?:更好|更优|输出|回答|选择)|begin your (?:evaluation|assessment|review)|after providing your (?:explanation|evaluation)|(?:split|break|divide) (?:this|the) (?:problem|task|question|evaluation) into\b|please act as an? (?:impartial|fair|expert)|(?:answer|respond|reply|output|return|say)(?: with)?[ \t]+["'“‘]?[A-Za-z0-9_-]{1,20}["'”’]?[ \t]+if\b[^\n]{1,160}?(?:,|;)[ \t]*(?:and |or )?["'“‘]?[A-Za-z0-9_-]{1,20}["'”’]?[ \t]+(?:if|otherwise)\b|(?:now,? |please |finally,? )?(?:decide|determine|judge|assess|evaluate) (?:whether|if) the (?:answer|response|output|reply|summary|submission|completion|translation)\b[^\n]{0,200}?\b(?:score|rating|grade|verdict|yes|no|true|false|pass|fail)\b|you (?:must|should) (?:only )?(?:rate|output|respond|return|answer)\b|you (?:need|have) to (?:judge|decide|determine|evaluate|assess|rate|score|check|classify)\b|please (?:note|notice) (?:that )?(?:the|this) (?:response|answer|output|submission|completion|reply|summary|translation)s? (?:may|might|must|should|can|is|are|needs?)\b|(?:respond|reply|answer) (?:only )?in (?:json|the following format|this format)\b|(?:the following (?:is|are)|here (?:is|are)|below (?:is|are)) (?:the|a|an)\b[^\n]{0,60}(?=\s*$))/i;

const QUESTION_THEN_ANSWER = /(?<=[^\s])[ \t]*\n[ \t]*(?:does|do|is|are|did|was|were|can|should)\b[^\n?]{1,200}\?[ \t]{0,4}(?:please[ \t]+)?(?:respond|answer|reply|output|return|say|provide|give)\b/i;

/** A bare label on the data's last line, as a Markdown heading too ("## Preferred Output:"). */
const HEADING_ONLY = /^(?:#{1,4}[ \t]{0,2})?[A-Z][A-Za-z0-9 _'-]{0,40}:$/;

/** The label of media sent beside the text on the last line ("3 screenshots at the end:", "Images below:"): none of the data. */
const ATTACHED_MEDIA_LINE = /^(?:\d{1,3}[ \t]{1,2}|(?:the|some|these)[ \t]{1,2})?(?:screenshots?|images?|pictures?|photos?|frames?|attachments?)\b[^\n:]{0,40}:$/i;
/** A short last line that ends in the slot for the judge's answer ("1 screenshots at the end: Your verdict:"). */
const ANSWER_SLOT_LINE = /^[^\n]{0,60}\b(?:your|final) (?:verdict|grade|score|rating|evaluation|decision|judg(?:e)?ment|answer)[ \t]{0,4}:$|^(?:correct|incorrect|verdict|grade|score|rating|label|judg(?:e)?ment|decision|assessment|evaluation)[ \t]{0,4}:$/i;

/** The verdict's label with its slot shown after it on the data's last line ("Final Judgment: \\boxed{A/B/C}", "Verdict: [[verdict]]"). */
const FILLED_SLOT_LINE = /^(?:(?:final|overall|your)[ \t]{1,2})?(?:verdict|grade|score|rating|judg(?:e)?ment|decision|assessment|evaluation)[ \t]{0,4}:[ \t]{0,4}(?:\\boxed\{[^{}\n]{1,30}\}|\[\[[^\]\n]{1,30}\]\]|<[^<>\n]{1,40}>)(?:[ \t]{1,3}[-–][ \t]{0,3}<[^<>\n]{1,60}>)?[ \t]*$/i;

const JUDGE_QUESTION =
  /^[ \t]{0,8}#{0,6}[ \t]{0,4}which (?:one )?is (?:better|best|more [a-z]+)\b[^\n]{0,300}$|^\s*(?:did|does|do|is|was|has)\s+the\s+(?:model|assistant|system|ai|chatbot|agent)\s+(?:give|gave|provide|answer|respond|reply|make|get|produce|follow|refuse)\b[^\n?]{0,200}\?[^\n]{0,200}$|^\s*(?:is|does|do|are|did|was|which|should|would|can)\s+(?:the|this|it|each|that)\s+(?:the\s+)?(?:first\s+|second\s+|model(?:'s)?\s+|assistant(?:'s)?\s+|ai\s+|generated\s+|candidate\s+)?(?:submission|response|output|answer|text|claim|summary|statement|reply|completion|assistant|message|bot message|content|question|query)\b[^\n?]{0,200}\?[^\n]{0,200}$/i;

/** A section holding a JSON object of labelled values (Ragas: `input: {"user_input": …}`). */
function jsonParts(content: string): Partial<Record<TemplatePart, string>> | null {
  if (!content.startsWith('{') || !content.endsWith('}') || content.length > 200_000) return null;
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return looseJsonParts(content);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  return value as Record<string, unknown> as never;
}

/** A key of an object written as JSON, at the object's start or after a comma. */
const JSON_KEY = /(?:^\{|,)\s{0,8}"([A-Za-z_][A-Za-z0-9_ -]{0,40})"\s{0,8}:\s{0,8}/g;

/**
 * An object written like JSON but with its values pasted in unquoted (Haystack fills
 * `{"questions": {question}, "contexts": …}` that way): each value runs to the next key; a value
 * that is a JSON string is read as one. Two keys at least, so a sentence is never read as one.
 */
function looseJsonParts(content: string): Partial<Record<TemplatePart, string>> | null {
  const keys = [...content.matchAll(JSON_KEY)].slice(0, 64);
  if (keys.length < 2) return null;
  const out: Record<string, string> = Object.create(null);
  keys.forEach((key, i) => {
    const from = key.index + key[0].length;
    const to = i + 1 < keys.length ? keys[i + 1]!.index : content.length - 1;
    let value = content.slice(from, to).trim();
    if (/^"[\s\S]*"$/.test(value)) {
      try {
        value = String(JSON.parse(value));
      } catch {
        // not a JSON string after all: read as written
      }
    }
    out[key[1]!] = value;
  });
  return out as never;
}

/** The objects looked at: a template shows a handful (the data, the answer's example). */
const MAX_OBJECTS = 8;

/**
 * Data sent as one JSON object starting a line, its keys naming the parts (`{"expected": …, "actual": …}`
 * after an instruction that names them, "Comparison payload:" then `{"question": …, "submitted_answer": …}`):
 * each labelled value is that part, and the text around the object is the instruction. An object whose
 * keys name no two parts (the answer's example, `{"choice": …, "rationale": …}`) is not data.
 */
function labelledObject(text: string): TemplateRead | null {
  // the next object opening a line at or after `from`
  const opening = (from: number) => {
    const at = text.indexOf('\n{', from);
    return at < 0 ? -1 : at + 1;
  };
  let open = text.startsWith('{') ? 0 : opening(0);
  for (let tries = 0; tries < MAX_OBJECTS && open >= 0; tries++) {
    const close = objectEnd(text, open);
    if (close < 0) return null;
    const at = open;
    open = opening(close);
    const values = jsonParts(text.slice(at, close + 1)) as Record<string, unknown> | null;
    if (!values || labelledParts(values) < 2) continue;
    const parts: TemplateRead['parts'] = {};
    for (const [key, value] of Object.entries(values).slice(0, 64)) {
      const role = readLabel(key).role;
      if (!role || role === 'answer_slot' || role === 'criterion' || typeof value !== 'string' || value.trim() === '') continue;
      parts[role] = value.trim();
    }
    if (!parts.output && !parts.context) continue;
    return { criterion: null, parts, instruction: `${text.slice(0, at)}\n${text.slice(close + 1)}`.trim() };
  }
  return null;
}

/** How many different parts a JSON object's keys label. */
function labelledParts(values: Record<string, unknown>): number {
  return new Set(Object.keys(values).slice(0, 64).map((key) => readLabel(key).role).filter((role) => role !== null && role !== 'answer_slot')).size;
}

/** The label's words as written, so two criterion sections under one label are told apart from two labels. */
function labelKey(text: string, marker: Marker): string {
  return text.slice(marker.start, marker.contentStart).toLowerCase().replace(/[^a-z]+/g, ' ').trim();
}

const JUDGE_DIRECTED = /\b(?:judge|evaluat\w*|assess\w*|grad(?:e|ing)|rate|score|impartial|your (?:evaluation|task|job)|compare the (?:output|response|answer|submission)|(?:against|in) the (?:retrieved |provided |given )?context|check (?:for|whether|if|that)|(?:of|to|in|from) the (?:input|output|response|submission)s?)\b|评估|评价|评判|评分|打分|判分|你的任务|評価|採点|оцени[а-яё]*|судь[яи]|평가|채점/i;

/**
 * Reads the sections of a template, or its table; null when the text has no output or context. `dataFrom`: where the
 * user's message starts when a system prompt that labels the parts was put before it.
 */
export function readTemplate(text: string, dataFrom = 0, sentences = ''): TemplateRead | null {
  // worked examples, then the case judged, ending on the empty slot the examples fill: the examples' sections are not the data
  const fewShotFirst = fewShotBlocks(text);
  if (fewShotFirst) return { criterion: null, parts: fewShotFirst.parts, instruction: fewShotFirst.instruction };
  const sections = readSections(text, dataFrom);
  if (sections) return sections;
  const object = labelledObject(text);
  if (object) return object;
  const table = readTable(text);
  if (table) return { criterion: null, parts: table.parts, instruction: table.instruction.trim() };
  // a dialogue with no label around it, judged on its last assistant turn
  const dialogue = dialogueBlock(text) ?? numberedDialogue(text);
  if (dialogue) return { criterion: null, parts: dialogue.parts, instruction: `${text.slice(0, dialogue.start)}\n${text.slice(dialogue.end)}`.trim() };
  // labels whose words name no part ("Intent:", "Message:"), read by what the template's sentences (and the system prompt's) say of them
  const aliases = labelsNamedInSentences(text, `${sentences}\n${text}`);
  return aliases ? readSections(text, dataFrom, aliases) : null;
}

function readSections(text: string, dataFrom: number, aliases?: LabelAliases): TemplateRead | null {
  const markers = markersIn(text, aliases);
  if (!markers || markers.length === 0) return null;
  const parts: Partial<Record<TemplatePart, string>> = {};
  const covered: [number, number][] = [];
  // open sections read as a part, to find those a later section of the same part replaced
  const openSpans: { start: number; part: TemplatePart; bulleted: boolean }[] = [];
  // the marker each part was last read under
  const readAt: Partial<Record<TemplatePart, Marker>> = {};
  const take = (role: TemplatePart, content: string, from: Marker) => {
    if (content === '') return;
    parts[role] = content; // later sections (the data after few-shot examples) win
    readAt[role] = from;
  };
  // Criterion sections under different labels ("Evaluation Steps", "Rubric") together are the criterion; under the same label, the last (the data after few-shot examples).
  const criteria = new Map<string, string>();
  let lastEnd = -1;
  let headedInput = false;
  let genericOutput: string | undefined;
  let genericLabel = '';
  let instructionAsked = false;
  // An agent's trajectory beside its final result (<agent_trajectory> … <final_result>): the steps are the record the result is judged against.
  const trajectoryOf = (m: Marker) => m.label.role === 'output' && /\btrajector(?:y|ies)\b/.test(labelKey(text, m));
  const trajectoryIsContext = markers.some(trajectoryOf) && markers.some((m) => m.label.role === 'output' && !trajectoryOf(m));
  const contextsCompared = comparedContexts(text, markers);
  // where the prompt's last words end (a heading past them has nothing under it)
  const promptEnd = text.trimEnd().length;
  markers.forEach((marker: Marker, i) => {
    if (marker.start < lastEnd || marker.boundary) return; // a marker inside a section already read (a label quoted in the data)
    if (trajectoryIsContext && trajectoryOf(marker)) marker = { ...marker, label: { ...marker.label, role: 'context' } };
    if (contextsCompared && marker.label.role === 'context') marker = { ...marker, label: { ...marker.label, role: marker.label.side === 1 ? 'output' : 'output_b' } };
    // A Markdown heading naming no part ends a section headed (or scoped) at its level or deeper. An answer under
    // judgement may hold headings of its own: a heading at its own level ends it only when the heading names the
    // template's business ("## Evaluate", "## Key Principle"); a higher one always does.
    const judged = marker.label.role === 'output' || marker.label.role === 'output_b';
    const level = marker.level ?? marker.scope;
    const templates = (m: Marker) => TEMPLATE_WORDS.test(text.slice(m.start, m.contentStart));
    // (…and so does a heading the prompt ends on, nothing under it: "### GERE O FEEDBACK AGORA ###" after the student's answer)
    const closesPrompt = (m: Marker) => m.contentStart >= promptEnd;
    const ends = (m: Marker) =>
      !m.boundary || (m.caps ? marker.caps === true : level !== undefined && (m.level! < level || (m.level === level && (!judged || templates(m) || closesPrompt(m) || (m.colonHeading === true && marker.colonHeading === true)))));
    const next = markers.slice(i + 1).find((m) => m.start >= (marker.close && !marker.softClose ? marker.close.end : marker.contentStart) && ends(m));
    let end = marker.close?.start ?? next?.start ?? text.length;
    if (marker.close && next && next.start < marker.close.start) end = marker.softClose ? next.start : marker.close.start;
    const endData = /\[END DATA\]/i.exec(text.slice(marker.contentStart, end));
    if (endData) end = marker.contentStart + endData.index;
    let content = unfenced(text.slice(marker.contentStart, end));
    if (!marker.close) content = unfenced(withoutTrailingInstruction(content));
    // A value pasted between single backticks (`{answer}`): the value, not its quoting.
    if (content.length > 1 && content.startsWith('`') && content.endsWith('`') && !content.slice(1, -1).includes('`')) content = content.slice(1, -1).trim();
    // …and one pasted between double quotes on its label's line (Bot message: "…") or alone in its tag (<task>\n"…"\n</task>).
    else if (content.length > 1 && /^"[^"\n]*"$/.test(content)) content = content.slice(1, -1).trim();
    // A lead-in that names the part ("Now the listing to judge:") over the data labelled again by that noun
    // ('Listing: "Phone, works."'): the data after its own label.
    if (!marker.close) {
      const again = /^([A-Z][a-z]{2,20})[ \t]{0,2}:[ \t]*(\S[^\n]*)$/.exec(content);
      if (again && new RegExp(`\\b${again[1]!.toLowerCase()}\\b`).test(labelKey(text, marker))) content = again[2]!.replace(/^"([^"\n]*)"$/, '$1').trim();
    }
    // A slot opened for the judge's reply ('Answer: "' at the prompt's end) holds no data: no letter or digit in it.
    if (!marker.close && content.length <= 3 && !/[\p{L}\p{N}]/u.test(content)) content = '';
    // …nor one holding only the format the reply is asked in ("# Response" then "json" or "```json" at the prompt's end).
    if (!marker.close && next === undefined && REPLY_FORMAT_ONLY.test(content)) content = '';
    // An empty section followed by a heading of the template ("Rubric:" then "Test Case:") holds nothing.
    if (!marker.close && HEADING_ONLY.test(content)) content = '';
    const sectionEnd = marker.close && !marker.softClose && !endData ? marker.close.end : marker.contentStart + (content === '' ? 0 : text.slice(marker.contentStart, end).indexOf(content) + content.length);
    const role = marker.label.role;
    if (marker.label.extra) {
      covered.push([marker.start, sectionEnd]); // a third candidate: data, not the template's words
      return;
    }
    if (role === null || role === 'answer_slot') return; // "GRADE:" stays in the instruction: it says the answer's form
    // …and so does a labelled line whose value is only a placeholder, in a layout shown for the reply ("answer: <string>"
    // over "reason: <string>"): a slot, not data
    if (!marker.close && PLACEHOLDERS_ONLY.test(content) && (content.includes('\n') || SHOWN_SLOT_NEXT.test(text.slice(sectionEnd, sectionEnd + 200)))) return;
    // …and so does a tag shown holding only the reply's slot in brackets ("<answer>\n[yes or no]\n</answer>", "<reasoning>\n[your
    // reasoning here]\n</reasoning>"): the layout the reply is asked in
    const bracketSlot = marker.close ? /^\[([^[\]\n]{1,60})\]$/.exec(content) : null;
    if (bracketSlot && (/\b(?:your|here)\b/i.test(bracketSlot[1]!) || optionsIn(bracketSlot[1]!).length >= 2)) return;
    // …and so does a line whose value is only the options to answer with ("Answer: YES / NO (this should be either …)")
    if (!marker.close && !content.includes('\n') && content.length <= 120 && optionsIn(content).length >= 2) return;
    if (marker.close) lastEnd = marker.softClose ? Math.min(marker.close.end, end) : marker.close.end;
    // A JSON object in a section is a bundle of labelled inputs (Ragas' `input: {…}`), unless it is an
    // answer under judgement whose keys are its own (an agent's `{"final_answer": …, "steps": …}`).
    const parsedJson = jsonParts(content);
    const inJson = parsedJson && (role !== 'output' && role !== 'output_b' || labelledParts(parsedJson) >= 2) ? parsedJson : null;
    if (inJson) {
      let found = false;
      for (const [key, value] of Object.entries(inJson).slice(0, 64)) {
        const part = readLabel(key).role;
        if (!part || part === 'answer_slot' || value === null || value === undefined) continue;
        take(part, typeof value === 'string' ? value : JSON.stringify(value, null, 1), marker);
        found = true;
      }
      // Without labelled values it is a JSON answer in a few-shot example, not data; an input or a
      // context that is a JSON object of its own keys ({"city": "Oslo"}) is that part's text.
      if (found) covered.push([marker.start, sectionEnd]);
      if (found || (role !== 'question' && role !== 'context' && role !== 'reference')) return;
    }
    let part: TemplatePart = role;
    if (marker.label.instruction && !JUDGE_DIRECTED.test(content.slice(0, 300))) part = 'question';
    // The template's own opening section that tells the judge what to decide and how to answer
    // ("Prompt: … determine whether they are supported … verdict (Yes/No)") is its instruction, not a question.
    // …and so is an opening "Task: Determine if …" that starts by telling the judge what to decide.
    if (part === 'question' && i === 0 && !marker.close && TELLS_THE_JUDGE.test(content.slice(0, 2000)) && (ANSWER_WORDS.test(content.slice(0, 2000)) || (/^task$/.test(labelKey(text, marker)) && /^(?:please\s+)?(?:determine|decide|judge|evaluate|assess|classify)\s+(?:whether|if)\b/i.test(content)))) return;
    if (marker.label.side === 2 && part === 'question' && parts.question !== undefined) return; // the pair's shared task, twice
    // "Question: Should the message be blocked (Yes or No)?" asks the judge, not the data's question;
    // "Question: Does this response contain the word …?" after the response is what the judge decides.
    if (part === 'question' && !marker.close && JUDGE_QUESTION.test(content)) {
      if (/\byes\b[^?\n]{0,20}\bno\b/i.test(content)) return;
      if (parts.output !== undefined && !content.includes('\n')) part = 'criterion';
    }
    // An open section that only instructs the judge ("*** OUTPUT: Return JSON…") does not replace data read before it,
    // and is no data at all when it is the template's closing slot for the answer.
    // (an answer that opens like an instruction, "Don't click any links…", is still data: the judge's talk names the reply's form)
    if (!marker.close && parts[part] !== undefined && TO_THE_JUDGE.test(content) && REPLY_FORM_WORDS.test(content.slice(0, 2000))) return;
    // "## Model Outputs" over the outputs' own sections ("output": """…"""): a heading over them, not one of them.
    if (!marker.close && marker.heading && next?.label.role === role && next.label.listed) return;
    if (!marker.close && next === undefined && ANSWER_INSTRUCTION.test(content)) return;
    if (marker.heading && part === 'question' && /^input$/.test(labelKey(text, marker)) && !instructionAsked) headedInput = true;
    if (part === 'question' && marker.label.instruction && content !== '') instructionAsked = true;
    if (part === 'criterion') {
      criteria.set(marker.label.instruction ? 'instruction' : labelKey(text, marker), content);
    } else if (part === 'question' && /^inputs?$/.test(labelKey(text, marker)) && instructionAsked) {
      // Alpaca's "### Instruction:" then "### Input:": the input is the context the instruction works on.
      if (content !== '') parts.context = content;
    } else if (part === 'output' && GENERIC_OUTPUT.test(labelKey(text, marker))) {
      // "Text", "Sentence": the output when nothing else is, else the input the output was made from.
      if (content !== '') [genericOutput, genericLabel] = [content, labelKey(text, marker)];
    } else {
      take(part, content, marker);
      if (!marker.close && content !== '') openSpans.push({ start: marker.start, part, bulleted: /^[ \t]{0,8}[-*•][ \t]{1,4}\S/.test(text.slice(text.lastIndexOf('\n', marker.start) + 1, marker.contentStart)) });
    }
    // "Wrap your verdict in <answer></answer> tags": an empty pair of tags named in a sentence is the sentence's words
    if (content === '' && marker.close && /^\s*$/.test(text.slice(marker.contentStart, marker.close.start)) && marker.close.start - marker.contentStart < 4) return;
    covered.push([marker.start, sectionEnd]);
  });
  if (genericOutput !== undefined) {
    // "…determine whether this sentence is a factual statement": the sentence is judged, the response it comes from its context.
    const judgedByName = new RegExp(`\\b(?:whether|if) (?:this|the) ${escapeRegExp(genericLabel)}\\b`, 'i').test(text.slice(0, 20_000));
    if (parts.output === undefined) parts.output = genericOutput;
    else if (judgedByName && parts.context === undefined) [parts.context, parts.output] = [parts.output, genericOutput];
    else if (parts.question === undefined) parts.question = genericOutput;
    else if (parts.context === undefined) parts.context = genericOutput;
  }
  // A template whose one heading section is the input (Opik's G-Eval "*** INPUT:") judges that input.
  if (!parts.output && !parts.context && headedInput && parts.question !== undefined) [parts.output, parts.question] = [parts.question, undefined];
  // A template whose only data is a question ("Question: …" then "Is this question passage dependent?") judges the question itself.
  if (!parts.output && !parts.context && !parts.output_b && !parts.reference && parts.question !== undefined && ONLY_A_QUESTION_JUDGED.test(text.slice(-2000))) [parts.output, parts.question] = [parts.question, undefined];
  if (parts.question === undefined) delete parts.question;
  // A second side read only before the data's one unsided output ("Predicted answer 2:" in a few-shot example) is the example's.
  const [one, two] = [readAt.output, readAt.output_b];
  if (one && two && one.label.side === null && two.start < one.start) delete parts.output_b;
  // A conversation judged on its last turn, with no output section: that turn is the output.
  const conversation = parts.output === undefined && parts.output_b === undefined ? lastTurnJudged(parts.context ?? parts.question ?? '') : null;
  if (conversation) {
    delete parts.context;
    Object.assign(parts, conversation);
  }
  // An output section that is a whole conversation ending on the assistant's turn ("<|The Start of Assistant A's
  // Conversation with User|> ### User: … ### Assistant A: …", MT-Bench's multi-turn layout): that turn is judged,
  // the user's turn before it is the question, earlier turns the context. With two sides, each keeps its last turn.
  const spoken = parts.output !== undefined && parts.question === undefined ? lastTurnJudged(parts.output) : null;
  if (spoken) {
    parts.output = spoken.output;
    parts.question = spoken.question;
    if (spoken.context !== undefined && parts.context === undefined) parts.context = spoken.context;
    const other = parts.output_b !== undefined ? lastTurnJudged(parts.output_b) : null;
    if (other && other.question === spoken.question) parts.output_b = other.output;
  } else if (parts.output !== undefined && parts.question === undefined) {
    // The same conversation read turn by turn as sections ("### Assistant A:" a label of its own): the output is
    // its last turn, and the turns before it are the question and the context.
    const dialogue = dialogueBlock(text)?.parts;
    if (dialogue && dialogue.output.replace(/\s+/g, ' ').trim() === parts.output.replace(/\s+/g, ' ').trim()) {
      parts.question = dialogue.question;
      if (dialogue.context !== undefined && parts.context === undefined) parts.context = dialogue.context;
    }
  }
  if (!parts.output && !parts.context) return null;
  // An input that is a transcript (user, tool calls and results) is the record the output is judged against.
  const transcript = parts.question !== undefined && parts.context === undefined ? transcriptParts(parts.question) : null;
  if (transcript) Object.assign(parts, transcript);
  // A part labelled in the system prompt under an open label that describes it ("Trajectory: This is a sequence of …"),
  // then labelled again with the data in the user message: the user's section is the data, and the words the system's
  // section ran on over (the guidelines, how to answer) are the template's own again.
  // So is a part's label glossed in a bulleted list of the options ("- candidate_a: Candidate A is better.") before the
  // section that holds it ("Candidate A:" and the answer).
  const superseded = new Set(openSpans.filter((s) => (s.start < dataFrom && (readAt[s.part]?.start ?? -1) >= dataFrom) || (s.bulleted && (readAt[s.part]?.start ?? -1) > s.start)).map((s) => s.start));
  let instruction = '';
  let at = 0;
  for (const [start, end] of covered.filter(([start]) => !superseded.has(start)).sort((a, b) => a[0] - b[0])) {
    if (start > at) instruction += `${text.slice(at, start)}\n`;
    at = Math.max(at, end);
  }
  instruction += text.slice(at);
  const { criterion: _none, ...rest } = parts;
  const criterion = [...criteria.values()].filter((c) => c !== '').join('\n\n');
  return { criterion: criterion === '' ? null : criterion, parts: rest, instruction: instruction.replace(/\[(?:BEGIN|END) DATA\]/gi, '').trim() };
}
