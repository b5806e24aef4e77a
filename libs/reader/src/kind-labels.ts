/**
 * The labels that only name a plain-words subject's kind ("Headline:", "Ticket #48213:", "Mensaje del cliente:",
 * "通報内容："): set aside in front of the subject, never its content.
 */

/**
 * The kinds of text a label in front of a subject names ("Headline:", "Agent reply:", "Job posting:"): a label
 * whose last word is one of these is the subject's, not its content ("Potato soup: potatoes, onions …" stays).
 * (…said whose or what it is with a preposition, in English or the label's language: "Message from the customer:",
 * "Mensaje del cliente:")
 */
const LATIN_TEXT_KIND =
  /(?:[\p{L}#\p{N}][\p{L}\p{N}'’#-]*[ \t]){0,3}(?:incident|procedure|scene|szene|escena|scène|scena|rx|reference|review|ticket|text|message|comment|e-?mail|mail|tweet|post|answer|response|reply|output|input|sentence|statement|query|request|headline|title|description|posting|essay|transcript|summary|article|snippet|code|log|diff|payload|note|paragraph|document|excerpt|passage|prompt|completion|conversation|chat|dialogue|translation|testimonial|case|copy|report|clause|record|listing|ad|notice|complaint|feedback|letter|solution|submission|resume|résumé|cv|bio|profile|story|poem|caption|proposal|abstract|script|writing|sms|explanation|user|avis|nachricht|mensaje|mensagem|messaggio|commentaire|bewertung|reseña|texte|texto|testo|frase|phrase|satz|correo|courriel|comentario|commento|comentário|kommentar|rezension|recensione|avaliação|q|details|draft|product|item|claim|intro|introduction|conclusion|segment|string|quote|entry|scan|alert|header|sample|page|finding|booking|slip|checklist|memo|observation|readout|log[ \t]?entry|write-?up|statement)(?:[ \t]+#?[\p{N}][\p{N}.:]{0,7}(?<![:.])|[ \t]+(?:from|by|of|for|to|del|de|da|do|di|dal|della|von|vom|des|du)[ \t]+[\p{L}\p{N}'’/_.@ -]{1,30})?[ \t]?(?::|：|→|->)[ \t]*/iu;
/**
 * (…in Chinese, Japanese or Korean, the kind closing the label's run of characters: "通報内容：", "コミットメッセージ:",
 * "기록:", "客户留言：")
 */
const CJK_TEXT_KIND =
  /[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}\p{sc=Hangul}ー]{0,8}(?:内容|本文|文本|記録|记录|기록|メッセージ|메시지|消息|评论|評論|レビュー|리뷰|コメント|댓글|留言|邮件|メール|이메일|文章|テキスト|텍스트|报告|報告|보고서|投稿|게시물|帖子|回答|답변|응답|问题|質問|질문|请求|要望|요청|工单|チケット|티켓|备注|備考|메모|メモ|日志|ログ|로그|描述|説明|설명|对话|対話|대화|記事|기사|新闻|ニュース|뉴스)[ \t]?[:：][ \t]*/u;
export const TEXT_KIND = new RegExp(`^(?:${LATIN_TEXT_KIND.source}|${CJK_TEXT_KIND.source})`, 'iu');
