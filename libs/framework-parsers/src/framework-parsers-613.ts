/**
 * Set 613: replicas of the reply readers of finance sentiment / trading-signal classifiers whose verdict is parsed:
 * GPT for Finance's Financial PhraseBank sentence labeller (the whole completion, lowercased and stripped, must be
 * exactly one label word) and Fatouros et al.'s forex-article buy/sell/hold classifier GPT-P4A (the lowercased reply
 * must contain positive / neutral / negative / sell / buy anywhere). Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a retry, not a NaN / pd.NA)?
 */
import { pyStrip } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. GPT for Finance, main.py sentiment() (mpolikarpov/gpt_for_finance):
//      response = client.completions.create(model=model, prompt=prompt, max_tokens=50)
//      generated_text = response.choices[0].text
//      std_gen_text = generated_text.lower().strip()
//      if std_gen_text == "positive":
//          return "positive"
//      elif std_gen_text == "negative":  # elseif
//          return "negative"
//      elif std_gen_text == "neutral":
//          return "neutral"
//      else:
//          print("Unrecognized output")
//          return pd.NA                                   # no verdict
//    Python's str.lower (JS toLowerCase agrees on every character that can lower into these ASCII words) and
//    str.strip, which peels str.isspace() whitespace (\x1c-\x1f and \x85 included, the BOM \ufeff not).
const GPT_FOR_FINANCE_LABELS = ['positive', 'negative', 'neutral'];
const gptForFinance: FrameworkParser = (reply) => GPT_FOR_FINANCE_LABELS.includes(pyStrip(reply.toLowerCase()));

// 2. Financial Sentiment Analysis with ChatGPT, helper_functions.py (giorgosfatouros/Financial-Sentiment-Analysis-with-ChatGPT):
//      return response.choices[0].message.content, ...           # get_sentiment, prompt GPT-P4A
//      def extract_sentiment(sentiment: str):
//          sentiment = sentiment.lower()
//          if "positive" in sentiment: return "Positive"
//          elif "neutral" in sentiment: return "Neutral"
//          elif "negative" in sentiment: return "Negative"
//          elif "sell" in sentiment: return "Negative"
//          elif "buy" in sentiment: return "Positive"
//          else: return sentiment                                 # the reply itself, not a label
//      def sentiment_to_numeric(sentiment: str):
//          sentiment = sentiment.lower()
//          if sentiment == 'positive': return 1
//          elif sentiment == 'negative': return -1
//          elif sentiment == 'neutral': return 0
//          else: return np.nan                                    # no verdict
//    A reply falling to the else branch can never equal a label (it would have contained it), so a verdict exists
//    exactly when the lowercased reply contains one of the five substrings, anywhere, inside words too.
const FIN_SENTIMENT_KEYS = /positive|neutral|negative|sell|buy/;
const finSentimentChatgpt: FrameworkParser = (reply) => FIN_SENTIMENT_KEYS.test(reply.toLowerCase());

export const PARSERS_OF_SET_613: Record<string, FrameworkParser> = {
  'gpt-for-finance--financial-phrasebank-sentence-sentiment-exact-label-word-lower-strip': gptForFinance,
  'fin-sentiment-chatgpt--forex-article-buy-sell-hold-sentiment-one-token-label-substring': finSentimentChatgpt,
};
