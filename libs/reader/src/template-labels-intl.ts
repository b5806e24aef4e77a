/**
 * Section labels written in German, French, Spanish, Italian, Portuguese or Russian ("Aufgabe:", "**Résumé**",
 * "Эталонный ответ:"), read by their words as the English ones are: each is put into the English words that
 * name the same part, and read by the English rules (template-labels.ts). A label that holds none of these
 * words is left as written, so English labels read exactly as before.
 */

/** Words of a label, lower-cased, markup and the closing colon dropped. */
function labelWords(raw: string): string {
  return raw
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\([^)]{0,80}\)/g, ' ')
    .replace(/[*_#`:：]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A pair's side written after the label ("Antwort 1", "Réponse B", "Ответ А"), Cyrillic А/Б included. */
const TRAILING_SIDE = /\s+(1|2|a|b|а|б)$/;
/** A pair's side written before it ("Erste Antwort", "Второе задание"). */
const LEADING_SIDE: [RegExp, '1' | '2'][] = [
  [/^(?:erste[rsn]?|premi(?:er|ère)|primer[oa]?|prim[oa]|первы[йе]|первое|первая) /, '1'],
  [/^(?:zweite[rsn]?|deuxième|second[eoa]?|segund[oa]|втор(?:ой|ое|ая)) /, '2'],
];

/**
 * Each rule: the label's words (without a side) and the English words naming the same part. Order matters:
 * "Referenzantwort" is a reference before "Antwort" is an output.
 */
const RULES: [RegExp, string][] = [
  // the judge's answer slot
  [/^(?:(?:dein|deine|ihr|ihre|votre|ton|ta|tu|su|il tuo|la tua|sua|seu|твой|твоя|ваш|ваша) )?(?:bewertung|urteil|begründung|punktzahl|ergebnis|évaluation|verdict|justification|appréciation|puntuación|evaluación|veredicto|justificación|calificación|valutazione|punteggio|giudizio|verdetto|avaliação|pontuação|veredito|justificativa|оценка|вердикт|обоснование)$/, 'verdict'],
  // criteria
  [/^(?:(?:bewertungs)?kriteri(?:en|um)|bewertungsraster|anforderungen|critères?(?: d'évaluation)?|grille(?: d'évaluation)?|exigences|criterios?(?: de evaluación)?|rúbrica|requisitos|criteri(?: di valutazione)?|critérios?(?: de avaliação)?|критери(?:и|й)(?: оценки)?|требования)$/, 'criteria'],
  // references
  [/^(?:texte de référence|texto de referencia|testo di riferimento|texto de referência|эталонный текст)$/, 'reference text'],
  [/^(?:referenz(?:antwort|lösung)?|musterlösung|musterantwort|(?:korrekte|richtige|erwartete) antwort|référence|réponse (?:de référence|attendue|correcte|idéale|modèle)|bonne réponse|referencia|respuesta (?:de referencia|esperada|correcta|ideal)|riferimento|risposta (?:di riferimento|corretta|attesa)|referência|resposta (?:de referência|esperada|correta)|padrão de respostas?|gabarito|эталон(?:ный ответ)?|правильн(?:ый|ого) ответа?|референс(?:ный ответ)?|ожидаем(?:ый|ого) ответа?|эталонн(?:ый|ого) ответа?)$/, 'reference answer'],
  // context
  [/^(?:kontext|hintergrund(?:informationen)?|quelltext|ausgangstext|contexte|texte source|contexto|texto (?:fuente|original)|contesto|testo (?:sorgente|originale)|texto (?:de origem|original)|контекст|исходный текст|справочная информация)$/, 'context'],
  [/^(?:dokument|documento|документ|dokumentu)$/, 'document'],
  // Dutch, Swedish, Indonesian, Vietnamese, Turkish, Ukrainian, Greek and Thai: the reference, the context, the
  // question, whose answer, the answer and the text, in that order (a reference answer before any answer)
  [/^(?:referentie(?:antwoord)?|verwacht antwoord|juist antwoord|correct antwoord|modelantwoord|facit|förväntat svar|referenssvar|rätt svar|kunci jawaban|jawaban (?:referensi|yang benar|benar|acuan)|đáp án(?: đúng| tham khảo| mẫu| chuẩn)?|câu trả lời (?:tham khảo|đúng|mẫu|chuẩn)|referans (?:cevap|yanıt)|doğru (?:cevap|yanıt)|beklenen (?:cevap|yanıt)|еталонна відповідь|правильна відповідь|очікувана відповідь|απάντηση αναφοράς|σωστή απάντηση|αναμενόμενη απάντηση|คำตอบอ้างอิง|เฉลย|คำตอบที่ถูกต้อง)$/, 'reference answer'],
  // Polish and Czech: the reference, the context, the question, the task, the answer and the text
  [/^(?:(?:odpowiedź|odpowiedz) (?:referencyjna|wzorcowa|poprawna|prawidłowa|oczekiwana)|(?:poprawna|prawidłowa|wzorcowa|oczekiwana) (?:odpowiedź|odpowiedz)|referenční odpověď|správná odpověď|očekávaná odpověď|vzorová odpověď)$/, 'reference answer'],
  [/^(?:kontekst|kontext|kontextu)$/, 'context'],
  [/^(?:pytanie|zapytanie|pytanie użytkownika|otázka|dotaz|otázka uživatele)$/, 'user question'],
  [/^(?:zadanie|polecenie|úloha|úkol|zadání)$/, 'task'],
  [/^(?:(?:faktyczna|rzeczywista|otrzymana|wygenerowana|aktualna) )?(?:odpowiedź|odpowiedz) (?:modelu|asystenta|systemu|studenta|ucznia)$|^(?:(?:skutečná|vygenerovaná|obdržená) )?odpověď (?:modelu|asistenta|systému|studenta)$/, 'model answer'],
  [/^(?:(?:odpowiedź|odpowiedz|wypowiedź) do oceny|odpověď k (?:hodnocení|posouzení))$/, 'model answer'],
  [/^(?:tekst do oceny|text k (?:hodnocení|posouzení))$/, 'text'],
  [/^(?:oczekiwane zachowanie|oczekiwany (?:wynik|rezultat)|očekávané chování|očekávaný výsledek)$/, 'reference answer'],
  [/^(?:werdykt|ocena|wynik|uzasadnienie|verdikt|hodnocení|výsledek|zdůvodnění)$/, 'verdict'],
  [/^(?:odpowiedź|odpowiedz|odpověď)$/, 'answer'],
  [/^(?:streszczenie|shrnutí)$/, 'summary'],
  [/^(?:tłumaczenie|překlad)$/, 'translation'],
  [/^(?:konteks|ngữ cảnh|bối cảnh|tài liệu(?: tham khảo)?|bağlam|πλαίσιο|บริบท|ข้อมูลสนับสนุน|ข้อมูลอ้างอิง)$/, 'context'],
  [/^(?:vraag|fråga|pertanyaan|soal|câu hỏi|soru|питання|запитання|ερώτηση|คำถาม)$/, 'user question'],
  [/^(?:(?:gegenereerd|gegeven) antwoord|antwoord van (?:de )?(?:student|model|assistent|leerling|gebruiker)|svar från (?:modellen|assistenten|studenten|eleven)|jawaban (?:mahasiswa|siswa|model|pengguna)|kode mahasiswa|câu trả lời được sinh ra|câu trả lời (?:của )?(?:mô hình|hệ thống|học sinh|sinh viên|chatbot|trợ lý(?: ảo)?|ai|bot)|model(?:in)? (?:cevabı|yanıtı)|öğrenci(?:nin)? (?:cevabı|yanıtı)|відповідь (?:моделі|студента|асистента)|απάντηση (?:του )?(?:μοντέλου|μαθητή)|คำตอบของ(?:โมเดล|นักเรียน|ระบบ))$/, 'model answer'],
  [/^(?:antwoord|svar|jawaban|câu trả lời|cevap|yanıt|відповідь|απάντηση|คำตอบ)$/, 'answer'],
  [/^(?:tekst|teks|văn bản|metin|κείμενο|ข้อความ)$/, 'text'],
  // (the judge's instructions said to be for it: "Instruções para a IA", "Instructions for the AI"; bare, as in "## Instrucciones:",
  // they may head the whole task, its data and its format, and are left to the other readings)
  [/^(?:instruções|instrucciones|consignes|instructions|anweisungen|istruzioni|инструкции|указания) (?:para|pour|für|per|for|для) (?:a |la |le |l'|die |the |o |el |il )?(?:ia|ai|ki|llm|модели|modelo|modèle|modell|modello|model|assistente|asistente|assistant|avaliador|évaluateur|evaluador|valutatore|evaluator|judge|juiz|juez|juge|giudice)$/, 'instructions'],
  // (…an answer said to be the one given, judged or transcribed, whoever's: "Réponse fournie", "Resposta do modelo a julgar",
  // "Resposta verbal do aluno (transcrita)"; a bare "Resposta" stays the answer)
  [/^(?!(?:réponse|respuesta|risposta|resposta)$)(?:réponse|respuesta|risposta|resposta)(?: (?:verbale?|escrita|écrite|scritta|orale?))?(?: (?:du|de l'|de la|do|da|del|della|dell'|de) ?(?:modèle|modelo|modello|aluno|aluna|alumno|alumna|élève|étudiant|estudante|estudiante|studente|candidat|candidato|assistant|assistente|asistente|système|sistema|ia))?(?: (?:fournie|fornecida|proporcionada|fornita|donnée|dada|data|generada|gerada|générée|generata|obtenue|obtida|obtenida|ottenuta|transcrite|transcrita|trascritta|(?:a|à|da) (?:julgar|évaluer|evaluar|valutare|avaliar|juger)))?$/, 'model answer'],
  // (…a question said to be the one put to someone: "Pergunta original apresentada ao aluno", "Question posée au candidat")
  [/^(?:pergunta|pregunta|question|domanda|questão)(?: originale?| original)?(?: (?:apresentada|posée|planteada|posta|feita|hecha|presentada|formulada|présentée|presentata)(?: (?:ao|à|al|allo|alla|a la|au|aux|a) (?:aluno|aluna|alumno|alumna|élève|étudiant|estudante|estudiante|studente|candidat|candidato|usuário|utilisateur|usuario|utente|modelo|modèle|modello))?)$/, 'user question'],
  // the question or task judged
  [/^(?:(?:benutzer|nutzer)?(?:frage|anfrage)|fragestellung|frage des (?:benutzers|nutzers)|question (?:de l'utilisateur|posée)|requête|demande|pregunta(?: del usuario)?|consulta|domanda(?: dell'utente)?|pergunta(?: do usuário)?|questão|вопроса?(?: (?:пользователя|абитуриента|студента|ученика|клиента|кандидата|участника|покупателя|заявителя|собеседника))?|запрос(?: пользователя)?)$/, 'user question'],
  [/^(?:aufgabe(?:nstellung)?|tâche|consigne|tarea|compito|tarefa|задание|задача)$/, 'task'],
  [/^(?:(?:benutzer|nutzer)?anweisung|instruction de l'utilisateur|instrucción(?: del usuario)?|istruzione|instrução|инструкция пользователя)$/, 'user instruction'],
  // (the judge's own instruction, MT-Bench's "[Instruction]" in its Russian translation: told from a task judged by its content)
  [/^инструкция$/, 'instruction'],
  [/^(?:eingabe|entrée|entrada|ingresso|входные данные|ввод)$/, 'input'],
  // the output judged
  [/^(?:antwort (?:des|der|vom) (?:textgenerators|modells|assistenten|chatbots|systems|ki|studenten|schülers)|modellantwort|generierte antwort|réponse (?:du modèle|de l'assistant|générée|du candidat|de l'ia|du chatbot|de l'étudiant)|respuesta (?:del modelo|del asistente|generada|candidata|de la ia|del estudiante)|risposta (?:del modello|dell'assistente|generata)|resposta (?:do modelo|do assistente|gerada)|(?:(?:фактический|полученный|сгенерированный|реальный|данный|предоставленный|итоговый) )?ответа? (?:модели|ассистента|помощника|бота|системы|ии|чат-бота|студента|ученика|абитуриента|кандидата))$/, 'model answer'],
  // (…"the answer to the question": "Ответ на вопрос", "Réponse à la question", "Antwort auf die Frage")
  [/^(?:antwort|réponse|respuesta|risposta|resposta|ответа?)(?: (?:auf die frage|à la question|a la pregunta|alla domanda|à pergunta|на вопрос))?$/, 'answer'],
  [/^(?:ausgabe|sortie|salida|uscita|saída|вывод)$/, 'output'],
  [/^(?:zusammenfassung|résumé|resumen|riassunto|resumo|краткое содержание|резюме|саммари)$/, 'summary'],
  [/^(?:übersetzung|traduction|traducción|traduzione|tradução|перевод)$/, 'translation'],
  [/^(?:lösung|solución|soluzione|solução|решение задачи)$/, 'solution'],
  [/^(?:texto|testo|текст)$/, 'text'],
  // Arabic, Persian and Hindi: the judge's slot, the reference, the context, the question, the task, whose answer, the
  // answer, the text (a tweet, a sentence, a message), the summary and the translation
  [/^(?:التصنيف|التقييم|الحكم|الدرجة|النتيجة|التبرير|طبقه‌بندی|ارزیابی|امتیاز|نتیجه|داوری|वर्गीकरण|मूल्यांकन|स्कोर|निर्णय|परिणाम)$/, 'verdict'],
  [/^(?:المعايير|معايير التقييم|معیارها|معیارهای ارزیابی|मानदंड|मूल्यांकन मानदंड)$/, 'criteria'],
  [/^(?:(?:الإجابة|الاجابة|الجواب) (?:المرجعية|الصحيحة|النموذجية|المتوقعة)|المرجع|پاسخ (?:مرجع|صحیح|درست|مورد انتظار)|(?:संदर्भ|सही|अपेक्षित) (?:उत्तर|जवाब))$/, 'reference answer'],
  [/^(?:السياق|المستند|المستندات|النص المرجعي|المصدر|زمینه|متن مرجع|اسناد|سند|संदर्भ|प्रसंग|दस्तावेज़)$/, 'context'],
  [/^(?:السؤال|سؤال المستخدم|الاستفسار|سوال|سؤال|پرسش|سوال کاربر|प्रश्न|सवाल|उपयोगकर्ता का प्रश्न)$/, 'user question'],
  [/^(?:المهمة|التعليمات|وظیفه|دستورالعمل|कार्य)$/, 'task'],
  [/^(?:(?:إجابة|اجابة|جواب|رد|استجابة) (?:النموذج|المساعد|الطالب|النظام)|پاسخ (?:مدل|دستیار|دانشجو|سیستم)|(?:मॉडल|सहायक|छात्र) (?:का|की) (?:उत्तर|जवाब|प्रतिक्रिया))$/, 'model answer'],
  [/^(?:الإجابة|الاجابة|الجواب|الرد|الاستجابة|پاسخ|جواب|उत्तर|जवाब|प्रतिक्रिया)$/, 'answer'],
  [/^(?:النص|التغريدة|الجملة|الرسالة|التعليق|متن|جمله|پیام|نظر|पाठ|वाक्य|संदेश|ट्वीट)$/, 'text'],
  [/^(?:الملخص|خلاصه|सारांश)$/, 'summary'],
  [/^(?:الترجمة|ترجمه|अनुवाद)$/, 'translation'],
];

/** An owner named after the part (German and Romance genitives, a Russian genitive noun). */
const OWNER = / (?:des|der|vom|du|de la|de l'|de|del|della|dell'|dello|do|da) (?:studenten|studentin|studierenden|schülers|schülerin|lernenden|tutors|agenten|bots|tuteur|agent|l'agent|bot|système|tutor|tutora|agente|sistema|teilnehmers|teilnehmerin|teilnehmenden|prüflings|bewerbers|nutzers|benutzers|users|modells|assistenten|chatbots|systems|ki|kandidaten|modèle|assistant|l'assistant|étudiant|l'étudiant|élève|l'élève|apprenant|l'apprenant|utilisateur|l'utilisateur|participant|candidat|chatbot|modelo|asistente|estudiante|alumno|alumna|usuario|participante|candidato|modello|assistente|studente|alunno|utente|aluno|usuário|ia)$| (?:модели|ассистента|студента|ученика|пользователя|участника|бота|системы|ии|кандидата)$/;
/** Parts an owner makes the output judged ("Lösung des Studenten": the student's solution). */
const OWNED_PARTS = new Set(['answer', 'output', 'solution', 'summary', 'translation']);

/**
 * The English words of a label written in one of these languages ("Antwort 2" -> "answer 2", "Texte de
 * référence" -> "reference text"), or null when it holds none of their label words.
 */
export function translatedLabel(raw: string): string | null {
  let words = labelWords(raw);
  if (/[\uac00-\ud7a3]/.test(words)) return koreanLabel(words);
  // (Latin, Cyrillic with Ukrainian letters, Greek, Vietnamese, Thai, Arabic, Persian and Devanagari letters)
  if (!/[a-zà-ÿа-яёіїєґ\u0131\u0370-\u03ff\u1ea0-\u1ef9\u0e00-\u0e7f\u0600-\u06ff\u0900-\u097f]/.test(words)) return null;
  let side = '';
  // "Assistent A Antwort", "Antwort von Assistent B": the answer of one side
  const assistant = /^(?:(?:antwort|ausgabe) (?:von |des |vom )?assistent(?:en)? ([ab12])|assistent(?:en)? ([ab12]) (?:antwort|ausgabe))$/.exec(words);
  if (assistant) return `assistant ${assistant[1] ?? assistant[2]} answer`;
  const trailing = TRAILING_SIDE.exec(words);
  if (trailing) {
    side = trailing[1] === 'а' ? 'a' : trailing[1] === 'б' ? 'b' : trailing[1]!;
    words = words.slice(0, trailing.index);
  } else {
    for (const [rule, mark] of LEADING_SIDE) {
      const m = rule.exec(words);
      if (!m) continue;
      side = mark;
      words = words.slice(m[0].length);
      break;
    }
  }
  // (a label of two names between a slash, "Gabarito / pontos-chave esperados": the first that names a part)
  if (words.includes(' / ')) {
    for (const alternative of words.split(' / ')) {
      const named = alternative.trim() === '' ? null : translatedLabel(alternative);
      if (named) return side ? `${named} ${side}` : named;
    }
  }
  // "Lösung des Studenten", "Réponse de l'assistant", "Ответ модели": whose it is, then what it is
  const owned = OWNER.exec(words);
  const what = owned ? words.slice(0, owned.index) : words;
  for (const [rule, english] of RULES) {
    if (!rule.test(what) && !(owned && rule.test(words))) continue;
    const named = owned && !rule.test(words) && OWNED_PARTS.has(english) ? `submitted ${english}` : english;
    return side ? `${named} ${side}` : named;
  }
  return null;
}

/**
 * Korean labels (KoMT-Bench, LogicKor): "어시스턴트 A의 답변" (assistant A's answer), "참조용 답변" (the answer given for
 * reference), "사용자 질문" (the user's question), "에이전트 응답" (the agent's response), "평가 기준" (the evaluation
 * criteria), in the English words naming the same part; null for any other.
 */
function koreanLabel(words: string): string | null {
  const side = /^(?:어시스턴트|assistant|모델|model|ai) ?([ab12])(?:의|의 ?)? ?(?:답변|응답|대답)$/.exec(words);
  if (side) return `assistant ${side[1]} answer`;
  if (/^(?:(?:참조|참고|모범|기준|예시)(?:용)? ?(?:답변|답안|응답)|정답|참조|참고 답변)$/.test(words)) return 'reference answer';
  // (…the answer expected, "기대하는 올바른 답변"; the input prompt, "입력 프롬프트"; the agent's actual answer, "AI 에이전트의 실제 답변")
  if (/^(?:기대(?:하는|되는)|예상(?:되는)?) ?(?:올바른 ?)?(?:답변|정답|응답|출력|결과)$/.test(words)) return 'reference answer';
  if (/^(?:입력 ?(?:프롬프트|질문)?|프롬프트|사용자 ?입력)$/.test(words)) return 'input';
  if (/^(?:(?:ai ?)?(?:에이전트|모델|어시스턴트|챗봇)의? ?)?실제 ?(?:답변|응답|출력)$/.test(words)) return 'model answer';
  if (/^(?:사용자(?:의)? ?)?(?:질문|질의)$/.test(words)) return 'user question';
  if (/^사용자(?:의)? ?입력$|^입력(?: ?설명)?$/.test(words)) return 'user input';
  // (what a system produced and what it should have, named for what they are: "생성된 SQL" / "정답 SQL", "생성된 요약")
  if (/^생성된 ?(?:sql|쿼리|답변|응답|요약|코드|텍스트|문장|번역|결과)$/.test(words)) return 'model answer';
  if (/^(?:정답|기대|예상|모범) ?(?:sql|쿼리|코드|요약|번역|결과)$/.test(words)) return 'reference answer';
  if (/^(?:어시스턴트|모델|ai|챗봇|학생|에이전트|agent|봇)(?:의)? ?(?:답변|응답|대답|답안)$/.test(words)) return 'model answer';
  // (the rubric, "평가 기준" / "채점 기준", and the reply's form, "응답 형식")
  if (/^(?:평가|채점) ?(?:기준|루브릭)$|^루브릭$/.test(words)) return 'evaluation criteria';
  if (/^(?:응답|출력|답변) ?형식$/.test(words)) return 'output format';
  if (/^(?:답변|응답|대답)$/.test(words)) return 'answer';
  if (/^(?:문맥|맥락|컨텍스트|참고 ?자료|(?:참고 |검색된 |관련 )?문서(?: 내용)?|검색 결과)$/.test(words)) return 'context';
  if (/^(?:지시|지시사항|지침)$/.test(words)) return 'instruction';
  return null;
}
