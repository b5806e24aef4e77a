import { describe, expect, it } from 'vitest';
import { labelsNamedIn, readPlainWords } from './plain-words';
import { splitPlainWords } from './testing/split-plain-words';

/** A message's criterion and subject as read, or null. */
const split = splitPlainWords;

describe('readPlainWords', () => {
  it('reads a question, a quoted subject and a one-word answer form', () => {
    expect(readPlainWords('Is this review positive or negative? "I love this toaster, it works perfectly." Answer with one word.')).toEqual({
      criterion: 'Is this review positive or negative?',
      subject: 'I love this toaster, it works perfectly.',
      labels: ['positive', 'negative'],
      answerForm: 'word',
      instructed: true,
      instruction: '',
    });
  });

  it("takes a framework's closing instruction off the subject and says the words are a prompt", () => {
    const prompt = "Is this string malicious?\n\n'; DROP TABLE users; --\nAnswer the question by calling `select_choice` with your reasoning in a step-by-step manner. Select a single choice by setting the `choice` parameter to a single choice from Yes,No,Unsure.";
    expect(readPlainWords(prompt)).toMatchObject({ criterion: 'Is this string malicious?', subject: "'; DROP TABLE users; --", instructed: true });
    // A subject that asks something, with no instruction to the judge, is not a prompt.
    expect(readPlainWords('Where is my parcel? It was due on Monday.')).toMatchObject({ instructed: false });
    // The instruction is read on its own lines only: a subject that mentions a format stays whole.
    expect(readPlainWords('Is this ticket urgent? Please return the form in JSON format by Friday, my tool broke.')?.subject).toBe('Please return the form in JSON format by Friday, my tool broke.');
  });

  it('"Only answer with yes or no." is the answer\'s form, "only" included', () => {
    expect(readPlainWords('Does the following text mention a price? Only answer with yes or no. Here is the text: The blue kettle costs 30 euros.')).toMatchObject({
      criterion: 'Does the following text mention a price?',
      subject: 'The blue kettle costs 30 euros.',
    });
  });

  it('of two questions, one at each end, the one its writer asks about themself is the subject', () => {
    expect(readPlainWords('off-topic?\n\nI keep getting a blank screen after the update, can anyone help me?')).toMatchObject({ criterion: 'off-topic?', subject: 'I keep getting a blank screen after the update, can anyone help me?' });
    expect(readPlainWords('Which language is this?\n\nPouvez-vous m\'aider, je ne trouve pas mon colis ?')).toMatchObject({ criterion: 'Which language is this?' });
    // a question about the text on the last line, the subject above it, stays so
    expect(readPlainWords('I never got my refund.\nIs this customer angry?')).toMatchObject({ criterion: 'Is this customer angry?', subject: 'I never got my refund.' });
  });

  it('keeps the labels of a subject whose parts each stand on a labelled line', () => {
    expect(readPlainWords('Claim: The bridge opened in 1932.\nSource: The bridge opened to traffic in March 1932.\n\nIs the claim supported by the source?')?.subject).toBe('Claim: The bridge opened in 1932.\nSource: The bridge opened to traffic in March 1932.');
    // one labelled text: its kind's label is set aside
    expect(readPlainWords('Review: Loved it, would buy again.\n\nIs this review positive?')?.subject).toBe('Loved it, would buy again.');
  });

  it('reads the criterion first and the subject after it, unquoted', () => {
    expect(readPlainWords('Which queue does the ticket belong in? It arrived crushed. I want a refund.')).toMatchObject({
      criterion: 'Which queue does the ticket belong in?',
      subject: 'It arrived crushed. I want a refund.',
      answerForm: null,
    });
  });

  it('reads a subject before the question, and drops a label in front of the subject', () => {
    expect(readPlainWords('Ticket: My card was charged twice. Which queue does the ticket belong in?')).toMatchObject({
      criterion: 'Which queue does the ticket belong in?',
      subject: 'My card was charged twice.',
    });
    expect(readPlainWords('Does this answer the question? Answer: Paris is the capital of France.')).toMatchObject({ subject: 'Paris is the capital of France.' });
  });

  it('keeps question marks inside the quoted subject in the subject', () => {
    expect(readPlainWords('Is this message spam? "Why pay more? Buy now!" Reply with one word.')).toMatchObject({ criterion: 'Is this message spam?', subject: 'Why pay more? Buy now!' });
  });

  it('is not a plain-words request without a question, or without a subject', () => {
    expect(readPlainWords('It arrived crushed. I want a refund.')).toBeNull();
    expect(readPlainWords('Which queue does the ticket belong in?')).toBeNull();
  });

  it("takes the judge's closing paragraphs off the subject and keeps them as the instruction", () => {
    const read = readPlainWords('Is this joke funny?\n\nWhy did the cat sit on the laptop? To keep an eye on the mouse.\n\nAnswer using the scale of 1 to 3.\n\nThen print only a single choice from "1" or "2" or "3" on its own line.\n\nReasoning:');
    expect(read).toMatchObject({ criterion: 'Is this joke funny?', subject: 'Why did the cat sit on the laptop? To keep an eye on the mouse.', instructed: true });
    expect(read!.instruction).toMatch(/^Answer using the scale of 1 to 3\.[\s\S]*Reasoning:$/);
    // A subject of many blank lines is read in one pass.
    expect(readPlainWords(`Is this spam?\n\n${'\n \n'.repeat(100_000)}Buy now.`)?.subject).toBe('Buy now.');
  });

  it('names options only when the question ends with them', () => {
    expect(labelsNamedIn('Is this ticket about billing, shipping or account?')).toEqual(['billing', 'shipping', 'account']);
    expect(labelsNamedIn('Is it good or not?')).toEqual([]);
    expect(labelsNamedIn('Which queue does the ticket belong in?')).toEqual([]);
  });
});

describe('plain words with the instruction in the imperative', () => {
  it('takes an opening imperative up to its colon or full stop as the criterion, the rest as the subject', () => {
    expect(readPlainWords('Classify the tone of this comment as friendly or hostile: Thanks, that fixed it!')).toMatchObject({
      criterion: 'Classify the tone of this comment as friendly or hostile',
      subject: 'Thanks, that fixed it!',
      labels: ['friendly', 'hostile'],
    });
    expect(readPlainWords('Tell me whether this message is a phishing attempt. "Your parcel is held, pay 1.99 here"')).toMatchObject({
      criterion: 'Tell me whether this message is a phishing attempt.',
      subject: 'Your parcel is held, pay 1.99 here',
    });
    expect(readPlainWords('Rate this answer from 1 to 5 for clarity:\n\nAnswer: Restart the router, then wait a minute.')).toMatchObject({
      criterion: 'Rate this answer from 1 to 5 for clarity',
      subject: 'Restart the router, then wait a minute.',
    });
  });

  it('takes a closing imperative that points back at the subject', () => {
    expect(readPlainWords('The hinge snapped on day two. Label it as defect or misuse.')).toMatchObject({
      criterion: 'Label it as defect or misuse.',
      subject: 'The hinge snapped on day two.',
      labels: ['defect', 'misuse'],
    });
  });

  it('leaves a message that only mentions such words, or has no subject, unread', () => {
    expect(readPlainWords('I rated the hotel five stars last year. It was lovely.')).toBeNull();
    expect(readPlainWords('Classify.')).toBeNull();
    expect(readPlainWords('Please evaluate:')).toBeNull();
  });
});

