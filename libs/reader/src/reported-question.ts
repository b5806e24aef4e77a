/**
 * Who a question is reported for and the verb that reports it, as an assistant writes for its user: "The user wants to
 * know …", "The recruiter I'm helping wants to know …", "My user is asking …". A regex source, lower case, read with `i`
 * where the text is not lower-cased; the question's own word ("whether", "which", …) follows it.
 */
export const REPORTED_BY = String.raw`(?:(?:the|my|our)[ \t]+(?:user|customer|client|recruiter|manager|team|reviewer|boss|colleague|teacher|editor|moderator|person)(?:[ \t]+(?:i'm|i am|we're|we are)[ \t]+(?:helping|assisting|working[ \t]+(?:for|with)))?|she|he|they)(?:[ \t]+(?:wants|would[ \t]+like|needs|is[ \t]+asking|are[ \t]+asking|asks|asked|wonders|is[ \t]+wondering)|(?:'re|’re|'s|’s)[ \t]+asking|(?:'d|’d)[ \t]+like)[ \t]+(?:(?:me[ \t]+)?to[ \t]+(?:know|check|find[ \t]+out|see|learn)[ \t]+)?`;

/** The word a reported question opens with. */
export const REPORTED_QUESTION_WORD = String.raw`(?:whether|if|which|what|how|who|where|when|why)\b`;

/**
 * The words before a question an assistant reports for someone else (never the writer's own "I need to know"), up to the
 * question's own word: "My user … wants me to
 * confirm whether …", "They're asking whether …", "The recruiter needs to know which …", "Could you tell my user whether
 * …". Bounded, anchored at the start.
 */
export const REPORTING_LEAD = /^[^?\n]{0,200}?\b(?:(?:(?:wants|needs)[ \t]+(?:me[ \t]+)?|(?:would|'d|’d)[ \t]+like[ \t]+(?:me[ \t]+)?)to[ \t]+(?:know|confirm|check|find[ \t]+out|see|verify|learn)|asked[ \t]+me[ \t]+to[ \t]+get[ \t]+(?:a[ \t]+)?(?:second[ \t]+)?opinion[ \t]+on|wants?[ \t]+(?:a[ \t]+)?(?:quick[ \t]+)?(?:call|ruling|decision|second[ \t]+opinion|opinion)[ \t]+on|(?:is|are|'re|’re|'s|’s)[ \t]+asking|asked[ \t]+me[ \t]+to[ \t]+(?:check|work[ \t]+out|find[ \t]+out|figure[ \t]+out|determine|decide|see|confirm|tell[ \t]+(?:her|him|them))|asks|asked(?:[ \t]+me)?|asked[ \t]+me[ \t]+to[ \t]+settle|(?:is|are|'s|’s)[ \t]+asking[ \t]+me|wonders|is[ \t]+wondering|(?<=[;,.—–-][ \t]{1,3})(?:can|could|would)[ \t]+you[ \t]+(?:please[ \t]+)?tell[ \t]+me|(?:can|could|would)[ \t]+you[ \t]+(?:please[ \t]+)?(?:tell|let)[ \t]+(?:my[ \t]+user|them|him|her)(?:[ \t]+know)?)[ \t]+(?=(?:whether|if|which|what|how|who|where|when|why)\b)|^[^?\n]{0,200}?\b(?:(?:quer|querem|quiere|quieren)[ \t]+saber|veut[ \t]+savoir|(?:will|möchte|möchten)[ \t]+wissen,?|vuole[ \t]+sapere|vraagt|vragen|wil[ \t]+weten|willen[ \t]+weten|necesit[oa][ \t]+saber)[ \t]+(?=(?:se|si|ob|of|qual|cuál|quel|quelle|welche[rsnm]?|welke|quale|como|cómo|comment|wie|hoe|come|if|whether)(?![\p{L}]))/iu;
