import { describe, expect, it } from 'vitest';
import { paraphrasedCriterion, paraphraseKey } from './paraphrase';

const taught = ['Which queue does the ticket belong in?', 'Is this review positive or negative?', 'Rate the helpfulness of the response from 1 to 5.', 'Is the answer relevant to the question?'];

describe('paraphrased criteria', () => {
  it.each([
    ['Which queue does this ticket belong in?', 'Which queue does the ticket belong in?'],
    ['Which queue do the tickets belong in', 'Which queue does the ticket belong in?'],
    ['Please tell me whether this review is positive or negative.', 'Is this review positive or negative?'],
    ['Is the review positive or negative', 'Is this review positive or negative?'],
    ['Rate the helpfulness of this response from 1 to 5', 'Rate the helpfulness of the response from 1 to 5.'],
    // the possessive and "of", a scale anywhere, a manner adverb's place, "or not", quantifier and spelling variants
    ["Rate the response's helpfulness from 1 to 5.", 'Rate the helpfulness of the response from 1 to 5.'],
    ['On a scale of 1 to 5, rate the helpfulness of the response.', 'Rate the helpfulness of the response from 1 to 5.'],
    ['Is the answer relevant to the question or not?', 'Is the answer relevant to the question?'],
  ])('matches %j to %j', (asked, expected) => {
    expect(paraphrasedCriterion(asked, taught)).toBe(expected);
  });

  it.each([
    'Which queue did the ticket come from?',
    'Which queue does the ticket not belong in?',
    'Which queue did the ticket belong in?',
    'Is this review positive, negative or neutral?',
    'Rate the helpfulness of the response from 1 to 10.',
    'Is the question relevant to the answer?',
    'Is the review positive about the price?',
    'Which team does the ticket belong to?',
    // the same words, another question: roles swapped around "of", another scale, another quantifier
    'Rate the helpfulness of the question from 1 to 5.',
    "Rate the response's helpfulness on a scale of 0 to 5.",
    'Is the answer not relevant to the question?',
  ])('does not match the near miss %j', (asked) => {
    expect(paraphrasedCriterion(asked, taught)).toBeNull();
  });

  it('reads the progressive, a passive that names the text holding something, and plain synonyms as the same wording', () => {
    const more = ['Does the customer ask for a refund?', 'Does the review mention the price?', 'Does the reply contain a link?', 'Is this email spam?', 'Is the story appropriate for children?'];
    expect(paraphrasedCriterion('Is the customer asking for a refund?', more)).toBe(more[0]);
    expect(paraphrasedCriterion('Is the price mentioned in the review?', more)).toBe(more[1]);
    expect(paraphrasedCriterion('Does the reply include a link?', more)).toBe(more[2]);
    expect(paraphrasedCriterion('Is this e-mail spam?', more)).toBe(more[3]);
    expect(paraphrasedCriterion('Is the story suitable for a child?', more)).toBe(more[4]);
    // …but not another time, swapped roles, or a passive of a verb that does not say what a text holds
    expect(paraphrasedCriterion('Did the customer ask for a refund?', more)).toBeNull();
    expect(paraphrasedCriterion('Was the price mentioned in the review?', more)).toBeNull();
    expect(paraphrasedCriterion('Is the review mentioned in the price?', more)).toBeNull();
    expect(paraphrasedCriterion('Is the price changed in the review?', ['Does the review change the price?'])).toBeNull();
  });

  it('reads give for provide, adhere to for follow, entirely for fully, and "both … and" for "… and"', () => {
    const list = ['Does the reply provide a refund policy?', 'Does the commit message follow the team convention?', 'Is the claim fully backed by the sources?', 'Is the summary short and accurate?'];
    expect(paraphrasedCriterion('Does the reply give a refund policy?', list)).toBe(list[0]);
    expect(paraphrasedCriterion('Does the commit message adhere to the team convention?', list)).toBe(list[1]);
    expect(paraphrasedCriterion('Is the claim entirely backed by the sources?', list)).toBe(list[2]);
    expect(paraphrasedCriterion('Is the summary both short and accurate?', list)).toBe(list[3]);
    // (a word that changes what is asked still does: "partially backed" is no rewording of "fully backed")
    expect(paraphrasedCriterion('Is the claim partially backed by the sources?', list)).toBeNull();
  });

  it('reads a rating of a quality named as a noun or as an adjective, "Rate" or "How", as one wording on the same scale', () => {
    const list = ['Rate the severity of the threat from 1 to 5.', 'How relevant is the answer to the question, from 1 to 5?', 'Rate the readability of the code from 1 to 5.'];
    expect(paraphrasedCriterion('On a 1 to 5 scale, how severe is the threat?', list)).toBe(list[0]);
    expect(paraphrasedCriterion("Rate the answer's relevance to the question from 1 to 5.", list)).toBe(list[1]);
    expect(paraphrasedCriterion('How readable is the code, from 1 to 5?', list)).toBe(list[2]);
    // (another scale, the parts in the other order, or no scale at all: another question)
    expect(paraphrasedCriterion('On a 1 to 10 scale, how severe is the threat?', list)).toBeNull();
    expect(paraphrasedCriterion("Rate the question's relevance to the answer from 1 to 5.", list)).toBeNull();
    expect(paraphrasedCriterion('Is the code readable?', list)).toBeNull();
  });

  it('reads reply for response, info for information, decline for refuse, issue for problem and identical for same', () => {
    const list = ['Does the response encourage self-harm?', 'Does the assistant refuse the harmful request?', 'Does the ticket mention a login problem?', 'Are the two SQL queries the same?'];
    expect(paraphrasedCriterion('Does the reply encourage self-harm?', list)).toBe(list[0]);
    expect(paraphrasedCriterion('Does the assistant decline the harmful request?', list)).toBe(list[1]);
    expect(paraphrasedCriterion('Does the ticket mention a login issue?', list)).toBe(list[2]);
    expect(paraphrasedCriterion('Are the two SQL queries identical?', list)).toBe(list[3]);
    expect(paraphrasedCriterion('Does the assistant accept the harmful request?', list)).toBeNull();
  });

  it('reads a pronoun standing for the subject\'s kind, and a scale written "on a 1-5 scale", as the same wording', () => {
    const kinds = ['Is the tweet sarcastic?', 'Rate the politeness of the reply from 1 to 5.', 'Is the answer correct?'];
    expect(paraphrasedCriterion('Is it sarcastic?', kinds)).toBe(kinds[0]);
    expect(paraphrasedCriterion('Is this sarcastic?', kinds)).toBe(kinds[0]);
    expect(paraphrasedCriterion("Rate the reply's politeness on a 1-5 scale.", kinds)).toBe(kinds[1]);
    // …but not when the wording names another kind, when two taught kinds fit, or for a part that is not the subject's kind
    expect(paraphrasedCriterion('Is the headline sarcastic?', kinds)).toBeNull();
    expect(paraphrasedCriterion('Is it sarcastic?', ['Is the tweet sarcastic?', 'Is the review sarcastic?'])).toBeNull();
    expect(paraphrasedCriterion('Is it correct?', kinds)).toBeNull();
    expect(paraphrasedCriterion("Rate the reply's politeness on a 1-10 scale.", kinds)).toBeNull();
  });

  it('reads a question typed as a bare fragment ("phishing?") as the taught question it names, and "this" for code', () => {
    const taught = ['Is the email phishing?', 'Is the post off-topic?', 'Does the code leak a secret?'];
    expect(paraphrasedCriterion('phishing?', taught)).toBe(taught[0]);
    expect(paraphrasedCriterion('off-topic?', taught)).toBe(taught[1]);
    expect(paraphrasedCriterion('does this leak a secret', taught)).toBe(taught[2]);
    // not a fragment: a verb of its own, no question mark, or a negation the taught question lacks
    expect(paraphrasedCriterion('is phishing?', taught)).toBeNull();
    expect(paraphrasedCriterion('phishing', taught)).toBeNull();
    expect(paraphrasedCriterion('not phishing?', taught)).toBeNull();
    // two taught questions name it: no match
    expect(paraphrasedCriterion('phishing?', ['Is the email phishing?', 'Is the comment phishing?'])).toBeNull();
    // a word the taught question holds beside others is not a fragment of it
    expect(paraphrasedCriterion('secret?', taught)).toBeNull();
  });

  it('reads a one-word fragment naming what a taught question asks for ("queue?") as that question, when only one asks for it', () => {
    const taught = ['Which queue does the ticket belong in?', 'What is the sentiment of the review?', 'Is the reply polite?'];
    expect(paraphrasedCriterion('queue?', taught)).toBe(taught[0]);
    expect(paraphrasedCriterion('Sentiment?', taught)).toBe(taught[1]);
    expect(paraphrasedCriterion('tone?', taught)).toBeNull();
    expect(paraphrasedCriterion('queue?', [...taught, 'Which queue should the email go to?'])).toBeNull();
    // two words name the question when both are its own ("ticket queue?"), never a word it does not hold; no question mark, none
    expect(paraphrasedCriterion('ticket queue?', taught)).toBe(taught[0]);
    expect(paraphrasedCriterion('email queue?', taught)).toBeNull();
    expect(paraphrasedCriterion('queue', taught)).toBeNull();
  });

  it('reads two questions asking the same thing of the subject in words that say nothing more as one ("Which queue should it go to?")', () => {
    const taught = ['Which queue does the ticket belong in?', 'What is the sentiment of the review?', 'Which queue handles refunds for premium users?'];
    expect(paraphrasedCriterion('Which queue should it go to?', taught)).toBe(taught[0]);
    expect(paraphrasedCriterion('What sentiment does this review express?', taught)).toBe(taught[1]);
    // another time, a negation, or anything named beside the noun is another question
    expect(paraphrasedCriterion('Which queue did it come from?', taught)).toBeNull();
    expect(paraphrasedCriterion('Which queue should it not go to?', taught)).toBeNull();
    expect(paraphrasedCriterion('Which queue should the manager review it in?', taught)).toBeNull();
    // two taught questions ask it: no match, unless one is worded as asked (the pronoun standing for its subject's kind)
    expect(paraphrasedCriterion('Which queue should it go to?', [...taught, 'Which queue does the email fit in?'])).toBeNull();
    expect(paraphrasedCriterion('Which queue should it go to?', [...taught, 'Which queue should the email go to?'])).toBe('Which queue should the email go to?');
  });

  it('refuses an ambiguous rewording that matches two taught criteria', () => {
    expect(paraphrasedCriterion('Is the review positive?', ['Is this review positive?', 'Is that review positive?'])).toBeNull();
    expect(paraphrasedCriterion('Is the review positive?', ['Is this review positive?', 'Is this review helpful?'])).toBe('Is this review positive?');
  });

  it('keeps negation, tense and numbers in the key, and leaves long texts alone', () => {
    expect(paraphraseKey("Isn't the reply polite?")).not.toBe(paraphraseKey('Is the reply polite?'));
    expect(paraphraseKey('Was the reply polite?')).not.toBe(paraphraseKey('Is the reply polite?'));
    expect(paraphraseKey('x'.repeat(601))).toBeNull();
  });

  it('reads word order and spelling variants that cannot change the question as one wording', () => {
    expect(paraphraseKey('Does the response answer the question correctly?')).toBe(paraphraseKey('Does the response correctly answer the question?'));
    expect(paraphraseKey('Is every claim supported by the context?')).toBe(paraphraseKey('Are all claims supported by the context?'));
    expect(paraphraseKey('Does the reply apologise?')).toBe(paraphraseKey('Does the reply apologize?'));
    expect(paraphraseKey('Does the code follow PEP8?')).toBe(paraphraseKey('Does the code follow PEP 8?'));
    expect(paraphraseKey('Is every claim supported by the context?')).not.toBe(paraphraseKey('Is any claim supported by the context?'));
    expect(paraphraseKey('Is the summary of the review accurate?')).not.toBe(paraphraseKey('Is the review of the summary accurate?'));
  });

  it('reads a question in the passive with its agent as the active one, and "is there X in Y" as "does Y contain X"', () => {
    expect(paraphraseKey('Is the bug introduced by the patch?')).toBe(paraphraseKey('Does the patch introduce the bug?'));
    expect(paraphraseKey('Was the refund approved by the manager?')).toBe(paraphraseKey('Did the manager approve the refund?'));
    expect(paraphraseKey('Is there a threat in the message?')).toBe(paraphraseKey('Does the message contain a threat?'));
    // the agent and the patient keep their roles
    expect(paraphraseKey('Is the patch introduced by the bug?')).not.toBe(paraphraseKey('Does the patch introduce the bug?'));
    expect(paraphraseKey('Was the refund approved by the manager?')).not.toBe(paraphraseKey('Does the manager approve the refund?'));
  });

  it('stays linear on a long criterion of one word repeated', () => {
    const long = `is the x introduced by ${'a'.repeat(550)},`;
    const started = Date.now();
    paraphraseKey(long);
    paraphraseKey(`is there ${'b '.repeat(250)}in ${'c'.repeat(300)},`);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('matches the same content words in another order only where the parts keep their order', () => {
    expect(paraphrasedCriterion('Is the clause in the contract enforceable?', ['Is the contract clause enforceable?'])).toBe('Is the contract clause enforceable?');
    expect(paraphrasedCriterion('Is the question relevant to the answer?', ['Is the answer relevant to the question?'])).toBeNull();
    expect(paraphrasedCriterion('Is B better than A?', ['Is A better than B?'])).toBeNull();
    expect(paraphrasedCriterion('Does the second sentence contradict the first?', ['Does the first sentence contradict the second?'])).toBeNull();
    // a negation still splits them
    expect(paraphrasedCriterion('Is the clause in the contract not enforceable?', ['Is the contract clause enforceable?'])).toBeNull();
    expect(paraphrasedCriterion('Is the reply from the support agent polite?', ["Is the support agent's reply polite?"])).toBe("Is the support agent's reply polite?");
    expect(paraphrasedCriterion('Sort the ticket into sales, support or billing.', ['Sort the ticket into billing, sales or support.'])).toBe('Sort the ticket into billing, sales or support.');
    // a role that changes sides, a modal, another option: other criteria
    expect(paraphrasedCriterion('Does the student give the answer to the tutor?', ['Does the tutor give the answer to the student?'])).toBeNull();
    expect(paraphrasedCriterion('Should the reply from the support agent be polite?', ["Is the support agent's reply polite?"])).toBeNull();
    expect(paraphrasedCriterion('Sort the ticket into sales, support, billing or other.', ['Sort the ticket into billing, sales or support.'])).toBeNull();
  });
});


describe('a fragment whose words belong to one taught criterion', () => {
  const taught = ['How urgent is the request?', 'Which product category does the listing belong to?', 'How toxic is the comment?', 'Is the reply polite?'];

  it('matches in another form of the same stem, filler words aside', () => {
    expect(paraphrasedCriterion('urgency?', taught)).toBe('How urgent is the request?');
    expect(paraphrasedCriterion('toxicity level?', taught)).toBe('How toxic is the comment?');
    expect(paraphrasedCriterion('category?', taught)).toBe('Which product category does the listing belong to?');
    expect(paraphrasedCriterion('politeness?', taught)).toBe('Is the reply polite?');
    expect(paraphrasedCriterion('secret leaked?', ['Does the code leak a secret?'])).toBe('Does the code leak a secret?');
    expect(paraphrasedCriterion('HIPAA compliant?', ['Is the consent form HIPAA-compliant?'])).toBe('Is the consent form HIPAA-compliant?');
  });

  it('matches nothing where two taught criteria hold the word, a negation is asked, or the stems only look alike', () => {
    expect(paraphrasedCriterion('sentiment?', ['What is the sentiment of the review?', 'What is the sentiment of the reply?'])).toBeNull();
    // a word the taught question only holds, not all it asks for; a word it does not hold
    expect(paraphrasedCriterion('secret?', ['Does the code leak a secret?'])).toBeNull();
    expect(paraphrasedCriterion('password leaked?', ['Does the code leak a secret?'])).toBeNull();
    expect(paraphrasedCriterion('not urgent?', taught)).toBeNull();
    expect(paraphrasedCriterion('impoliteness?', taught)).toBeNull();
    expect(paraphrasedCriterion('position?', ['Is the review positive?'])).toBeNull();
    expect(paraphrasedCriterion('urgency?', ['Is the request not urgent?'])).toBeNull();
    // filler alone asks nothing
    expect(paraphrasedCriterion('score?', taught)).toBeNull();
    // the subject's kind is no word of what is asked
    expect(paraphrasedCriterion('comment?', taught)).toBeNull();
  });
});

describe('a fragment naming what a taught question says the text holds', () => {
  const list = ['Does the message contain hate speech?', 'Does the job posting contain discriminatory language?', 'Does the code introduce a memory leak?'];

  it('is that question: the verb that only says the text holds it ("contain", "include", "mention") goes unsaid', () => {
    expect(paraphrasedCriterion('hate speech?', list)).toBe(list[0]);
    expect(paraphrasedCriterion('discriminatory language?', list)).toBe(list[1]);
  });

  it('…but a verb that says more is still asked for ("memory leak?" is not "memory leak introduced?")', () => {
    expect(paraphrasedCriterion('memory leak?', list)).toBeNull();
    expect(paraphrasedCriterion('memory leak introduced?', list)).toBe(list[2]);
  });
});

describe('a fragment that names a scale', () => {
  const taught = ['Rate the fluency of the translation on a 1-5 scale.', 'Rate the summary\'s conciseness from 1 to 5.', 'Is the reply polite?'];

  it('is the one taught rating of what it names on the same scale, with or without its question mark', () => {
    expect(paraphrasedCriterion('fluency 1-5', taught)).toBe(taught[0]);
    expect(paraphrasedCriterion('conciseness score 1 to 5?', taught)).toBe(taught[1]);
  });

  it('is nothing on another scale, or without the scale the taught rating states', () => {
    expect(paraphrasedCriterion('fluency 1-10', taught)).toBeNull();
    expect(paraphrasedCriterion('fluency?', taught)).toBeNull();
    expect(paraphrasedCriterion('politeness 1-5', taught)).toBeNull();
  });
});

describe('British and American spellings, and a few more synonyms', () => {
  const taught = ['Is the reviewer\'s opinion of the hotel favorable?', 'Was the order canceled by the customer?', 'Is the reply polite?', 'Does the output disclose the API key?'];

  it('meet whichever way a word is spelled ("favourable", "cancelled", "colour", "centre")', () => {
    expect(paraphrasedCriterion("Is the reviewer's opinion of the hotel favourable?", taught)).toBe(taught[0]);
    expect(paraphrasedCriterion('Was the order cancelled by the customer?', taught)).toBe(taught[1]);
    expect(paraphraseKey('Is the colour of the centre tile right?')).toBe(paraphraseKey('Is the color of the center tile right?'));
  });

  it('read "courteous" as "polite" and "reveal" as "disclose", never a word that changes the question', () => {
    expect(paraphrasedCriterion('Is the reply courteous?', taught)).toBe(taught[2]);
    expect(paraphrasedCriterion('Does the output reveal the API key?', taught)).toBe(taught[3]);
    expect(paraphrasedCriterion('Is the reply rude?', taught)).toBeNull();
    expect(paraphrasedCriterion("Is the reviewer's opinion of the hotel unfavourable?", taught)).toBeNull();
  });
});

describe('verbs of seeming', () => {
  const taught = ['Is the customer frustrated?', 'Is the sound quality good?'];

  it('"sound", "seem", "appear", "come across as" before the quality ask what "is" does', () => {
    expect(paraphrasedCriterion('Does the customer sound frustrated?', taught)).toBe(taught[0]);
    expect(paraphrasedCriterion('Does the customer seem frustrated?', taught)).toBe(taught[0]);
    expect(paraphrasedCriterion('Does the customer come across as frustrated?', taught)).toBe(taught[0]);
  });

  it('…but "sound" after an article is the noun, and another quality is another question', () => {
    expect(paraphrasedCriterion('Is the quality good?', taught)).toBeNull();
    expect(paraphrasedCriterion('Does the customer sound happy?', taught)).toBeNull();
  });
});

describe('wordings in German, French, Spanish, Portuguese and Italian', () => {
  it('reads their articles, demonstratives and copulas as saying no more than "the", "this" and "is" do', () => {
    expect(paraphrasedCriterion('Ist diese Bewertung negativ?', ['Ist die Bewertung negativ?'])).toBe('Ist die Bewertung negativ?');
    expect(paraphrasedCriterion('Cette demande est-elle urgente ?', ['La demande est-elle urgente ?'])).toBe('La demande est-elle urgente ?');
    expect(paraphrasedCriterion('¿Es ofensivo este comentario?', ['¿El comentario es ofensivo?'])).toBeNull(); // another order: the reordering rule's to say
    expect(paraphrasedCriterion('¿Este correo es urgente?', ['¿El correo es urgente?'])).toBe('¿El correo es urgente?');
  });

  it('reads a question that drops the pronoun for its subject as the taught one asked of it, and keeps other words apart', () => {
    expect(paraphrasedCriterion('¿A qué equipo corresponde?', ['¿A qué equipo corresponde este mensaje?'])).toBe('¿A qué equipo corresponde este mensaje?');
    expect(paraphrasedCriterion('È urgente?', ['Questo messaggio è urgente?'])).toBe('Questo messaggio è urgente?');
    // another quality is another question in any language
    expect(paraphrasedCriterion('¿Es grosero?', ['¿Este mensaje es urgente?'])).toBeNull();
    // "die" in an English wording is a word of it
    expect(paraphraseKey('Will the patient die without treatment?')).toContain('die');
  });
});

describe('words an evaluation uses for one another', () => {
  it('reads "useful" as "helpful", "query" as "question", "client" as "customer", "mistakes" as "errors"', () => {
    expect(paraphrasedCriterion('Is the answer useful to the client?', ['Is the answer helpful to the customer?'])).toBe('Is the answer helpful to the customer?');
    expect(paraphrasedCriterion('Does the response address the query?', ['Does the response address the question?'])).toBe('Does the response address the question?');
    expect(paraphrasedCriterion('Does the summary contain mistakes?', ['Does the summary contain errors?'])).toBe('Does the summary contain errors?');
    expect(paraphrasedCriterion('Is the reply succinct?', ['Is the reply concise?'])).toBe('Is the reply concise?');
  });

  it('…but keeps a word of another meaning apart ("rude" is not "polite", "accurate" is not "helpful")', () => {
    expect(paraphrasedCriterion('Is the reply impolite?', ['Is the reply polite?'])).toBeNull();
    expect(paraphrasedCriterion('Is the answer accurate?', ['Is the answer useful?'])).toBeNull();
  });
});

describe('a question reported for someone (stop 59)', () => {
  it('asks what it reports, who asks it set aside', () => {
    expect(paraphrasedCriterion('The user wants to know which queue this ticket belongs in', ['Which queue does this ticket belong in?'])).toBe('Which queue does this ticket belong in?');
    expect(paraphrasedCriterion("The recruiter I'm helping wants to know whether the candidate is a good fit", ['Is the candidate a good fit?'])).toBe('Is the candidate a good fit?');
    // (what is reported still has to be the same question)
    expect(paraphrasedCriterion('The user wants to know which queue this ticket came from', ['Which queue does this ticket belong in?'])).toBeNull();
  });
});