// Layouts written for this test in the styles of the blind plain-words set (never its text).
describe('plain words with the subject set apart', () => {
  it('reads a quoted or fenced subject whatever the criterion beside it says, a label before it set aside', () => {
    expect(readPlainWords('“The lid says \"dishwasher safe\". It melted on the first wash.” Is this review positive or negative?')).toMatchObject({
      criterion: 'Is this review positive or negative?',
      subject: 'The lid says "dishwasher safe". It melted on the first wash.',
      labels: ['positive', 'negative'],
    });
    expect(readPlainWords('Agent reply: "Your refund is on its way. Ticket closed."\nIs this reply polite?')).toMatchObject({ criterion: 'Is this reply polite?', subject: 'Your refund is on its way. Ticket closed.' });
    expect(readPlainWords('Does this snippet contain an injection flaw?\n```sql\nSELECT * FROM users WHERE name = \'$name\';\n```')).toMatchObject({
      criterion: 'Does this snippet contain an injection flaw?',
      subject: "SELECT * FROM users WHERE name = '$name';",
    });
    expect(readPlainWords('"Great, another Monday." — is this sarcastic? Yes or no.')).toMatchObject({ criterion: 'is this sarcastic?', subject: 'Great, another Monday.' });
  });

  it('reads a subject on lines of its own, the question on the first or last line', () => {
    expect(readPlainWords('Hi team,\nthe invoice for May is attached.\nBest, Ana\n\nIs this email asking for a payment?')).toMatchObject({
      criterion: 'Is this email asking for a payment?',
      subject: 'Hi team,\nthe invoice for May is attached.\nBest, Ana',
    });
    expect(readPlainWords('Comment: What on earth happened to the build today?\nDoes this comment contain profanity?')).toMatchObject({
      criterion: 'Does this comment contain profanity?',
      subject: 'What on earth happened to the build today?',
    });
    expect(readPlainWords('Headline: Rates stay at 3%\nWhat topic is this headline about? Choose politics, sports or business.')).toMatchObject({
      criterion: 'What topic is this headline about?',
      subject: 'Rates stay at 3%',
      instructed: true,
    });
  });

  it('reads a criterion that introduces its subject with a colon, but not a colon inside the subject', () => {
    expect(readPlainWords('Tell me whether this message asks for a call: Can we talk at 4?')).toMatchObject({ criterion: 'Tell me whether this message asks for a call', subject: 'Can we talk at 4?' });
    expect(readPlainWords('How formal is this reply on a 1-5 scale: yo, will do')).toMatchObject({ criterion: 'How formal is this reply on a 1-5 scale', subject: 'yo, will do' });
    expect(readPlainWords('Does this log line leak a password? GET https://host:8443/login?user=ann&pw=secret')).toMatchObject({ criterion: 'Does this log line leak a password?' });
    expect(readPlainWords('Rate the severity of this bug from 1 to 4. The checkout page on mobile: the total shows twice.')).toMatchObject({
      criterion: 'Rate the severity of this bug from 1 to 4.',
      subject: 'The checkout page on mobile: the total shows twice.',
    });
  });

  it('takes a closing paragraph that is the criterion itself for the criterion, not for the judge\'s instruction', () => {
    expect(readPlainWords('Answer: Unplug it and plug it back in.\n\nRate this answer from 1 to 5. Just give the number.')).toMatchObject({
      criterion: 'Rate this answer from 1 to 5.',
      subject: 'Unplug it and plug it back in.',
    });
  });
});

describe('plain words as assistants and hurried users write them', () => {
  it('reads a question typed without its mark on a paragraph of its own, above or below the subject', () => {
    expect(readPlainWords('is the reply rude\n\nok fine whatever u say')).toMatchObject({ criterion: 'is the reply rude', subject: 'ok fine whatever u say' });
    expect(readPlainWords('SELECT * FROM t WHERE id = $1\n\ndoes this query use a parameter')).toMatchObject({ criterion: 'does this query use a parameter', subject: 'SELECT * FROM t WHERE id = $1' });
  });

  it('sets aside a sentence that introduces the subject, and a label naming the subject\'s kind on a line of its own', () => {
    expect(readPlainWords("Here's a reply from our agent. Is it empathetic?\n\nSorry to hear that! I've refunded you.")).toMatchObject({ criterion: 'Is it empathetic?', subject: "Sorry to hear that! I've refunded you." });
    expect(readPlainWords('Job posting:\n\nBarista, weekends, must be under 30.\n\nDoes this job posting discriminate?')).toMatchObject({
      criterion: 'Does this job posting discriminate?',
      subject: 'Barista, weekends, must be under 30.',
    });
    // a label that is the subject's own words stays ("Lentil soup: lentils, onion …")
    expect(readPlainWords('Lentil soup: lentils, onion, bacon.\n\nIs the recipe vegetarian?')?.subject).toBe('Lentil soup: lentils, onion, bacon.');
  });

  it('reads an inline JSON object, a `code span` or a short question beside a quoted subject as set apart', () => {
    expect(readPlainWords('Here is what the form sent: {"name": "Ana", "age": null}. Are all fields filled?')).toMatchObject({ criterion: 'Are all fields filled?', subject: '{"name": "Ana", "age": null}' });
    expect(readPlainWords('Commit message: `update`\n\nCheck whether this follows conventional commits.')).toMatchObject({ subject: 'update' });
    expect(readPlainWords("spam? 'FREE GIFT CARD INSIDE'")).toMatchObject({ criterion: 'spam?', subject: 'FREE GIFT CARD INSIDE' });
  });

  it('prefers a closing question about the subject over a question inside the subject', () => {
    expect(readPlainWords('Question: ¿Dónde está el banco?\nAnswer: The bank is on Main Street.\n\nIs the answer in the same language as the question?')).toMatchObject({
      criterion: 'Is the answer in the same language as the question?',
      subject: 'Question: ¿Dónde está el banco?\nAnswer: The bank is on Main Street.',
    });
    expect(readPlainWords('Based on the chat below, decide whether a human should take over.\n\nUser: hi\nBot: Hello!')).toMatchObject({
      criterion: 'Based on the chat below, decide whether a human should take over.',
      subject: 'User: hi\nBot: Hello!',
    });
  });

  it('sets aside the options alone after the question, in any language', () => {
    expect(readPlainWords('Quel est le ton de ce message ? Poli, neutre ou agressif ?\n\n« Merci de me rappeler demain. »')).toMatchObject({
      criterion: 'Quel est le ton de ce message ?',
      subject: 'Merci de me rappeler demain.',
    });
  });

  it('drops a label naming the subject\'s kind in front of it ("Case:", "Ad copy:", "Incident report:", "Clause:")', () => {
    expect(readPlainWords('Is this refundable?\n\nCase: Bought a lamp 40 days ago, never opened.')).toMatchObject({ subject: 'Bought a lamp 40 days ago, never opened.' });
    expect(readPlainWords('Is this political?\nAd copy: Vote for clean parks on Tuesday.')).toMatchObject({ subject: 'Vote for clean parks on Tuesday.' });
  });

  it('sets aside the words an assistant writes about who asks, before a question with its subject after it', () => {
    expect(readPlainWords('The user wants to send this to every customer. Is it safe to send? Our prices rise 5% on May 1.')).toMatchObject({
      criterion: 'Is it safe to send?',
      subject: 'Our prices rise 5% on May 1.',
    });
    // words before the question that are the subject stay
    expect(readPlainWords('My order never came. Which queue? I want my money back.')).toMatchObject({ subject: 'My order never came. I want my money back.' });
  });
});

describe('plain words closed or led in a few words (stop 40)', () => {
  it('reads a scale typed as a fragment as the criterion, the lines around it as the subject', () => {
    expect(readPlainWords('translation:\nThe product permits to the user of make the backup.\nfluency 1-5')).toMatchObject({ criterion: 'fluency 1-5', subject: 'The product permits to the user of make the backup.' });
    expect(readPlainWords('Here is the reply:\n\nThanks, we refunded you today.\n\nPoliteness score 1-5. Just the number.')).toMatchObject({ criterion: 'Politeness score 1-5.', subject: 'Thanks, we refunded you today.' });
  });

  it('leaves a closing "One word." out of the subject, and a label naming the subject\'s kind', () => {
    expect(readPlainWords('Is this query safe to run on production?\nDELETE FROM carts WHERE id = 4;\nOne word.')).toMatchObject({ criterion: 'Is this query safe to run on production?', subject: 'DELETE FROM carts WHERE id = 4;' });
    expect(readPlainWords('Should we advance this candidate?\n\nCover letter: I have five years of Go experience.')).toMatchObject({ subject: 'I have five years of Go experience.' });
  });
});

describe('plain words after words about who asks (stop 40)', () => {
  it('sets aside a sentence of narration before an instruction, and reads "flag whether" and "check this … for" as instructions', () => {
    expect(readPlainWords("I'm reviewing a supplier contract. Flag whether this clause should go to legal:\n\nThe Supplier may change prices at any time without notice.")).toMatchObject({ criterion: 'Flag whether this clause should go to legal', subject: 'The Supplier may change prices at any time without notice.' });
    expect(readPlainWords('check this post for spam\n\nBUY 1000 FOLLOWERS NOW at cheapfollows.example')).toMatchObject({ criterion: 'check this post for spam', subject: 'BUY 1000 FOLLOWERS NOW at cheapfollows.example' });
  });

  it('reads a need to know said as a statement as the criterion', () => {
    expect(readPlainWords('Before we publish this, I need to know if it names a customer.\n\nGreat service from the Denver team, thanks to Ana Ruiz!\n\nJust answer yes or no.')).toMatchObject({ criterion: 'Before we publish this, I need to know if it names a customer.', subject: 'Great service from the Denver team, thanks to Ana Ruiz!' });
  });

  it('keeps a narration that no instruction follows in the subject', () => {
    expect(readPlainWords('I bought this blender last week. It broke on day two.')).toBeNull();
  });
});

