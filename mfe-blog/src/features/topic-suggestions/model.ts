import * as z from 'zod/mini';

/**
 * "Suggest a topic", a page in preview (built in only with `VITE_BLOG_PREVIEW` set: see
 * src/app/routes.ts): its loader lists the guides already published, and its form sends a topic
 * to the agency. What the page's component and its server half share.
 */
/** The hidden intent the form posts with; its page's server half answers it. */
export const SUGGEST_TOPIC_INTENT = 'suggest-topic';
/** Stored through the api's agency-forms kind as `blog/topic-suggestion`. */
export const SUGGEST_TOPIC_FORM = 'topic-suggestion';
export const SUGGEST_TOPIC_CONSENT = 'The agency may email me about my suggestion.';
export const SUGGEST_TOPIC_SENT = 'Thank you! We will read your suggestion and email you if we write about it.';
export const TOPIC_MAX_CHARS = 500;

/** The fields as the browser posts them (a ticked box as "on"), each rule with its message. */
export const SuggestTopicSchema = z.object({
  topic: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Please tell us what you would like us to write about.'),
      z.maxLength(TOPIC_MAX_CHARS, `Please keep the topic under ${TOPIC_MAX_CHARS} characters.`),
    ),
  email: z.pipe(z.string().check(z.trim()), z.email('Please enter a valid email address.')),
  consent: z.literal('on', 'Please tick the box so that we may email you.'),
});

/** The loader's data: the guides already on the blog, so a visitor suggests something new. */
export const SuggestTopicDataSchema = z.object({
  published: z.array(z.object({ title: z.string(), path: z.string() })),
});
export type SuggestTopicData = z.infer<typeof SuggestTopicDataSchema>;
