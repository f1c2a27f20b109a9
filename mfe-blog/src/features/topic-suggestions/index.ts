/** Topic suggestions (a page in preview): the form's rules and words, and the page's data. */
export {
  SUGGEST_TOPIC_CONSENT,
  SUGGEST_TOPIC_FORM,
  SUGGEST_TOPIC_INTENT,
  SUGGEST_TOPIC_SENT,
  SuggestTopicDataSchema,
  SuggestTopicSchema,
  TOPIC_MAX_CHARS,
  type SuggestTopicData,
} from './model';