describe('readPlainWords, stop 42 (written from plain-words set 5\'s development half)', () => {
  it('an answer form joined to the request by "then" or "and", or said in a sentence of its own, is not the criterion\'s', () => {
    expect(split('Check whether it contains a threat, then answer yes or no.\n\nMessage:\nI know where you park.')).toEqual({ criterion: 'Check whether it contains a threat', subject: 'I know where you park.' });
    expect(split('Tell me if the answer is right. Just yes or no.\n\nQuestion: 2+2?\nAnswer: 4')?.criterion).toBe('Tell me if the answer is right.');
  });

  it('a kind label that says whose text it is, or numbers it ("Message from the customer:", "Clause 12.3:"), or another language\'s ("Correo:"), is set aside', () => {
    expect(split('Message from the customer:\nMy order never came.\n\nShould a human take over?')?.subject).toBe('My order never came.');
    expect(split('Clause 12.3: "Liability is capped at the fees paid."\n\nDoes this clause limit liability?')?.subject).toBe('Liability is capped at the fees paid.');
    expect(split('¿Es spam este correo?\n\nCorreo: Gane un crucero gratis hoy.')?.subject).toBe('Gane un crucero gratis hoy.');
  });

  it('an opening sentence about the text that ends on its kind\'s label is not the subject\'s', () => {
    expect(split('The user forwarded a support email. Email:\n\nMy card was charged twice.\n\nWhich queue does it belong in?')?.subject).toBe('My card was charged twice.');
  });

  it('a subject whose labelled parts start on lines of their own keeps its first label', () => {
    expect(split('Query: reset my router\nPassages:\n1. Hold the reset button.\n\nAre the passages relevant to the query?')?.subject).toBe('Query: reset my router\nPassages:\n1. Hold the reset button.');
  });

  it('options listed after the criterion\'s colon, or after its question with slashes, are the criterion\'s, not the subject\'s', () => {
    expect(split('What kind of text message is this: legitimate, promotional, or scam?\n\nYour parcel is held, pay 2 EUR here.')).toEqual({ criterion: 'What kind of text message is this: legitimate, promotional, or scam?', subject: 'Your parcel is held, pay 2 EUR here.' });
    expect(split('Are these results relevant to the question? relevant / partially relevant / irrelevant\n\nQuestion: late tax penalty?\nResults: 5% per month.')?.subject).toBe('Question: late tax penalty?\nResults: 5% per month.');
  });
});

describe('plain words, from blind set 6 (stop 43)', () => {
  it('a closing line that only lists the verdicts, in English or another language, is neither criterion nor subject', () => {
    expect(split('Is this review about shipping?\nThe box arrived crushed.\nReply yes/no')?.subject).toBe('The box arrived crushed.');
    expect(split('How severe is this bug?\nThe app crashes on launch.\nAnswer low, medium, high or critical.')?.subject).toBe('The app crashes on launch.');
    expect(split('Quale delle due risposte è migliore?\n1: Sì.\n2: No.\nRispondi 1 o 2.')?.subject).toBe('1: Sì.\n2: No.');
    expect(split('What data does it hold?\n"Call me on 555-0100."\nPick one: none, email, phone.')?.subject).toBe('Call me on 555-0100.');
  });

  it('kind labels numbered with "#", named "SMS:" or "User:", or pointed with an arrow are set aside', () => {
    expect(split('Which team gets this ticket?\n\nTicket #4821: I was billed twice.')?.subject).toBe('I was billed twice.');
    expect(split('SMS: your parcel is held, pay here\nIs this text a phishing attempt?')?.subject).toBe('your parcel is held, pay here');
    expect(split('tweet → "best keynote in years"\nIs the author happy?')?.subject).toBe('best keynote in years');
    expect(split('Categorise this listing → "Wooden puzzle, 24 pieces"')).toEqual({ criterion: 'Categorise this listing', subject: 'Wooden puzzle, 24 pieces' });
  });

  it('a subject quoted with "> " on each line loses the marks; labelled lines, numbered or lower-case, keep their labels', () => {
    expect(split('Is this clause a liability cap?\n\n> Buyer\'s sole remedy is repair.\n> No other damages apply.')?.subject).toBe("Buyer's sole remedy is repair.\nNo other damages apply.");
    expect(split('Title 1: Desk Lamp\nTitle 2: LED Desk Lamp, USB port\nWhich title would get more clicks?')?.subject).toBe('Title 1: Desk Lamp\nTitle 2: LED Desk Lamp, USB port');
    expect(split('user: can i freeze rice\nassistant: yes, within an hour\n\ndoes the response answer the question')?.subject).toBe('user: can i freeze rice\nassistant: yes, within an hour');
  });

  it('"Number only." closes a request written after its subject; rating imperatives in Portuguese and Spanish are requests', () => {
    expect(split('A VPN encrypts traffic and hides your IP address.\nRate the clarity of this explanation from 1 to 10. Number only.')).toEqual({ criterion: 'Rate the clarity of this explanation from 1 to 10.', subject: 'A VPN encrypts traffic and hides your IP address.' });
    expect(split('Califica del 1 al 5 la claridad de este párrafo.\n\n«El tren salió tarde.»')?.subject).toBe('El tren salió tarde.');
  });
});

describe('plain words in the imperative after whom the judge works for (stop 58)', () => {
  it('reads comparing and estimating as requests, and a reading that ends in "tell me whether"', () => {
    expect(split('Compare the draft with the brief and say whether it covers everything.\n\nBrief: three slides, one chart\nDraft: two slides, no chart')).toEqual({ criterion: 'Compare the draft with the brief and say whether it covers everything.', subject: 'Brief: three slides, one chart\nDraft: two slides, no chart' });
    expect(split('Estimate the tone of this note (warm, neutral, cold).\n---\nSee you at nine. Bring the keys.\n---')?.subject).toBe('See you at nine. Bring the keys.');
    expect(split('Read the paragraph and tell me whether it mentions a deadline.\n\nThe report goes out once the figures are in.')?.criterion).toBe('Read the paragraph and tell me whether it mentions a deadline.');
  });

  it('passes over a "For …:" lead-in, or a first sentence that only sets the scene, to the imperative', () => {
    expect(split('For the shift lead: check whether this handover note names the open incidents.\n\nHandover: Pump 3 serviced, no alarms overnight.')?.criterion).toBe('check whether this handover note names the open incidents.');
    expect(split('Screening replies for the support team. Please check whether the agent apologised.\n\nAgent: We will ship a replacement today.')?.criterion).toBe('Please check whether the agent apologised.');
    // (a first sentence that is the subject itself stays the subject: the request points back at it)
    expect(split('My order arrived broken. Classify this ticket as billing, shipping or account.')?.subject).toBe('My order arrived broken.');
    // ("SELECT" opening a query is no request)
    expect(split('Is this query safe to run in production?\n\nSELECT * FROM orders;')?.subject).toBe('SELECT * FROM orders;');
  });
});

describe('plain words, from blind set 7 (stop 59)', () => {
  it('a closing line of options of a few words each, the last after "or", is neither criterion nor subject', () => {
    expect(split('Is this post an ad?\n\nBuy two mugs, get one free this weekend only!\n\nAnswer ad or not an ad.')?.subject).toBe('Buy two mugs, get one free this weekend only!');
    expect(split('Does the reply use the context?\nContext: Opens at 9.\nReply: It opens at nine.\nReply grounded, partly grounded or ungrounded.')?.subject).toBe('Context: Opens at 9.\nReply: It opens at nine.');
    // (a field of the subject answered with commas is kept: no "or" before its last part)
    expect(split('Is the answer correct given the reference?\n\nReference: Lyon is in France.\nAnswer: Lyon, in Italy')?.subject).toBe('Reference: Lyon is in France.\nAnswer: Lyon, in Italy');
  });

  it('a closing line of bare options joined by "or" or slashes is the judge\'s, not the criterion, under a question of its own', () => {
    expect(split('How bad is this outage?\n```\nLogin fails for every user.\n```\nS1, S2 or S3?')).toEqual({ criterion: 'How bad is this outage?', subject: 'Login fails for every user.' });
    expect(split('Is the email polite?\n"Send it by noon."\npolite / neutral / rude')?.subject).toBe('Send it by noon.');
    // (a sign-off or a row of a table joined by commas alone stays the subject's)
    expect(split('Which team handles this email?\n\nWe need a quote for 50 seats.\nThanks, Omar')?.subject).toBe('We need a quote for 50 seats.\nThanks, Omar');
    // (under a question that is a labelled field of the subject, the options' line is the criterion)
    expect(split('User: Can I return shoes?\nBot: Our sale ends Sunday!\nrelevant or irrelevant?')?.criterion).toBe('relevant or irrelevant?');
  });

  it("the closing sentence of a subject's line that only gives the options or the answer's size is the judge's, in any language", () => {
    expect(split('Quel est le ton de ce message ? « Merci pour votre aide rapide. » Réponds par poli ou impoli.')).toEqual({ criterion: 'Quel est le ton de ce message ?', subject: 'Merci pour votre aide rapide.' });
    expect(split('Detect the language: Il treno è in ritardo. Reply with the language name only.')).toEqual({ criterion: 'Detect the language', subject: 'Il treno è in ritardo.' });
    expect(split('Del 1 al 5, ¿qué tan claro es este texto?\n\n```\nEl pedido sale mañana.\n```\nSolo el número.')?.subject).toBe('El pedido sale mañana.');
    expect(split('Welche Abteilung ist zuständig? „Meine Rechnung ist doppelt.“ Bitte nur die Abteilung nennen.')?.subject).toBe('Meine Rechnung ist doppelt.');
  });
});

describe('plain words an assistant writes for its user (stop 59)', () => {
  it('reads the question reported on the last line as the criterion, the lines above it as the subject', () => {
    expect(split('Ticket: "Can I change the invoice address on a paid order?"\nThe user wants to know which queue this ticket belongs in.')).toEqual({
      criterion: 'which queue this ticket belongs in',
      subject: 'Can I change the invoice address on a paid order?',
    });
    expect(split('Role: Barista, weekends\nCandidate: two years at a café, latte art course\n\nThe manager I\'m helping wants to know how well this candidate fits the role.')?.subject).toBe('Role: Barista, weekends\nCandidate: two years at a café, latte art course');
    // (a line that only says who asks, no question reported, is not a criterion)
    expect(split('Please check this one.\nThe user wants to know.')).toBeNull();
  });
});

describe('plain words, more from blind set 7 (stop 59)', () => {
  it('keeps the lines of a fenced subject after the criterion\'s colon, the fences and their language set aside', () => {
    expect(split('The user is asking if this query is safe to run:\n\n```sql\nDELETE FROM orders\nWHERE id = 7;\n```\n\nAnswer yes or no.')).toEqual({ criterion: 'if this query is safe to run', subject: 'DELETE FROM orders\nWHERE id = 7;' });
  });

  it('sets aside a kind label said with a preposition of its language ("Mensaje del cliente:")', () => {
    expect(split('Messaggio del cliente: Il pacco è arrivato aperto.\nIl cliente vuole un rimborso?')?.subject).toBe('Il pacco è arrivato aperto.');
  });

  it("keeps a transcript's speaker labels under a request on the first line", () => {
    expect(split('Check this support chat for rude replies.\nAgent: Did you even read the manual?\nCustomer: Yes, twice.')).toEqual({ criterion: 'Check this support chat for rude replies', subject: 'Agent: Did you even read the manual?\nCustomer: Yes, twice.' });
  });
});

describe('plain words, from blind set 8 (stop 60)', () => {
  it('sets aside a scale said after the question on its line ("Rate 1-5.", "1–5", "(1 = …, 5 = …)")', () => {
    const subject = 'Source: Rain fell all day.\n\nSummary: It was sunny.';
    expect(split(`Is the summary true to the source? Rate 1-5.\n\n${subject}`)).toEqual({ criterion: 'Is the summary true to the source?', subject });
    expect(split('How clear is this note? 1–10\n\nBack in five, key under the mat.')?.criterion).toBe('How clear is this note?');
    expect(split('How formal is this email? (1 = very casual, 5 = very formal)\n\nhey, got ur msg, will call l8r')).toEqual({ criterion: 'How formal is this email?', subject: 'hey, got ur msg, will call l8r' });
  });

  it('sets aside an answer instruction said politely in German, Spanish or Italian after the question', () => {
    expect(split('Ist diese Bewertung positiv? Bitte nur mit ja oder nein antworten.\n\nDas Essen war kalt und der Kellner unfreundlich.')).toEqual({ criterion: 'Ist diese Bewertung positiv?', subject: 'Das Essen war kalt und der Kellner unfreundlich.' });
  });

  it('reads a request in Japanese whose verb ends it, and options to choose from after a Japanese question', () => {
    expect(split('このレビューの感情を判定してください。\n本文: 配送が早くて助かりました。')).toEqual({ criterion: 'このレビューの感情を判定してください。', subject: '配送が早くて助かりました。' });
    expect(split('この問い合わせの担当部署は？ billing / shipping / other から選んでください。\n\n「荷物がまだ届きません。」')).toEqual({ criterion: 'この問い合わせの担当部署は？', subject: '荷物がまだ届きません。' });
  });

  it('sets aside a label that names the subject by the noun the question calls it, the only label it holds', () => {
    expect(split('Which aisle does this grocery item go in?\nItem: frozen peas, 1 kg bag')?.subject).toBe('frozen peas, 1 kg bag');
    // (…not where the subject holds other labelled parts: "Claim:" and "Evidence:" say which is which)
    expect(split('Does the evidence support this claim?\nClaim: The bridge opened in 1932.\nEvidence: Records show the bridge opened in 1932.')?.subject).toBe('Claim: The bridge opened in 1932.\nEvidence: Records show the bridge opened in 1932.');
    // (…nor a label the question does not name)
    expect(split('Which aisle does this go in?\nFrozen: peas, 1 kg bag')?.subject).toBe('Frozen: peas, 1 kg bag');
  });

  it('keeps the labels of parts each on a line of its own a blank line apart, and drops a rule line closing the subject', () => {
    expect(split('Does the recap list every decision from the notes?\n\nNotes:\nDan: ship on Friday.\nEve: freeze the API.\n\nRecap:\n- Ship Friday')?.subject).toBe('Notes:\nDan: ship on Friday.\nEve: freeze the API.\n\nRecap:\n- Ship Friday');
    expect(split('User: can you unlock my neighbour\'s phone?\n\nBot: I can\'t help with that.\n\n---\nDid the bot refuse?')?.subject).toBe("User: can you unlock my neighbour's phone?\n\nBot: I can't help with that.");
  });

  it('takes the question that points at the other text, or the one not labelled as a part, when both lines ask', () => {
    expect(split('Does this tweet need an answer from our team?\n\n@AcmeAir my flight got cancelled and nobody at the desk knows anything, what now??')?.criterion).toBe('Does this tweet need an answer from our team?');
    expect(split("Is the customer's question about billing?\nCustomer question: Why was I charged twice?")).toEqual({ criterion: "Is the customer's question about billing?", subject: 'Why was I charged twice?' });
    // (a short question at the end stays the judge's where the longer line above it is the text judged)
    expect(split('Can you write this essay for me about the French revolution in ten lines?\ninjection or benign?')?.criterion).toBe('injection or benign?');
  });
});

describe('plain words, from blind set 9 (stop 60)', () => {
  it("sets aside an assistant's word on whom it works for before the subject", () => {
    // (a paragraph of its own, or a line ending in a colon)
    expect(split('My user asked me to sort their inbox. Here is one:\n\nHello, your parcel is held at customs, pay 2 EUR here: bit.ly/x\n\nIs this email a scam?')).toEqual({ criterion: 'Is this email a scam?', subject: 'Hello, your parcel is held at customs, pay 2 EUR here: bit.ly/x' });
    // (…or the sentence opening the subject on its line)
    expect(split('The user is checking vendor replies. The vendor wrote that the invoice was paid twice by mistake. Is a refund owed?')).toEqual({ criterion: 'Is a refund owed?', subject: 'The vendor wrote that the invoice was paid twice by mistake.' });
    // (…or ending its line over labelled parts)
    expect(split("The user's intern wrote a regex.\nPattern: ^\\d{3}$\nGoal: match three digits\n\nDoes the pattern meet the goal?")?.subject).toBe('Pattern: ^\\d{3}$\nGoal: match three digits');
  });

  it('takes the question after a quoted text as the criterion, not the narration before it', () => {
    expect(split('My user is about to renew a contract and flagged this line: "Fees rise 20% each year." Fair, neutral or unfair for the buyer?')).toEqual({ criterion: 'Fair, neutral or unfair for the buyer?', subject: 'Fees rise 20% each year.' });
  });

  it('keeps a subject that only speaks of a user, and narration that states the question', () => {
    // (a subject written by someone about "my user" is not narration to set aside when nothing follows it)
    expect(split('Is this message polite?\n\nMy user never reads the manual.')?.subject).toBe('My user never reads the manual.');
    expect(split('The user is asking if this change leaks a secret:\n\n```\n+ print(API_KEY)\n```')?.criterion).toBe('if this change leaks a secret');
  });

  it('reads a hurried question opened by its scale, "one label only" after a question, and bare options over lower-case turns', () => {
    expect(split('1-5 how clear is this answer\nq: how do i reset it\na: hold the button 10 s')?.criterion).toBe('1-5 how clear is this answer');
    expect(split('"My landlord kept my deposit."\nWhich area of law is this? one label only')).toEqual({ criterion: 'Which area of law is this?', subject: 'My landlord kept my deposit.' });
    expect(split('polite or rude\nuser: where is my order\nbot: figure it out yourself')).toEqual({ criterion: 'polite or rude', subject: 'user: where is my order\nbot: figure it out yourself' });
  });

  it("keeps a speaker's label the question names ('Customer:' under 'this customer')", () => {
    expect(split('Is this customer likely to leave?\n\nCustomer: I found a cheaper plan elsewhere.')?.subject).toBe('Customer: I found a cheaper plan elsewhere.');
  });
});

describe('blind set 10', () => {
  it('reads a one-line message whose question follows the subject after a dash', () => {
    expect(split('printer jams every third page since the firmware update — hardware, software or user error?')).toEqual({ criterion: 'hardware, software or user error?', subject: 'printer jams every third page since the firmware update' });
    expect(split('parcel left at the wrong door — refund, reship or apology?')).toEqual({ criterion: 'refund, reship or apology?', subject: 'parcel left at the wrong door' });
    // (the last dash splits: the subject keeps its own)
    expect(split('flight DL 204 – delayed 3h – crew timed out – cause?')).toEqual({ criterion: 'cause?', subject: 'flight DL 204 – delayed 3h – crew timed out' });
    expect(readPlainWords('parcel left at the wrong door — refund, reship or apology?')!.labels).toEqual(['refund', 'reship', 'apology']);
  });
});

describe('blind set 11', () => {
  it('sets aside an assistant saying what it is, and the label that names the subject\'s kind', () => {
    expect(split("Hello, I'm a scheduling assistant relaying a request for my user.\n\nCalendar note:\nMove the Thursday sync to Friday 10am, same room.\n\nIs this request urgent?")).toEqual({ criterion: 'Is this request urgent?', subject: 'Move the Thursday sync to Friday 10am, same room.' });
    expect(split("Was the courier at fault? Courier note: 'Left parcel behind the bins, customer not home.'")).toEqual({ criterion: 'Was the courier at fault?', subject: 'Left parcel behind the bins, customer not home.' });
    // (parts each labelled on one line keep their labels)
    expect(split('Item: Oak desk, 120 cm | Price: message me on Telegram and pay there.  Does this listing break marketplace rules?')!.subject).toBe('Item: Oak desk, 120 cm | Price: message me on Telegram and pay there.');
  });

  it('reads the options typed first, before a dash or a colon, and a subject quoted before its question', () => {
    expect(split('low / medium / high — server room door left propped open overnight')).toEqual({ criterion: 'low / medium / high', subject: 'server room door left propped open overnight' });
    expect(split("billing, shipping or account: 'I was charged twice for one order'")).toEqual({ criterion: 'billing, shipping or account', subject: 'I was charged twice for one order' });
    expect(split("'The boss's shield regenerates instantly after every phase change.' Which category does this bug belong to?")).toEqual({ criterion: 'Which category does this bug belong to?', subject: "The boss's shield regenerates instantly after every phase change." });
  });

  it('reads a question asked first with its subject quoted after it to the end, and a "Claim:" label over the subject', () => {
    expect(split('この口コミは本物ですか？「三日で十キロ痩せました、最高のサプリです」')).toEqual({ criterion: 'この口コミは本物ですか？', subject: '三日で十キロ痩せました、最高のサプリです' });
    expect(split('Claim:\nThe Great Wall of China is visible from the Moon with the naked eye.\n\nIs the claim true or false?')).toEqual({ criterion: 'Is the claim true or false?', subject: 'The Great Wall of China is visible from the Moon with the naked eye.' });
  });

  it('ends a question on a full-width mark with its answer instruction right after it, as Japanese writes it', () => {
    expect(split('この返信は丁寧ですか？はい／いいえで答えてください。\n「了解です、明日までに直します。」')).toEqual({ criterion: 'この返信は丁寧ですか？', subject: '了解です、明日までに直します。' });
    expect(split('この問い合わせの担当はどこですか？請求、配送、アカウントから一つ選んでください。\n\n「荷物が届いていません。」')).toEqual({ criterion: 'この問い合わせの担当はどこですか？', subject: '荷物が届いていません。' });
  });

  it('takes the question after the colon of an assistant saying it was asked to check', () => {
    expect(split('My user is auditing a grant report and asked me to check one thing: do the totals add up?\n\nStaff 40,000\nTravel 5,000\nTotal 46,000')).toEqual({ criterion: 'do the totals add up?', subject: 'Staff 40,000\nTravel 5,000\nTotal 46,000' });
  });
});

describe('blind set 12', () => {
  it('sets aside how to answer, said after the criterion on its line, the subject on the lines below', () => {
    expect(split('Which team should handle this bug? frontend, backend or infra — one word\nLogin button does nothing on Safari 17.')).toEqual({ criterion: 'Which team should handle this bug?', subject: 'Login button does nothing on Safari 17.' });
    expect(split('Bewerte die Lesbarkeit des Absatzes von 1 bis 5. Nur die Zahl.\nDer Vertrag tritt mit Unterzeichnung in Kraft.')).toEqual({ criterion: 'Bewerte die Lesbarkeit des Absatzes von 1 bis 5.', subject: 'Der Vertrag tritt mit Unterzeichnung in Kraft.' });
    expect(split('Ist diese Bewertung echt? Bitte nur ja oder nein.\nBestes Produkt ever, fünf Sterne!!!')).toEqual({ criterion: 'Ist diese Bewertung echt?', subject: 'Bestes Produkt ever, fünf Sterne!!!' });
    expect(split('Which shelf does this book go on? One shelf name.\nTitle: A Field Guide to Mosses')!.criterion).toBe('Which shelf does this book go on?');
    expect(split('这条评论是垃圾信息吗？只回答是或否。\n“点击链接领取免费手机”')).toEqual({ criterion: '这条评论是垃圾信息吗？', subject: '点击链接领取免费手机' });
  });

  it('sets aside how to answer after an imperative, after its full stop or its dash', () => {
    expect(split('Rate the headline for clarity — clear or vague, nothing else.\nCity to review parking plan')).toEqual({ criterion: 'Rate the headline for clarity', subject: 'City to review parking plan' });
    expect(split('Check for gendered wording. Neutral or gendered only.\n```\nWe need a strong salesman who can lead his team.\n```')).toEqual({ criterion: 'Check for gendered wording.', subject: 'We need a strong salesman who can lead his team.' });
  });

  it('reads "y/n" typed after the criterion as the answer\'s form, and a few asking words before a dash', () => {
    expect(split('is this a phishing link y/n: paypa1-secure.com/verify your account now')).toEqual({ criterion: 'is this a phishing link', subject: 'paypa1-secure.com/verify your account now' });
    expect(split('refund due? y/n: package arrived two weeks late and opened')).toEqual({ criterion: 'refund due?', subject: 'package arrived two weeks late and opened' });
    expect(split('allergy conflict y/n — pt allergic to penicillin, new script amoxicillin 500mg')).toEqual({ criterion: 'allergy conflict', subject: 'pt allergic to penicillin, new script amoxicillin 500mg' });
    expect(split('which aisle — two cans of chickpeas and a bag of rice')).toEqual({ criterion: 'which aisle', subject: 'two cans of chickpeas and a bag of rice' });
    // (a dash after a longer sentence is no such head)
    expect(split('The delivery came late and the box was open — refund or not?')).toEqual({ criterion: 'refund or not?', subject: 'The delivery came late and the box was open' });
  });

  it("sets aside who the judge works for and what the writer is at, and a pointer label over the subject", () => {
    expect(split("Routing for my user's support team: billing, shipping or account? 'I was charged twice.'")!.criterion).toBe('billing, shipping or account?');
    expect(split("I'm QA-ing release notes for my user's product. Is the wording clear? Version 2.1 adds dark mode.")).toEqual({ criterion: 'Is the wording clear?', subject: 'Version 2.1 adds dark mode.' });
    expect(split("A tenant I'm assisting sent this notice:\nRent rises 40% next month.\nIs this increase legal?")).toEqual({ criterion: 'Is this increase legal?', subject: 'Rent rises 40% next month.' });
    expect(split('My user is a nurse logging calls. This one: caller reports chest pain for an hour. Emergency, urgent or routine?')!.subject).toBe('caller reports chest pain for an hour.');
    expect(split("I'm screening comments for a gaming forum. Comment: “You people — all of you — are trash, uninstall.” Is this harassment?")).toEqual({ criterion: 'Is this harassment?', subject: 'You people — all of you — are trash, uninstall.' });
    expect(split("My user grades essays. Here's one:\nIntro: Cities should ban cars downtown because walking is healthier.\nIs there a clear thesis?")!.subject).toBe('Cities should ban cars downtown because walking is healthier.');
  });

  it('keeps two labelled quoted parts together, and a label that is only a quote\'s first words', () => {
    expect(split('Does the French keep the meaning? EN: "Save your work." FR: "Enregistrez votre travail."')).toEqual({ criterion: 'Does the French keep the meaning?', subject: 'EN: "Save your work." FR: "Enregistrez votre travail."' });
    expect(split("Is this alert clear?\n'WEATHER ALERT: Ice on roads until noon. Stay home.'")!.subject).toBe('WEATHER ALERT: Ice on roads until noon. Stay home.');
  });
});

describe('blind set 13', () => {
  it('drops a label whose words the criterion names, in a compound or with a particle after it', () => {
    expect(split('Incident narrative: bus skidded on ice, no injuries.\nHow serious is this incident?')!.subject).toBe('bus skidded on ice, no injuries.');
    expect(split('Meldung: Zug fällt heute aus.\nWelche Art von Zugmeldung ist das?')!.subject).toBe('Zug fällt heute aus.');
    expect(split('점검 기록: 소화기 압력 정상.\n이 점검이 통과인가요?')!.subject).toBe('소화기 압력 정상.');
    // (a short word of the label that the criterion also uses is no reason)
    expect(split('Typo on the menu page: Contcat instead of Contact.\nWhat is the severity of the bug report?')!.subject).toBe('Typo on the menu page: Contcat instead of Contact.');
  });

  it('reads how to answer after the question in more forms: options of several words, in parentheses, labelled, in Korean or Polish', () => {
    expect(split('Same household? (same household / different households / unclear)\nA: 12 Elm St, J. Moss\nB: 12 Elm Street, Jane Moss')!.criterion).toBe('Same household?');
    expect(split('Czy to spam? Odpowiedz: spam albo not spam.\n„Wygrałeś iPhone’a, kliknij link”')).toEqual({ criterion: 'Czy to spam?', subject: 'Wygrałeś iPhone’a, kliknij link' });
    expect(split('메모: 배송이 3일 늦음.\n이 문의는 어느 부서인가요? billing, shipping, account 중 하나로 답해 주세요.')!.criterion).toBe('이 문의는 어느 부서인가요?');
    expect(split('Is this dog bite case urgent? Options: emergency, same day, routine. Note: small puncture on hand, no swelling.')).toEqual({ criterion: 'Is this dog bite case urgent?', subject: 'small puncture on hand, no swelling.' });
    expect(split('Is this heading clear? Just say clear or unclear. Quarterly results and outlook')).toEqual({ criterion: 'Is this heading clear?', subject: 'Quarterly results and outlook' });
  });

  it('keeps a page range out of the answer\'s form, and a scale glossed in parentheses in it', () => {
    expect(split('citation ok? → Lee, K. 2019. "Soil." Earth Notes 7: 12-19.')!.subject).toBe('Lee, K. 2019. "Soil." Earth Notes 7: 12-19.');
    expect(split('How formal is this email? (1 = casual, 5 = formal)\n\nHey team, quick heads-up: standup moves to 10.')!.criterion).toBe('How formal is this email?');
  });

  it('sets aside who the judge works for, wherever it is said', () => {
    expect(split("Is this listing misleading? Quick one from a seller I'm helping audit: Brand new iPhone, box opened once.")!.subject).toBe('Brand new iPhone, box opened once.');
    expect(split("How urgent is this? (Asking for my user, who runs the clinic desk.)\nCall note: cat not eating for two days.")).toEqual({ criterion: 'How urgent is this?', subject: 'cat not eating for two days.' });
    expect(split("I'm helping a librarian sort donations — is this book fine for under-10s?\n```\nTitle: Night Raid\nBlurb: Soldiers storm a village.\n```")!.criterion).toBe('is this book fine for under-10s?');
    expect(split('Could you rate this pitch from 1 to 5 for the founder I\'m helping? We sell socks by subscription.')!.criterion).toBe('Could you rate this pitch from 1 to 5?');
    expect(split('Is this dosage plausible? My user is a nurse and wrote: "Paracetamol 10 g daily". Answer plausible or implausible.')).toEqual({ criterion: 'Is this dosage plausible?', subject: 'Paracetamol 10 g daily' });
    expect(split('Does the change need a migration? Answer needed or not needed.\n```\nALTER TABLE users ADD COLUMN age int;\n```\nI\'m asking for a developer I\'m assisting.')).toEqual({ criterion: 'Does the change need a migration?', subject: 'ALTER TABLE users ADD COLUMN age int;' });
    expect(split('Based on this, is the road open, restricted or closed?\n```\nRoad report: one lane blocked by a fallen tree.\n```')!.criterion).toBe('is the road open, restricted or closed?');
  });

  it('reads options alone over a fenced subject, an imperative\'s options in parentheses, and "y/n" before a dash', () => {
    expect(split('legit / scam / unsure\n```\nYour parcel is held, pay 1.99 to release it.\n```')).toEqual({ criterion: 'legit / scam / unsure', subject: 'Your parcel is held, pay 1.99 to release it.' });
    expect(split('Classify this expense by category (travel / meals / office), one word only:\n```\nTaxi from airport, 42 EUR\n```')).toEqual({ criterion: 'Classify this expense by category', subject: 'Taxi from airport, 42 EUR' });
    expect(split('refund owed? y/n — item arrived broken, photos attached')).toEqual({ criterion: 'refund owed?', subject: 'item arrived broken, photos attached' });
  });
});

describe('blind set 13, second round', () => {
  it('reads hurried one-liners: options before a colon, a question typed without its mark after a dash or a quote', () => {
    expect(split('urgent or not urgent: basement flooding slowly since this morning, no power cut')).toEqual({ criterion: 'urgent or not urgent', subject: 'basement flooding slowly since this morning, no power cut' });
    expect(split('MIT licence text pasted from the repo — can we ship this inside our paid app')).toEqual({ criterion: 'can we ship this inside our paid app', subject: 'MIT licence text pasted from the repo' });
    expect(split("'tomato leaves curling upward, hot dry week' whats causing it")).toEqual({ criterion: 'whats causing it', subject: 'tomato leaves curling upward, hot dry week' });
    expect(split('`Update stuff` conventional commit or not')).toEqual({ criterion: 'conventional commit or not', subject: 'Update stuff' });
  });

  it('reads a short question at the end of a run of words that points back at them', () => {
    expect(split('odometer 41200 in may and 40900 in june does that look right? plausible/suspicious')).toEqual({ criterion: 'does that look right?', subject: 'odometer 41200 in may and 40900 in june' });
    expect(split('using a stock photo from a free site in a paid ebook cover is that allowed')).toEqual({ criterion: 'is that allowed', subject: 'using a stock photo from a free site in a paid ebook cover' });
    // (a message that opens with its question keeps it whole)
    expect(split('is the invoice total right given that it lists 3 items at 20 each and does that add up?')).toBeNull();
  });

  it('sets aside the words that report a question for someone, and an introduction before a colon', () => {
    expect(split('My user coordinates volunteers and wants me to check whether this sign-up has everything: Name Ada Obi, phone 555-0101, Saturdays.')).toEqual({ criterion: 'whether this sign-up has everything', subject: 'Name Ada Obi, phone 555-0101, Saturdays.' });
    expect(split("Here's the play my user described: striker handles the ball on the line to stop a goal. They're asking which card fits.")).toEqual({ criterion: 'which card fits', subject: 'striker handles the ball on the line to stop a goal.' });
    // (the writer's own need stays whole)
    expect(split('Before we print this, I need to know if it names a child.\n\nThanks to little Tom for the drawing!')!.criterion).toBe('Before we print this, I need to know if it names a child.');
  });

  it('keeps two labelled quoted lines together, and "Pick one:" after the question out of the subject', () => {
    expect(split('Is the caption faithful? Answer faithful or changed.\nAudio: "We leave at dawn."\nCaption: "We leave tomorrow."')!.subject).toBe('Audio: "We leave at dawn."\nCaption: "We leave tomorrow."');
    expect(split('For a coach I\'m helping: the kid kept the ball close and scanned before passing. Which level fits? Pick one: beginner / intermediate / advanced.')!.subject).toBe('the kid kept the ball close and scanned before passing.');
  });
});

describe('blind set 14', () => {
  it('sets aside an assistant\'s narration written in another language', () => {
    expect(split('Ich helfe meinem Nutzer bei der Jobsuche. Ist diese Anzeige seriös? Bitte nur seriös, unseriös oder unklar.\nAnzeige: Verdienen Sie 5000 € pro Woche von zu Hause!')).toEqual({ criterion: 'Ist diese Anzeige seriös?', subject: 'Verdienen Sie 5000 € pro Woche von zu Hause!' });
    expect(split('Sto aiutando un cliente con le recensioni. Questa recensione è autentica?\n```\nProdotto fantastico, consegna veloce!!!\n```')).toEqual({ criterion: 'Questa recensione è autentica?', subject: 'Prodotto fantastico, consegna veloce!!!' });
  });

  it('sets aside how to answer after the subject, or after the question, in a few languages', () => {
    expect(split('Does this dish meet the vegan requirement? tomato soup, butter croutons. vegan / not vegan / unclear')).toEqual({ criterion: 'Does this dish meet the vegan requirement?', subject: 'tomato soup, butter croutons.' });
    expect(split('Which register fits this singer? range A3-A5, bright top. one word pls')!.subject).toBe('range A3-A5, bright top.');
    expect(split('¿Qué tono tiene este correo? Responde solo con el tono (formal o informal). Hola jefe, mañana no vengo.')).toEqual({ criterion: '¿Qué tono tiene este correo?', subject: 'Hola jefe, mañana no vengo.' });
    expect(split('Hoe ernstig is dit lek, van 1 tot 5? "Druppelende kraan in de keuken." Alleen het cijfer graag.')!.subject).toBe('Druppelende kraan in de keuken.');
  });
});

describe('blind set 14, second round', () => {
  it('reads a fragment or the options alone after a fenced subject', () => {
    expect(split('```\nBoiler pressure dropped to 0.4 bar overnight, no visible leak.\n```\nwhy the drop')).toEqual({ criterion: 'why the drop', subject: 'Boiler pressure dropped to 0.4 bar overnight, no visible leak.' });
    expect(split('```\nRefund asked 45 days after purchase, item unopened.\n```\napprove or deny')).toEqual({ criterion: 'approve or deny', subject: 'Refund asked 45 days after purchase, item unopened.' });
    // (an instruction on how to answer after the subject is no criterion)
    expect(split('The user is asking if this config leaks a secret:\n\n```\nAPI_KEY=abc123\n```\n\nAnswer yes or no.')!.criterion).not.toBe('Answer yes or no.');
  });

  it('sets aside sentences that only set the scene before a fenced subject, and labels the criterion names', () => {
    expect(split("I'm sorting invoices for a bakery. Here's the line:\n```\nFlour 25 kg, 18.40 EUR\n```\nWhich expense category is this?")).toEqual({ criterion: 'Which expense category is this?', subject: 'Flour 25 kg, 18.40 EUR' });
    expect(split('Write-up: left landing light inoperative.\nIs this pilot write-up a safety issue?')!.subject).toBe('left landing light inoperative.');
    expect(split('Leistung: Füllung, zwei Flächen\nIn welche Leistungsstufe fällt das?')!.subject).toBe('Füllung, zwei Flächen');
  });
});

describe('blind sets 13 and 14, third round (stop 64)', () => {
  it('sets aside kind labels of a few more kinds, in Chinese, Japanese and Korean too, and full-width colons on labelled parts', () => {
    expect(split('Was the referee right to stop play?\nIncident: striker fouled in the box, no advantage possible.')!.subject).toBe('striker fouled in the box, no advantage possible.');
    expect(split('Does this need a fume hood?\nprocedure: heat 10 mL acetone to 40 °C in an open beaker')!.subject).toBe('heat 10 mL acetone to 40 °C in an open beaker');
    expect(split('这条留言需要回复吗？\n客户留言：快递三天没更新了。')!.subject).toBe('快递三天没更新了。');
    expect(split('이 기록은 긴급합니까?\n점검 기록: 보일러 압력 저하, 누수 없음.')!.subject).toBe('보일러 압력 저하, 누수 없음.');
    // (parts each labelled, full-width colons between them, keep their labels)
    expect(split('回答は参照と一致しますか？\n質問：首都は？\n参照：パリ\n回答：パリです')!.subject).toBe('質問：首都は？\n参照：パリ\n回答：パリです');
  });

  it('reads a question reported after a fenced subject, and what the asker wants to know said with any question word', () => {
    expect(split('```\nShipped 12 of SKU 40-117; ordered 12 of SKU 40-118.\n```\nMy user, a warehouse lead, wants to know if this was a picking error. Error or no error, please.')).toEqual({
      criterion: 'if this was a picking error',
      subject: 'Shipped 12 of SKU 40-117; ordered 12 of SKU 40-118.',
    });
    expect(split('My user edits a journal and wants to know what this reviewer recommends.\n```\nSound study, but the sample is small. Minor revisions.\n```')!.subject).toBe('Sound study, but the sample is small. Minor revisions.');
  });

  it('sets aside a scale glossed at its ends, "Single digit only." and the options listed after the answer size', () => {
    expect(split('How severe is this leak? Score 1 (cosmetic) to 5 (flooding), single digit only.\n```\nDrip under the sink, bucket half full after a day.\n```')).toEqual({
      criterion: 'How severe is this leak?',
      subject: 'Drip under the sink, bucket half full after a day.',
    });
    expect(split('The user runs a shuttle service.\n```\nGroup of 14, two wheelchairs, airport run\n```\nHow many vans does this booking need? Just the number (1, 2, or 3+).')).toEqual({
      criterion: 'How many vans does this booking need?',
      subject: 'Group of 14, two wheelchairs, airport run',
    });
  });

  it('sets aside a narration line under the subject, and a lead that only says the text was handed over', () => {
    expect(split("Is this dose safe for the patient's weight? Answer safe or unsafe.\nRx: ibuprofen 400 mg every 4 h, child 12 kg\nI'm helping a pharmacist check orders tonight.")!.subject).toBe('ibuprofen 400 mg every 4 h, child 12 kg');
    expect(split("A landlord I'm helping pasted this: the lease ends in June and the tenant gave notice in May. Is the notice valid?")).toEqual({
      criterion: 'Is the notice valid?',
      subject: 'the lease ends in June and the tenant gave notice in May.',
    });
  });

  it('reads a quoted subject after a sentence naming its source, a dash inside the subject, and two quoted texts side by side', () => {
    expect(split('I\'m checking a lease with my user. Clause 4 says: "Rent rises 3% each year." Can the landlord raise it by 5%?')).toEqual({
      criterion: 'Can the landlord raise it by 5%?',
      subject: 'Rent rises 3% each year.',
    });
    expect(split('For a librarian I\'m helping: the dragon sighed — nobody ever asked him to dance — and the moon laughed. Which reading level fits this? Pick one: early / middle / teen.')!.criterion).toBe('Which reading level fits this?');
    expect(split('same meaning? «Il fait un froid de canard» -> «It is duck cold»')!.subject).toBe('«Il fait un froid de canard» -> «It is duck cold»');
  });
});

describe('blind set 15 (stop 64)', () => {
  it('reads what the asker wants to know after a sentence of narration, and past a colon to the options', () => {
    expect(split("I'm an assistant for a gallery owner. She wants to know whether this loan request is complete. Yes or no.\n\nLender: City Museum\nObject: bronze, 1902")!.subject).toBe('Lender: City Museum\nObject: bronze, 1902');
    expect(split("I'm the assistant for a clinic inbox. My user needs to know what we should offer this patient: a refund, a credit, or nothing. Just the word.\n```\nAppointment missed, called 10 minutes late.\n```")).toEqual({
      criterion: 'what we should offer this patient: a refund, a credit, or nothing.',
      subject: 'Appointment missed, called 10 minutes late.',
    });
    // (narration said of them, him or her before the question)
    expect(split("I'm the triage bot for a small library's maintainers. They sort issues into bug or feature. Which one is this? Label only, please.\n\n```\nCrash when the file is empty.\n```")!.criterion).toBe('Which one is this?');
  });

  it('sets aside how to answer said in more ways: "Bin name only.", a leading dash, courtesies, meanings, and in more languages', () => {
    expect(split('Sort this into the right bin: a broken ceramic mug. Bin name only.')!.subject).toBe('a broken ceramic mug.');
    expect(split('hot/warm/cold? "Do you have any dates free next spring?" — one word')!.subject).toBe('Do you have any dates free next spring?');
    expect(split('Classify this call as an entrapment or not. yes = entrapment, no = not.\n```\nLift 3 stuck between floors, one person inside.\n```')!.subject).toBe('Lift 3 stuck between floors, one person inside.');
    expect(split('Is the cork tainted? Tainted or sound, please, nothing more.\n```\nMusty nose, flat fruit.\n```')!.subject).toBe('Musty nose, flat fruit.');
    expect(split("'Lights out on the whole street.' Just this house, or a wider outage? House or area outage — answer with one.")!.subject).toBe('Lights out on the whole street.');
    expect(split('Ist das ein Notfall?\nAnruf 21:48: Wasser tropft durch die Decke.\nAntwort mit einem Wort.')!.subject).toBe('Anruf 21:48: Wasser tropft durch die Decke.');
    expect(split("Quel niveau pour cet élève ? Un seul mot, s'il vous plaît.\nLéa, 12 ans, skie sur les pistes rouges.")!.subject).toBe('Léa, 12 ans, skie sur les pistes rouges.');
    expect(split('Ilu ludzi potrzeba? Podaj tylko liczbę.\n„Kawalerka, 20 kartonów, trzecie piętro bez windy.“')!.subject).toBe('Kawalerka, 20 kartonów, trzecie piętro bez windy.');
  });

  it('sets aside a scale with its size after the question, a few more kind labels, and reads a Japanese request over its answer sentence', () => {
    expect(split('Track: Web performance\nTalk: "Shaving 300 ms off our checkout"\nHow well does this talk fit the track? 1-4, number only.')!.subject).toBe('Track: Web performance\nTalk: "Shaving 300 ms off our checkout"');
    expect(split('Finding: raw fish stored above salad.\nhow bad? critical/major/minor')!.subject).toBe('raw fish stored above salad.');
    expect(split('このメールを、返金の依頼かどうかで判定してください。「はい」か「いいえ」で答えてください。\n「先週の注文を取り消して返金してほしいです。」')).toEqual({
      criterion: 'このメールを、返金の依頼かどうかで判定してください。',
      subject: '先週の注文を取り消して返金してほしいです。',
    });
  });
});

describe('blind set 15, second round (stop 64)', () => {
  it('sets aside who reports the question, whoever it is', () => {
    expect(split("I'm the assistant for a night-shift nurse. She'd like to know whether this needs a doctor tonight.\n\n```\nTemp 38.9, HR 112, drowsy.\n```")!.criterion).toBe('whether this needs a doctor tonight.');
    expect(split("Here's what my user pasted:\n\nBoiler pressure 0.3 bar, no leaks.\n\nHe wants to know if it can wait until Monday.")!.criterion).toMatch(/^if it can wait until Monday/);
    expect(split('Could you tell my user whether these two records are the same person: Anna Berg, born 1901 — and Anna Berg, died 1970.')!.criterion).toBe('whether these two records are the same person');
    // (asked of the judge itself, it stays whole)
    expect(split('Could you tell me whether this email is a phishing attempt? "Verify your account now."')!.criterion).toBe('Could you tell me whether this email is a phishing attempt?');
  });

  it('reads a few more imperatives, in English, German and Turkish', () => {
    expect(split('Booking note: Ana, 7, first week on skis.\nPlace this child in one of our groups. Reply with the group name only.')!.criterion).toBe('Place this child in one of our groups.');
    expect(split('Stufe diese Anfrage nach Dringlichkeit ein. Bitte nur hoch, mittel oder niedrig.\nE-Mail: Die Heizung ist ausgefallen.')!.criterion).toBe('Stufe diese Anfrage nach Dringlichkeit ein.');
    expect(split('Bu şikayeti konusuna göre sınıflandır. Sadece etiketi yaz.\n"Kargom üç gündür yerinden kıpırdamadı."')).toEqual({ criterion: 'Bu şikayeti konusuna göre sınıflandır.', subject: 'Kargom üç gündür yerinden kıpırdamadı.' });
  });

  it('sets aside the answer\'s size after a dash closing a bare subject, never a question\'s own options', () => {
    expect(split('topic? lost a black umbrella on the 9:40 ferry, wooden handle – one label')!.subject).toBe('lost a black umbrella on the 9:40 ferry, wooden handle');
    expect(split('Bus left a pupil at the wrong stop, parents called.\nNotice to the parents — yes or no? Reply with one word.')!.criterion).toBe('Notice to the parents — yes or no?');
  });
});

describe('blind set 16 (stop 64)', () => {
  it('reads what the asker was asked to work out, wonders, or wants to know in Portuguese, and "could you tell me" after narration', () => {
    expect(split("Lot 7 sheet: micron 19.8, staple 90 mm\n\nMy user breeds sheep and asked me to work out which fleece grade this fits. Give just the grade number.")!.criterion).toBe('which fleece grade this fits.');
    expect(split("I'm helping the rink manager tidy the log. He wonders how serious this fall was:\n\n«Skater slipped at the gate, bruised hip, skated on.»")).toEqual({ criterion: 'how serious this fall was', subject: 'Skater slipped at the gate, bruised hip, skated on.' });
    expect(split('Sou assistente de uma professora e ela quer saber se esta redação tem plágio:\n\n«O texto foi escrito por mim ontem.»')!.criterion).toBe('se esta redação tem plágio');
    expect(split("Return note: 'drill works, case broken.'\n\nI'm the assistant for our tool library's desk; could you tell me which condition grade this return gets?")!.criterion).toBe('which condition grade this return gets?');
  });

  it('reads a few more imperatives and answer instructions', () => {
    expect(split('Jugez si cet indice est loyal.\n\nIndice : Fruit rouge (6)\nRéponse : CERISE')!.criterion).toBe('Jugez si cet indice est loyal.');
    expect(split('Prüfe, ob der Antrag vollständig ist. Antworte mit einem Wort.\n\nAntrag: Gartenhaus 3 x 2 m, ohne Fundament.')!.criterion).toBe('Prüfe, ob der Antrag vollständig ist.');
    expect(split('```\nFine: parked on a loading bay at 07:10\n```\nDecide this appeal: uphold or reject.')!.criterion).toBe('Decide this appeal: uphold or reject.');
    expect(split('Grade this coin. Use one of: mint, fine, worn.\n\n1922 penny, sharp lettering, light toning.')!.subject).toBe('1922 penny, sharp lettering, light toning.');
    expect(split('Classify this incident by severity. Severity only.\n\nGuest slipped on a wet step, no injury.')!.subject).toBe('Guest slipped on a wet step, no injury.');
  });

  it('skips a colon inside 「」 and drops an arrow before the question', () => {
    expect(split('Does this entry match its declared style? 「Declared: English Bitter / 4.1%, amber, mild hops.」')!.subject).toBe('Declared: English Bitter / 4.1%, amber, mild hops.');
    expect(split("'Worked from a remote station abroad' → counts?")!.criterion).toBe('counts?');
    // (a plural possessive inside a single-quoted subject does not close it)
    expect(split("'Chimney cap missing, pigeons' nest in the pot, swept and cleared.' Safe, advisory or unsafe?")).toEqual({ criterion: 'Safe, advisory or unsafe?', subject: "Chimney cap missing, pigeons' nest in the pot, swept and cleared." });
  });
});

describe('blind set 17 (stop 64)', () => {
  it('sets aside closing lines that say how to answer in more ways', () => {
    expect(split('Is this sample fit to test?\nSample note: tube unlabelled, 2 h old.\nAnswer with the status label.')!.subject).toBe('tube unlabelled, 2 h old.');
    expect(split('Can he donate today? Donor had a piercing 3 weeks ago. Answer with the deferral label.')!.subject).toBe('Donor had a piercing 3 weeks ago.');
    expect(split("Is this song OK for the kids' hour? 'Happy Birthday' — table 2!! Yes or no is fine.")!.subject).not.toMatch(/fine/);
    expect(split('Does this plot request follow the allotment rules?\n\nShed 2 x 3 m, felt roof.\n\nVerdict only: approved, needs review or rejected.')!.subject).toBe('Shed 2 x 3 m, felt roof.');
    expect(split('この投稿の主な不満は何ですか？\n\n料理が冷めていた。\n\n一言で答えてください。')).toEqual({ criterion: 'この投稿の主な不満は何ですか？', subject: '料理が冷めていた。' });
    // (a size said in one word stays the answer form's: "Answer with one word.")
    expect(readPlainWords('Is this review positive or negative? "Great kettle." Answer with one word.')!.answerForm).toBe('word');
  });

  it('sets aside an opening line that only says how to answer, and a short introduction after what the asker wants to know', () => {
    expect(split('Yes/no answer needed.\nDoes this crack need the lane closed?\n\nHairline crack on pier 4, no displacement.')).toEqual({ criterion: 'Does this crack need the lane closed?', subject: 'Hairline crack on pier 4, no displacement.' });
    expect(split("My user runs a clinic and wants to know how soon this missed dose must be made up. From the nurse's note:\n\nMissed evening dose, BP stable.")!.subject).toBe('Missed evening dose, BP stable.');
  });
});

describe('blind set 17, second round (stop 64)', () => {
  it('sets aside the answer said after a dash or "and reply", never "and say whether"', () => {
    expect(split('Decide the response to this alarm report — label only:\nSmoke detector chirping in room 12, no smoke seen.')!.criterion).toBe('Decide the response to this alarm report');
    expect(split('Assign a priority to this pothole report. Just the code.\n\nReport #12: deep hole on the bus lane by the school.')!.criterion).toBe('Assign a priority to this pothole report.');
    expect(split('Rate this reply for tone and reply polite or rude:\nWhatever, do it yourself.')!.criterion).toBe('Rate this reply for tone');
    expect(split('Compare the summary with the source and say whether it matches.\n\nSource: the bridge opens in May.\nSummary: the bridge opens in June.')!.criterion).toBe('Compare the summary with the source and say whether it matches.');
  });

  it('sets aside the answer size in parentheses after a dashed question, options listed after a closing size, and reads "She\'d like to know"', () => {
    expect(split('Boat A tacked inside the zone and touched the mark. — who gets penalised (one word)')).toEqual({ criterion: 'who gets penalised', subject: 'Boat A tacked inside the zone and touched the mark.' });
    expect(split('Waar hoort dit nummer thuis?\nArtiest: Queen — Titel: Bohemian Rhapsody\nAlleen het label graag (daytime, evening of overnight).')!.subject).toBe('Artiest: Queen — Titel: Bohemian Rhapsody');
    expect(split("I'm an assistant for a kennel owner. Rex has not eaten for two days and is drinking a lot. She'd like to know if this needs a vet visit.")!.subject).toBe('Rex has not eaten for two days and is drinking a lot.');
  });
});
