import type { Lexicon } from '../lexicon/lexicon';
import { COLLECTIVE_NOUNS, MODALS, NUMBER_WORDS, SUBJECT_PRONOUNS } from '../lexicon/word-lists';
import type { RuleKey } from '../rules';
import { finiteVerb, isFunctionWord, skipAdverbs } from './phrases';
import { patternsPlugin, type Pattern, type SentenceRule, type Words } from './patterns';
import { isAnyWord, isWord, type Token } from './tokens';

/**
 * The kinds of error that students make beyond the first rule set: words that sound alike, verb
 * patterns, prepositions that go with a word, number after quantifiers, comparatives, articles
 * before plurals, capitals, double negatives, reflexive pronouns and punctuation of questions and
 * introductory words. Each pattern names word classes, not sentences, and holds back wherever a
 * correct reading is common ("to found a company", "the moral of the story").
 */

// ---------------------------------------------------------------------------------------------
// Word forms

const lemmaOf = (lx: Lexicon, word: string) => lx.verb(word)?.lemma ?? word;
const participle = (lx: Lexicon, word: string) => lx.conjugate(lemmaOf(lx, word)).participle[0]!;
const base = (lx: Lexicon, word: string) => lemmaOf(lx, word);
const third = (lx: Lexicon, word: string) => lx.conjugate(lemmaOf(lx, word)).third;
const gerund = (lx: Lexicon, word: string) => lx.conjugate(lemmaOf(lx, word)).gerund;
const past = (lx: Lexicon, word: string) => lx.conjugate(lemmaOf(lx, word)).past[0]!;
const singularOf = (lx: Lexicon, word: string) => lx.noun(word)?.singular ?? word;
const pluralOf = (lx: Lexicon, word: string) => {
  const noun = lx.noun(word);
  return noun ? noun.plural : word;
};
const IRREGULAR_PLURALS: Record<string, string> = { woman: 'women', man: 'men', child: 'children', person: 'people' };
const IRREGULAR_SINGULARS: Record<string, string> = { women: 'woman', men: 'man', children: 'child', people: 'person' };

/** "an" before a vowel sound, by spelling (with the usual exceptions). */
export function article(word: string): 'a' | 'an' {
  const w = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(w)) return 'an';
  if (/^(?:uni|use|usu|uti|eu|one|once|ur[aeiou])/.test(w)) return 'a';
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

/** The adjective an -er or -est form comes from ("easier" → "easy", "bigger" → "big"), if any. */
function gradedStem(lx: Lexicon, word: string, suffix: 'er' | 'est'): string | undefined {
  if (!word.endsWith(suffix) || word.length < suffix.length + 3) return undefined;
  const stem = word.slice(0, -suffix.length);
  const candidates = [stem, `${stem}e`];
  if (stem.endsWith('i')) candidates.push(`${stem.slice(0, -1)}y`);
  if (/([b-df-hj-np-tv-z])\1$/.test(stem)) candidates.push(stem.slice(0, -1));
  return candidates.find((candidate) => candidate.length > 1 && lx.isAdjective(candidate) && !lx.isAdjective(word));
}
const COMPARATIVE_IRREGULAR = new Set(['better', 'worse', 'less', 'fewer', 'further', 'farther', 'elder']);
const SUPERLATIVE_IRREGULAR = new Set(['best', 'worst', 'least', 'fewest']);
const isComparative = (lx: Lexicon, word: string) =>
  COMPARATIVE_IRREGULAR.has(word) || gradedStem(lx, word, 'er') !== undefined;
const isSuperlative = (lx: Lexicon, word: string) =>
  SUPERLATIVE_IRREGULAR.has(word) || gradedStem(lx, word, 'est') !== undefined;

const w = (words: Words, index: number) => words[index]?.lower ?? '';

/** How a person feels, and the -ing word for what makes them feel it. */
const FEELING_CAUSE: Record<string, string> = {
  bored: 'boring',
  interested: 'interesting',
  excited: 'exciting',
  confused: 'confusing',
  frustrated: 'frustrating',
  disappointed: 'disappointing',
  amazed: 'amazing',
  frightened: 'frightening',
  embarrassed: 'embarrassing',
  exhausted: 'exhausting',
  shocked: 'shocking',
  terrified: 'terrifying',
  fascinated: 'fascinating',
  depressed: 'depressing',
  amused: 'amusing',
  annoyed: 'annoying',
};

// ---------------------------------------------------------------------------------------------
// Patterns

const swap = (
  rule: RuleKey,
  seq: string[],
  at: number,
  to: string | ((words: Words, lx: Lexicon) => string | undefined),
  message: string,
  shortMessage = 'Commonly confused words',
): Pattern => ({
  rule,
  seq,
  span: [at, at],
  fix: (words, lx) => {
    const value = typeof to === 'string' ? to : to(words, lx);
    return value ? [value] : undefined;
  },
  message,
  shortMessage,
});

const confused = (
  seq: string[],
  at: number,
  to: string | ((words: Words, lx: Lexicon) => string | undefined),
  what: string,
) => swap('confusedWords', seq, at, to, `Did you mean “%s”? ${what}`);

/** The same form of another verb: "wandered" → "wondered". */
const likeForm = (target: string) => (words: Words, lx: Lexicon) => {
  const word = words.find((token) => token && lx.verb(token.lower) && /^(?:wander|insure|chose)/.test(token.lower));
  if (!word) return target;
  const reading = lx.verb(word.lower)!;
  const forms = lx.conjugate(target);
  if (reading.forms.has('past')) return forms.past[0];
  if (reading.forms.has('gerund')) return forms.gerund;
  if (reading.forms.has('third')) return forms.third;
  return target;
};

const COMMUNICATE =
  'send|sends|sent|sending|receive|receives|received|get|gets|got|leave|leaves|left|read|reads|answer|answered|reply|delete|deleted|check|checked|forward|forwarded|write|wrote';
const MOTION =
  'walk|walks|walked|walking|run|runs|ran|running|drive|drives|drove|driving|go|goes|went|going|rush|rushed|hurry|hurried|fly|flew|cycle|cycled|march|marched|step|stepped|race|raced|come|came|straight|rode|ride|sped|speed';
const TIME_SPAN =
  'few|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred|several|year|years|month|months|week|weeks|decade|decades|century|centuries|day|days|hour|hours|couple';
const OBJECTS = 'the|a|an|my|your|his|her|our|their|its|this|that|these|those|all|some|any';
const CLOTHES =
  'uniform|uniforms|glasses|mask|masks|shoes|clothes|helmet|helmets|gloves|jeans|hat|hats|suit|suits|makeup|sunglasses|seatbelt|seatbelts|boots|coat|coats|dress|dresses|jacket|jackets|tie|ties';

/**
 * Words that sound like the past tense of a verb, and are never a verb themselves in that place:
 * right after a subject pronoun at the start of a clause and before an object, only the verb fits
 * ("I herd a noise", "She new the answer", "They road their bikes").
 */
const PAST_SOUNDALIKES: Record<string, string> = {
  herd: 'heard',
  new: 'knew',
  blue: 'blew',
  road: 'rode',
  guest: 'guessed',
  mist: 'missed',
  tide: 'tied',
  maid: 'made',
  eight: 'ate',
  rote: 'wrote',
};

/** What follows "know" when "no" is written for it: "didn't no that", "don't no why". */
const KNOW_OBJECTS =
  'that|what|why|how|where|when|who|whom|whether|if|about|anything|much|it|him|her|them|you|me|us|the|his|my|your|their|our';
const KNOW_OBJECT_SET = new Set(KNOW_OBJECTS.split('|'));

const CONFUSED: Pattern[] = [
  confused(
    [
      '^',
      'i|you|we|they|he|she',
      Object.keys(PAST_SOUNDALIKES).join('|'),
      'DET|POSS|OBJ|it|that|what|how|why|where|about',
    ],
    2,
    (words) => PAST_SOUNDALIKES[w(words, 2)],
    'The verb here is the past tense; the word written only sounds like it.',
  ),
  confused(
    [COMMUNICATE, 'OBJ?', 'the|a|an|my|your|his|her|our|their|this|that|any|no|another', 'massage|massages'],
    3,
    (w0) => (w(w0, 3) === 'massages' ? 'messages' : 'message'),
    'A “message” is something said or written; a “massage” is a rub.',
  ),
  confused(
    [
      'massage',
      'of',
      'the|this|that|his|her|their|its|your|our',
      'poem|film|story|book|novel|speech|song|text|letter|article|play|author|report|campaign|advert|advertisement|painting|movie|writer|poet|president|government|essay|lecture|video|series|artist|advertisers|leaders|leader',
    ],
    0,
    'message',
    'A “message” is something said or written; a “massage” is a rub.',
  ),
  confused(['in', 'the', 'passed'], 2, 'past', '“The past” is the time before now; “passed” is a verb.'),
  confused(
    ['the|over|during|for|in', 'passed', TIME_SPAN],
    1,
    'past',
    '“Past” describes time gone by; “passed” is a verb.',
  ),
  confused(
    ['over|during|for|in', 'the', 'passed', TIME_SPAN],
    2,
    'past',
    '“Past” describes time gone by; “passed” is a verb.',
  ),
  confused(
    [MOTION, 'passed', `${OBJECTS}|me|him|us|them|it`],
    1,
    'past',
    '“Past” (beyond) is the preposition; “passed” is a verb.',
  ),
  confused(
    [
      'have|has|had|having',
      'finally|already|just|successfully|never|not|easily|all|also|now?',
      'past',
      `${OBJECTS}|it|them|$`,
    ],
    2,
    'passed',
    'After “have”, the verb “passed” is meant; “past” is not a verb.',
  ),
  confused(['^', 'SUBJ', 'past', `${OBJECTS}|it|them`], 2, 'passed', 'The verb is “passed”; “past” is not a verb.'),
  confused(
    ['everyone|everybody|everything|nobody|nothing|everywhere', 'accept', '!BASE'],
    1,
    'except',
    '“Except” means “apart from”; “accept” means “take”.',
  ),
  confused(
    ['all|every|each', 'the|my|our|their|your|of?', 'NOUN', 'accept', 'one|two|three|me|him|her|us|them|CAP|NUM|for'],
    3,
    'except',
    '“Except” means “apart from”; “accept” means “take”.',
  ),
  confused(
    [
      'please|to|MODAL|NEG|we|they|^',
      'except',
      'DET|POSS|OBJ|it|responsibility|apologies|cookies|invitations|payment|payments|cash',
    ],
    1,
    'accept',
    '“Accept” means “take” or “agree to”; “except” means “apart from”.',
  ),
  confused(['BE|not|never', 'aloud'], 1, 'allowed', '“Allowed” means “permitted”; “aloud” means “out loud”.'),
  confused(['aloud', 'to', 'VERBONLY'], 0, 'allowed', '“Allowed” means “permitted”; “aloud” means “out loud”.'),
  confused(
    [
      'read|reads|reading|laugh|laughed|laughing|laughs|think|thinking|wonder|wondered|wondering|count|counted|counting|recite|recited|sing|sang|pray|prayed|cry|cried',
      'DET?',
      'NOUN?',
      'allowed',
      '$',
    ],
    3,
    'aloud',
    '“Aloud” means “out loud”; “allowed” means “permitted”.',
  ),
  confused(
    [
      'BE|feel|feels|felt|stay|stays|stayed|keep|kept|somewhere|everyone|completely|perfectly|totally|quite|very|is',
      'save',
      '$|to|from|and|for|place|places|area|areas|zone|environment|distance|side|haven',
    ],
    1,
    'safe',
    '“Safe” means “not in danger”; “save” is a verb.',
  ),
  confused(
    ['BE', 'not|never', 'save', '$|to|from|for|and'],
    2,
    'safe',
    '“Safe” means “not in danger”; “save” is a verb.',
  ),
  confused(
    [
      'to|MODAL|NEG|help|helps|helped',
      'safe',
      'money|time|energy|lives|the|your|my|our|their|his|her|it|them|us|me|him|up|some|more|electricity|fuel|costs|paper',
    ],
    1,
    'save',
    '“Save” is the verb; “safe” means “not in danger”.',
  ),
  confused(
    [
      'what|some|an|a|the|this|that|such|large|great|certain|lesser|greater|full|same|limited|significant|considerable|larger|huge|real|true|whatever',
      'extend',
      'of|that|$|do|does|is|are|was|were|has|can|will|did',
    ],
    1,
    'extent',
    '“Extent” is a noun (how far); “extend” is a verb.',
  ),
  confused(
    ['right|until|till|from|by|for', 'know', '$|on|i|we|you|they|he|she|it'],
    1,
    'now',
    '“Now” means “at this time”; “know” is a verb.',
  ),
  confused(
    [
      'have|has|had|is|was|there|with',
      'know',
      'idea|time|money|way|reason|doubt|longer|choice|option|chance|need|interest|problem|evidence|sense|one|other',
    ],
    1,
    'no',
    '“No” is the negative; “know” is a verb.',
  ),
  confused(
    [
      '^',
      'i|we|you|they',
      'now',
      'that|how|what|why|where|who|whether|the|him|her|them|it|about|everything|nothing|anything|someone|everyone',
    ],
    2,
    'know',
    '“Know” is the verb; “now” means “at this time”.',
  ),
  confused(
    [
      'i|he|she|we|they|you|everyone|nobody|never|already|always',
      'new',
      'that|it|him|her|them|what|how|why|where|who|about|the|this|everyone|everything|nothing|exactly|immediately|instantly',
    ],
    1,
    'knew',
    '“Knew” is the past of “know”; “new” means “not old”.',
  ),
  confused(
    [
      'the|a|clear|main|whole|underlying|economic|basic|strong|this|that|its|his|her|their|our|my|your|no|political|real|official',
      'rational',
      'for|behind|of|is|was|$',
    ],
    1,
    'rationale',
    '“Rationale” is a noun (the reasons); “rational” means “reasonable”.',
  ),
  confused(
    [
      'rationale',
      'decision|decisions|person|people|choice|choices|approach|thinking|thought|way|being|beings|mind|argument|explanation|behaviour|behavior|actor|actors|manner|number|numbers|agent|agents|judgement|judgment|response',
    ],
    0,
    'rational',
    '“Rational” means “reasonable”; “rationale” is a noun.',
  ),
  confused(
    ['a|one|every|each|this|that|another|single|small|large|big|last', 'peace', 'of'],
    1,
    'piece',
    '“Piece” is a part of something; “peace” is the absence of war.',
  ),
  confused(['peaces'], 0, 'pieces', '“Pieces” are parts of something; “peace” has no plural.'),
  confused(
    [
      'i|we|you|they|he|she|often|always|sometimes|just|really|still|NEG|to|MODAL',
      'wander|wandered|wandering|wanders',
      'if|whether|why|what|how|who|whatever',
    ],
    1,
    likeForm('wonder'),
    '“Wonder” means “ask yourself”; “wander” means “walk about”.',
  ),
  confused(
    [
      'see|table|figure|chart|shown|listed|given|described|notes|note|example|examples|image|diagram|section|graph|list|box|link|comments|mentioned|explained|outlined|illustrated|presented|details|steps',
      'bellow',
    ],
    1,
    'below',
    '“Below” means “under”; to “bellow” is to shout.',
  ),
  confused(
    ['play|plays|played|playing', 'a|an|the|no|this|that|his|her|their|its|our|your', 'ADJ?', 'ADJ?', 'roll'],
    4,
    'role',
    'A “role” is a part or function; a “roll” is bread or a list.',
  ),
  confused(['roll', 'model|models'], 0, 'role', 'A “role model” is a person to follow.'),
  confused(
    [
      'last|next|this|every|each|per|following|previous|whole|entire|NUM',
      'weak',
      '$|ago|later|before|after|of|in|on|at|we|i|they|he|she|to|for|and|the',
    ],
    1,
    'week',
    'A “week” is seven days; “weak” means “not strong”.',
  ),
  confused(
    ['a|one', 'weak', 'ago|later|before|earlier'],
    1,
    'week',
    'A “week” is seven days; “weak” means “not strong”.',
  ),
  confused(
    [
      'to|MODAL|please|must|always|correctly|properly|NEG',
      'site',
      'DET|POSS|every|all|sources|references|evidence|examples|studies|authors|it|them|any|at|both|relevant|primary|academic|each|previous|recent|other|several|many|two|three|NUM|more|quotes|quotations',
    ],
    1,
    'cite',
    'To “cite” a source is to name it; a “site” is a place.',
  ),
  confused(
    ['MODAL|NEG|always|never|usually|please', 'where', `a|an|the|his|her|their|my|your|our|${CLOTHES}`],
    1,
    'wear',
    'To “wear” clothes; “where” asks about a place.',
  ),
  confused(['to', 'where', CLOTHES], 1, 'wear', 'To “wear” clothes; “where” asks about a place.'),
  confused(
    ['^', 'we|they|you|there', 'where', '!SUBJ'],
    2,
    'were',
    '“Were” is the past of “be”; “where” asks about a place.',
  ),
  confused(
    ['^', 'were', 'is|are|was|does|did|do|can|should|would'],
    1,
    'where',
    '“Where” asks about a place; “were” is the past of “be”.',
  ),
  confused(
    [
      'can|could|NEG|to|cannot|did|will|would|not',
      'not?',
      'here',
      'DET|POSS|OBJ|you|what|that|it|about|from|anything|nothing|something|music|voices|noise|everything',
    ],
    2,
    'hear',
    'To “hear” is to take in sound; “here” is this place.',
  ),
  confused(
    [
      'come|came|comes|over|from|in|stay|live|lived|living|right|back|up|down|sit',
      'hear',
      '$|and|to|in|at|for|with|because|since|now|today|tomorrow',
    ],
    1,
    'here',
    '“Here” is this place; to “hear” is to take in sound.',
  ),
  confused(['to|MODAL|NEG|cannot|not', 'breath', '!of'], 1, 'breathe', '“Breathe” is the verb; “breath” is the noun.'),
  confused(
    [
      'a|deep|the|my|his|her|their|our|your|of|fresh|short|long|every|one|second|bad|last|each|whose',
      'breathe',
      '!BASE',
    ],
    1,
    'breath',
    '“Breath” is the noun; “breathe” is the verb.',
  ),
  confused(
    [
      'NUM|years|days|weeks|months|minutes|hours|decades|moments|seconds|centuries|much|soon|ever|until|till|see|you',
      'latter',
      '!NOUN',
    ],
    1,
    'later',
    '“Later” means “after”; “the latter” is the second of two.',
  ),
  confused(['sooner', 'or', 'latter'], 2, 'later', '“Later” means “after”; “the latter” is the second of two.'),
  confused(
    [
      'discuss|explain|describe|cover|return|come|see|revisit|address|examine|consider|deal|do|finish|check',
      'this|it|them|that|back|to?',
      'latter',
      '$|in|on|at|when|after|today|tonight',
    ],
    2,
    'later',
    '“Later” means “after”; “the latter” is the second of two.',
  ),
  confused(['latter', 'on'], 0, 'later', '“Later on” means “afterwards”.'),
  confused(
    ['^', 'the', 'later', 'is|was|are|were|has|had|can|will|seems|$'],
    2,
    'latter',
    '“The latter” is the second of two; “later” means “after”.',
  ),
  confused(['in', 'principal', '!NOUN'], 1, 'principle', '“In principle” means “in theory”; a “principal” is a head.'),
  confused(
    [
      'moral|guiding|fundamental|ethical|basic|general|scientific|physical|democratic|design|underlying|key|first|core|same',
      'principal|principals',
    ],
    1,
    (words) => (w(words, 1) === 'principals' ? 'principles' : 'principle'),
    'A “principle” is a rule or belief; a “principal” is a head.',
  ),
  confused(['to|MODAL|NEG|cannot|please', 'chose'], 1, 'choose', '“Choose” is the plain form; “chose” is its past.'),
  confused(
    [
      'have|has|had|having|gain|gained|gaining|get|got|getting|give|gives|gave|giving|provide|provides|provided|easy|free|limited|quick|direct|full|no|open|restricted|unlimited|equal|public|internet|online|better|improved|improve|without|denied|need|needs|enough',
      'excess',
      'to',
    ],
    1,
    'access',
    '“Access” is a way in; “excess” is too much.',
  ),
  confused(
    ['insure|insures|insured|insuring', 'that'],
    0,
    likeForm('ensure'),
    'To “ensure” is to make sure; to “insure” is to buy insurance.',
  ),
  confused(['please', 'insure'], 1, 'ensure', 'To “ensure” is to make sure; to “insure” is to buy insurance.'),
  confused(
    ['everyday', '$|for|at|since|until|before|after|during|because'],
    0,
    'every day',
    '“Every day” means “each day”; “everyday” means “ordinary”.',
  ),
  confused(
    [
      'it|he|she|this|that|who|why|how|where|when',
      'dose',
      "not|n't|it|he|she|this|that|his|her|their|my|your|our|VERBONLY",
    ],
    1,
    'does',
    '“Does” is a form of “do”; a “dose” is an amount of medicine.',
  ),
  confused(
    [
      'take|took|takes|taking|have|had|need|needs|needed|a',
      'a|short|quick|long|brief|well-earned|lunch|coffee|tea?',
      'brake',
      '!NOUN',
    ],
    2,
    'break',
    'A “break” is a pause; a “brake” stops a car.',
  ),
  confused(
    ['lunch|coffee|tea|summer|winter|spring|christmas|easter|half-term|commercial', 'brake'],
    1,
    'break',
    'A “break” is a pause; a “brake” stops a car.',
  ),
  confused(
    [
      'a|an|very|more|most|quite|really|extremely|fairly|the',
      'through',
      'analysis|review|investigation|check|examination|search|understanding|job|study|research|inspection|assessment|evaluation|knowledge|explanation|test|testing|approach|discussion|description|report|overview|summary|reading|cleaning|account|and',
    ],
    1,
    'thorough',
    '“Thorough” means “careful and complete”; “through” means “from one side to the other”.',
  ),
  confused(
    [
      'went|go|goes|walked|walk|looked|look|read|passed|pass|drove|ran|run|came|come|get|got|going|flicked|flick',
      'thorough',
      'the|a|an|his|her|their|my|your|our|this|that|it|them',
    ],
    1,
    'through',
    '“Through” means “from one side to the other”; “thorough” means “careful”.',
  ),
  confused(
    [
      'a|an|the|this|that|each|every|electronic|mobile|my|your|his|her|our|their|any|new|medical|storage|smart|digital|handheld|wearable|clever|small|little|single|same|useful|simple|such',
      'devise',
      '$|that|which|for|is|was|and|can|with|in|on|of|has|to',
    ],
    1,
    'device',
    'A “device” is a tool; to “devise” is to invent.',
  ),
  confused(
    ['NUM|many|these|those|several|electronic|mobile|smart|digital|medical|our|your|all|other|such|new', 'devises'],
    1,
    'devices',
    '“Devices” are tools; “devises” is a verb.',
  ),
  confused(
    [
      "boost|boosted|boosting|boosts|raise|raised|raising|improve|improved|improving|lift|lifted|low|high|good|poor|team|staff|employee|troop|troops|player|players|student|workers|worker|hurt|damaged|damage|affect|affected|lower|lowered|team's|staff's",
      'moral',
      '$|is|was|among|of|in|at|and|has|had|were|are|after|when|because|fell|rose|dropped',
    ],
    1,
    'morale',
    '“Morale” is confidence and spirit; “moral” is about right and wrong.',
  ),
  confused(
    [
      'to|MODAL|NEG|please|afford|going',
      'by',
      'a|an|some|new|more|tickets|food|clothes|it|that|this|these|those|your|my|his|our|their|one|two|anything|something|everything|groceries|presents|gifts|books|shares|land|houses|cars|them',
    ],
    1,
    'buy',
    'To “buy” is to pay for; “by” means “near” or “through”.',
  ),
  confused(
    [
      'did|do|does|NEG',
      'SUBJ',
      'by',
      'a|an|some|new|more|tickets|food|clothes|it|that|this|these|those|your|my|his|our|their|one|anything|something|everything|them',
    ],
    2,
    'buy',
    'To “buy” is to pay for; “by” means “near” or “through”.',
  ),
  confused(
    [
      'help|helps|helped|let|lets|make',
      'me|us|them|him',
      'by',
      'a|an|some|new|more|tickets|food|clothes|it|that|this|these|those|your|my|anything|something',
    ],
    2,
    'buy',
    'To “buy” is to pay for; “by” means “near” or “through”.',
  ),
  confused(['buy', 'the', 'way'], 0, 'by', '“By the way” means “incidentally”.'),
  confused(
    [
      'i|we|you|they|NEG|MODAL|really|still|often|always|sometimes|never|also|just',
      'fell',
      'that|like|sad|happy|tired|better|worse|good|bad|lonely|guilty|proud|sorry|comfortable|uncomfortable|confident|nervous|anxious|safe|strongly|free|excited|bored|grateful|responsible|welcome|stressed|confused|embarrassed',
    ],
    1,
    'feel',
    'To “feel” is to sense; “fell” is the past of “fall”.',
  ),
  confused(
    [
      'a|the|big|great|huge|heavy|significant|weight|job|hearing|memory|blood|financial|total|net|any|no',
      'lose',
      '$|of|in|for|and|was|is|after',
    ],
    1,
    'loss',
    '“Loss” is the noun; “lose” is the verb.',
  ),
  confused(
    [
      'i|we|they|you|he|she|NEG|had|have|has|never|always|first|really|once|originally|initially',
      'though',
      'that|it|of|about|so|he|she|they|we|you|i|this|the',
    ],
    1,
    'thought',
    '“Thought” is the past of “think”; “though” means “however”.',
  ),
  confused(
    [
      'wear|wears|wearing|wore|new|my|your|his|her|their|our|warm|old|buy|bought|iron|ironed|winter|summer|school',
      'cloths',
    ],
    1,
    'clothes',
    '“Clothes” are what you wear; “cloths” are pieces of fabric.',
  ),
  confused(
    [
      'MODAL|NEG|to|let|please|i|we|you|they',
      'sea',
      'the|a|an|his|her|their|my|your|our|it|that|what|how|why|if|whether|you|him|them|me|us',
    ],
    1,
    'see',
    'To “see” is to look; the “sea” is the ocean.',
  ),
  confused(['NOUN', 'bellow', '$'], 1, 'below', '“Below” means “under”; to “bellow” is to shout.'),
  confused(
    [
      'MODAL',
      'SUBJ',
      'by',
      'you|me|him|her|us|them|a|an|some|new|tickets|food|clothes|it|that|this|these|those|your|my|his|our|their|one|anything|something|everything',
    ],
    2,
    'buy',
    'To “buy” is to pay for; “by” means “near” or “through”.',
  ),
  confused(
    ['SUBJ|have|has|had|was|were|be|been|is|are|being|never|finally|gladly|happily', 'excepted'],
    1,
    'accepted',
    '“Accepted” means “taken” or “agreed to”; “excepted” means “left out”.',
  ),
  confused(['SUBJ|NOUN|CAP', 'past', 'away'], 1, 'passed', 'To “pass away” is to die; “past” is not a verb.'),
  confused(['bare', 'in', 'mind'], 0, 'bear', 'To “bear in mind” is to remember.'),
  confused(['NEG', 'bare'], 1, 'bear', 'To “bear” something is to put up with it; “bare” means “uncovered”.'),
  confused(['out', 'of', 'site'], 2, 'sight', '“Out of sight” means “not seen”.'),
  confused(
    [
      'to|MODAL|NEG|nice|pleased|glad|happy|please',
      'meat',
      'you|him|her|them|us|the|my|your|new|our|people|friends|at|up|with|again',
    ],
    1,
    'meet',
    'To “meet” is to come together; “meat” is food.',
  ),
  confused(
    ['lose|losing|lost|gain|gained|gaining|put', 'on?', 'wait'],
    2,
    'weight',
    '“Weight” is how heavy something is; to “wait” is to stay.',
  ),
  confused(
    ['the', 'write', 'answer|way|thing|decision|time|place|person|side|choice|word|words|moment'],
    1,
    'right',
    '“Right” means “correct”; to “write” is to put words on paper.',
  ),
  confused(
    [
      'to|MODAL|NEG',
      'right',
      'essay|essays|letter|letters|report|reports|about|down|it|this|my|your|his|her|their|our|an',
    ],
    1,
    'write',
    'To “write” is to put words on paper; “right” means “correct”.',
  ),
  confused(
    [
      'the',
      'hole',
      'world|day|time|class|thing|family|country|story|year|week|process|team|school|city|book|night|life|point|idea',
    ],
    1,
    'whole',
    '“Whole” means “all of”; a “hole” is a gap.',
  ),
  confused(
    ['won', 'of', 'the|my|his|her|our|their|your|these|those'],
    0,
    'one',
    '“One” is the number; “won” is the past of “win”.',
  ),
  confused(
    ['^', 'we|they|you', 'our', 'not|going|very|so|happy|ready|all|here|there|late|sure|able|GER'],
    2,
    'are',
    '“Are” is a verb; “our” means “belonging to us”.',
  ),
  confused(
    [
      'PASTONLY|THIRD|visit|visited|love|miss|met|meet|call|called|help|helped|with|to|for|of|from|about',
      'are',
      'friends|family|house|teacher|teachers|school|parents|grandparents|home|car|country|city|team|class|own|children|neighbours|neighbors|lives|future|society|planet|environment|community|town',
    ],
    1,
    'our',
    '“Our” means “belonging to us”; “are” is a verb.',
  ),
  confused(['have|has|had', 'being'], 1, 'been', 'After “have”, the participle “been”.'),
  confused(['is|are|was|were|am', 'been', 'PART|GER'], 1, 'being', 'After “is”, “being”; “been” follows “have”.'),
  confused(['BE', 'suppose', 'to'], 1, 'supposed', 'The phrase is “be supposed to”.'),
  confused(
    ['BE|get|got|getting|gets', 'use', 'to', 'GER|it|this|that|the|a|an|my|his|her|their|our|your|them|him|me|us'],
    1,
    'used',
    'The phrase is “be used to”.',
  ),
  confused(['^', 'i|we|they|he|she', 'use', 'to', 'VERBONLY'], 2, 'used', 'For a past habit, “used to”.'),
  confused(
    ['^', 'may', 'be', 'SUBJ|the|this|that|there|it'],
    0,
    'maybe',
    '“Maybe” means “perhaps”; “may be” is a verb.',
  ),
  confused(
    [
      'it|this|that|there|he|she|they|which|you|i|we',
      'maybe',
      'ADJONLY|PART|a|an|the|because|due|true|right|wrong|possible|better|useful|late|able|more|less|too',
    ],
    1,
    'may be',
    '“May be” is a verb (“it may be true”); “maybe” means “perhaps”.',
  ),
  confused(
    [
      '^',
      'lets',
      'VERBONLY|go|start|see|look|begin|try|move|take|talk|make|have|get|think|say|hope|meet|find|consider',
    ],
    1,
    "let's",
    '“Let’s” is short for “let us”.',
  ),
  confused(
    [
      'switched|switching|logged|turned',
      'of',
      'the|your|his|her|my|their|our|all',
      'light|lights|tv|television|computer|phone|engine|radio|power|heating|alarm|laptop|machine|device|oven|tap|water|gas|music',
    ],
    1,
    'off',
    '“Off” is the opposite of “on”.',
  ),
  confused(
    [
      'took|take|takes|taking',
      'of',
      'his|her|my|your|their|our',
      'shoes|coat|hat|jacket|glasses|clothes|shirt|gloves|boots|mask|helmet',
    ],
    1,
    'off',
    '“Off” is the opposite of “on”.',
  ),
  confused(['^', 'the', 'to', 'WORD'], 2, 'two', '“Two” is the number.'),
  confused(['to', 'or', 'three|four|five|more'], 0, 'two', '“Two” is the number.'),
];

// Verb forms -----------------------------------------------------------------------------------

const GERUND_VERBS =
  'enjoy|enjoys|enjoyed|enjoying|avoid|avoids|avoided|avoiding|finish|finishes|finished|finishing|suggest|suggests|suggested|suggesting|mind|minds|minded|keep|keeps|kept|keeping|practise|practises|practised|practice|practiced|admit|admits|admitted|deny|denies|denied|miss|missed|risk|risked|risks|imagine|imagined|imagines|quit|quits|postpone|postponed|delay|delayed|dislike|dislikes|disliked|fancy|resist|resisted|stop|stopped|stops|give|gave';

const VERB_FORMS: Pattern[] = [
  {
    rule: 'verbPattern',
    seq: [
      'need|needs|needed|want|wants|wanted|decide|decides|decided|plan|plans|planned|hope|hopes|hoped|try|tries|tried|able|unable|manage|managed|learn|learned|learnt|agree|agreed|refuse|refused|promise|promised|seem|seems|seemed|going|expect|expected|intend|intended|have|has|had|ought',
      'to',
      'GER',
    ],
    span: [2, 2],
    fix: (words, lx) => [base(lx, w(words, 2))],
    message: 'After “to”, the plain verb: “%s”.',
    shortMessage: 'Verb form after “to”',
  },
  {
    rule: 'verbPattern',
    seq: ['can|could|will|would|should|must', 'able', 'to'],
    span: [0, 2],
    fix: (words) => {
      const modal = w(words, 0);
      if (modal === 'can') return [words[0]!.text, 'am able to'];
      if (modal === 'could') return [words[0]!.text, 'was able to'];
      return [`${words[0]!.text} be able to`];
    },
    message: 'Either the modal or “be able to”: “%s”.',
    shortMessage: 'Verb form after a modal',
  },
  {
    rule: 'verbPattern',
    seq: ['^', 'i|we|they|you|he|she|it', 'am|is|are', 'VERBONLY', '!PUNCT|by'],
    span: [2, 3],
    fix: (words, lx) => {
      const verb = w(words, 3);
      if (/^(?:be|have|do|let|need|dare|mean|like|suppose)$/.test(verb) || !lx.verb(verb)?.forms.has('base'))
        return undefined;
      const single = /^(?:he|she|it)$/.test(w(words, 1));
      return [single ? third(lx, verb) : verb, `${words[2]!.text} ${gerund(lx, verb)}`];
    },
    message: 'Either the simple present or “be” with the -ing form: “%s”.',
    shortMessage: 'Verb form',
  },
  {
    rule: 'modalVerbForm',
    seq: ['will|would|shall|might|may|should|must', 'can'],
    span: [1, 1],
    fix: () => ['be able to'],
    message: 'Two modals cannot follow each other: “%s”.',
    shortMessage: 'Verb form after a modal',
  },
  {
    rule: 'verbPattern',
    seq: [
      'to|MODAL',
      'found',
      'a|an|the|new|better|effective|more|any|some|ways?|out',
      'cure|cures|solution|solutions|way|ways|answer|answers|treatment|treatments|job|jobs|vaccine|remedy|method|evidence|balance|compromise|partner|flat|house|apartment|room|time|place|work|it|them|that|the|a|an|more|new|better',
    ],
    span: [1, 1],
    fix: () => ['find'],
    message: 'To look for and get something is to “%s”; “found” is its past (or “set up”).',
    shortMessage: 'Verb form',
  },
  {
    rule: 'verbPattern',
    seq: [
      'help|helps|helped|helping',
      'OBJ|you|people|students|children|learners|pupils|patients|users|employees|readers|teachers|us|them?',
      'GER',
      '!NOUNONLY',
    ],
    span: [2, 2],
    fix: (words, lx, _next, sentence) => {
      // "I can't help laughing": "cannot help" means "cannot stop", and takes the -ing form.
      const at = sentence.indexOf(words[0]!);
      const before = sentence[at - 1]?.lower ?? '';
      const negated =
        /^(?:can't|cannot|couldn't|can’t|couldn’t)$/.test(before) ||
        (before === 'not' && /^(?:can|could)$/.test(sentence[at - 2]?.lower ?? ''));
      if (negated) return undefined;
      return [base(lx, w(words, 2)), `to ${base(lx, w(words, 2))}`];
    },
    message: 'After “help”, use the plain verb: “%s”.',
    shortMessage: 'Verb form after “help”',
  },
  {
    rule: 'verbPattern',
    seq: ['want|wants|wanted|wanting', 'that', 'SUBJ', 'BASE|THIRD|PASTONLY'],
    span: [0, 3],
    fix: (words, lx) => {
      const object: Record<string, string> = {
        i: 'me',
        he: 'him',
        she: 'her',
        it: 'it',
        we: 'us',
        they: 'them',
        you: 'you',
      };
      return [`${words[0]!.text} ${object[w(words, 2)]} to ${base(lx, w(words, 3))}`];
    },
    message: '“Want” takes an object and “to”: “%s”.',
    shortMessage: 'Verb pattern',
  },
  {
    rule: 'verbPattern',
    seq: [GERUND_VERBS, 'to', 'BASE', '!PUNCT'],
    span: [1, 2],
    fix: (words, lx) => {
      const verb = w(words, 0);
      // "stop to think", "give to charity": a purpose or a recipient, not the verb's object.
      if (/^(?:stop|stopped|stops|give|gave)$/.test(verb)) return undefined;
      if (!lx.verb(w(words, 2))?.forms.has('base') || lx.noun(w(words, 2))?.isPlural) return undefined;
      return [gerund(lx, w(words, 2))];
    },
    message: 'This verb takes the -ing form: “%s”.',
    shortMessage: 'Verb pattern',
  },
  {
    rule: 'verbPattern',
    seq: ['look|looks|looking|looked', 'forward', 'to', 'VERBONLY|BASE', '!PL'],
    span: [3, 3],
    fix: (words, lx) => (lx.noun(w(words, 3)) && !lx.verb(w(words, 3)) ? undefined : [gerund(lx, w(words, 3))]),
    message: '“Look forward to” takes the -ing form: “%s”.',
    shortMessage: 'Verb pattern',
  },
  {
    rule: 'verbPattern',
    seq: [
      'is|are|was|were|am',
      'depend|consist|belong|exist|matter|contain|include|involve|require|differ|vary|happen|occur|fail|succeed|seem|appear|deserve|remain|lack|arise|emerge|result',
    ],
    span: [0, 1],
    fix: (words, lx) => {
      const be = w(words, 0);
      const verb = w(words, 1);
      if (be === 'is') return [third(lx, verb)];
      if (be === 'was' || be === 'were') return [past(lx, verb)];
      return [base(lx, verb)];
    },
    message: 'No “be” before this verb: “%s”.',
    shortMessage: 'Verb form',
  },
  {
    rule: 'participle',
    seq: ['BE|been', 'VERBONLY', 'by|in|at|on|$|from|for|with|during|yesterday|to|last|and'],
    span: [1, 1],
    fix: (words, lx) => {
      const verb = w(words, 1);
      if (
        /^(?:be|have|do|go|come|let|need|dare|get|seem|appear|become|remain|stay|mean|wait|try|help|work|start|agree)$/.test(
          verb,
        )
      )
        return undefined;
      const form = participle(lx, verb);
      return form !== verb ? [form] : undefined;
    },
    message: 'After “be”, the past participle: “%s”.',
    shortMessage: 'Past participle',
  },
  {
    rule: 'participle',
    seq: ['BE|been', 'BASE', 'by', 'DET|POSS|CAP|NUM|PL|OBJ'],
    span: [1, 1],
    fix: (words, lx) => {
      const verb = w(words, 1);
      const form = participle(lx, verb);
      return form !== verb && !lx.isAdjective(verb) ? [form] : undefined;
    },
    message: 'After “be”, the past participle: “%s”.',
    shortMessage: 'Past participle',
  },
  {
    rule: 'verbPattern',
    seq: ['let|lets|make|makes|made|making', 'OBJ', 'to', 'BASE'],
    span: [2, 3],
    fix: (words) => [words[3]!.text],
    message: 'After “let” and “make”, no “to”: “%s”.',
    shortMessage: 'Verb pattern',
  },
  {
    rule: 'verbPattern',
    seq: ["had|we'd|you'd|i'd|they'd|he'd|she'd", 'better', 'to', 'BASE'],
    span: [2, 3],
    fix: (words) => [words[3]!.text],
    message: 'After “had better”, no “to”: “%s”.',
    shortMessage: 'Verb pattern',
  },
  {
    rule: 'modalVerbForm',
    seq: ['MODAL', 'has|had'],
    span: [1, 1],
    fix: () => ['have'],
    message: 'After a modal, the plain verb: “%s”.',
    shortMessage: 'Verb form after a modal',
  },
];

// Agreement ------------------------------------------------------------------------------------

const SINGULAR_AUX: Record<string, string> = {
  do: 'does',
  "don't": "doesn't",
  have: 'has',
  "haven't": "hasn't",
  are: 'is',
  "aren't": "isn't",
  were: 'was',
  "weren't": "wasn't",
};
const PLURAL_AUX = Object.fromEntries(Object.entries(SINGULAR_AUX).map(([plural, singular]) => [singular, plural]));
const WH = 'what|why|where|when|how|who|which';

const AGREEMENT: Pattern[] = [
  {
    rule: 'subjectVerbAgreement',
    seq: [
      '^',
      'neither|either',
      'of',
      'the|these|those|my|our|their|your|his|her',
      'ADJ?',
      'PL',
      "are|were|have|don't|aren't|weren't|haven't|do",
    ],
    span: [6, 6],
    fix: (words) => [SINGULAR_AUX[w(words, 6)]!],
    message: '“Neither of …” takes a singular verb: “%s”.',
    shortMessage: 'Subject–verb agreement',
  },
  {
    rule: 'questionAgreement',
    seq: ['^', `${WH}?`, "does|doesn't|has|hasn't|is|isn't|was|wasn't", 'they|we|you'],
    span: [2, 2],
    fix: (words) => [PLURAL_AUX[w(words, 2)]!],
    message: 'The question’s subject is plural: “%s”.',
    shortMessage: 'Subject–verb agreement',
  },
  {
    rule: 'questionAgreement',
    seq: [
      '^',
      `${WH}?`,
      "does|doesn't|has|hasn't|is|isn't|was|wasn't",
      'the|these|those|your|my|his|her|our|their|its|all|both|many|some',
      'ADJ?',
      'PL',
      '!NOUNONLY',
    ],
    span: [2, 2],
    fix: (words) => [PLURAL_AUX[w(words, 2)]!],
    message: 'The question’s subject is plural: “%s”.',
    shortMessage: 'Subject–verb agreement',
  },
  {
    rule: 'questionAgreement',
    seq: ['^', `${WH}?`, "do|don't|have|haven't|are|aren't", 'he|she|it'],
    span: [2, 2],
    fix: (words) => [SINGULAR_AUX[w(words, 2)]!],
    message: 'The question’s subject is singular: “%s”.',
    shortMessage: 'Subject–verb agreement',
  },
  {
    rule: 'questionAgreement',
    seq: [
      '^',
      `${WH}?`,
      "do|don't|have|haven't|are|aren't|were|weren't",
      'the|this|that|your|my|his|her|our|their|its|each|every|a|an',
      'ADJ?',
      'SG',
      '!NOUNONLY',
    ],
    span: [2, 2],
    fix: (words, _lx, _next, sentence) => {
      const head = words[5]!.lower;
      if (COLLECTIVE_NOUNS.has(head) || (w(words, 2).startsWith('were') && w(words, 1) === '')) return undefined;
      // "Do the reading first.": without a question word, only a question mark makes it a question.
      if (!words[1] && sentence[sentence.length - 1]?.text !== '?') return undefined;
      return [SINGULAR_AUX[w(words, 2)]!];
    },
    message: 'The question’s subject is singular: “%s”.',
    shortMessage: 'Subject–verb agreement',
  },
  {
    rule: 'subjectVerbAgreement',
    seq: ['^', 'this|that', 'SG', "have|are|were|do|don't|haven't|aren't|weren't|BASE", '!THIRD'],
    span: [3, 3],
    fix: (words, lx) => {
      const verb = w(words, 3);
      if (SINGULAR_AUX[verb]) return [SINGULAR_AUX[verb]];
      if (MODALS.has(verb) || words[3]!.kind !== 'word') return undefined;
      const reading = lx.verb(verb);
      if (!reading?.forms.has('base') || reading.forms.has('past') || lx.noun(verb)?.isPlural) return undefined;
      return [third(lx, verb)];
    },
    message: 'The subject is singular, so the verb is too: “%s”.',
    shortMessage: 'Subject–verb agreement',
  },
  {
    rule: 'subjectVerbAgreement',
    seq: [
      '^',
      'the',
      'number',
      'of',
      'the|these|those|my|our|their|your?',
      'ADJ?',
      'ADJ?',
      'PL',
      "are|were|have|aren't|weren't|haven't",
    ],
    span: [8, 8],
    fix: (words) => [SINGULAR_AUX[w(words, 8)]!],
    message: '“The number of …” is singular: “%s”.',
    shortMessage: 'Subject–verb agreement',
  },
  {
    rule: 'thereAgreement',
    seq: [
      'there',
      "is|was|isn't|wasn't|'s",
      'still|also|always|often|now|only?',
      'many|several|few|numerous|various|multiple|some|two|three|four|five|six|seven|eight|nine|ten|twenty|both|more|other|these|those|no?',
      'ADJ?',
      'ADJ?',
      'PL',
      '!NOUNONLY',
    ],
    span: [1, 1],
    fix: (words) => {
      const be = w(words, 1);
      if (be === "'s" && !w(words, 3)) return undefined;
      const wanted: Record<string, string> = {
        is: 'are',
        was: 'were',
        "isn't": "aren't",
        "wasn't": "weren't",
        "'s": ' are',
      };
      return [wanted[be]!];
    },
    message: 'The noun after “there” is plural: “there %s”.',
    shortMessage: 'Subject–verb agreement',
  },
  {
    rule: 'thereAgreement',
    seq: ['there', "are|were|aren't|weren't", 'a|an|one', 'ADJ?', 'SG', '!NOUNONLY'],
    span: [1, 1],
    fix: (words) => {
      if (
        /^(?:number|lot|couple|few|variety|range|series|total|host|handful|majority|dozen|group|set|pair|bunch|lots)$/.test(
          w(words, 4),
        )
      )
        return undefined;
      return [SINGULAR_AUX[w(words, 1)]!];
    },
    message: 'The noun after “there” is singular: “there %s”.',
    shortMessage: 'Subject–verb agreement',
  },
  {
    rule: 'subjectVerbAgreement',
    seq: [
      '^',
      'the?',
      'news|mathematics|maths|physics|linguistics|genetics|gymnastics|measles|diabetes',
      "are|were|have|aren't|weren't|haven't",
    ],
    span: [3, 3],
    fix: (words) => [SINGULAR_AUX[w(words, 3)]!],
    message: 'This noun is singular: “%s”.',
    shortMessage: 'Subject–verb agreement',
  },
  {
    rule: 'subjectVerbAgreement',
    seq: [
      '^',
      'the|these|those|many|most|some|all|local|young|old|ordinary|my|our|their|your|his|her',
      'people|police|cattle|children|men|women',
      "is|was|has|isn't|wasn't|hasn't|THIRD",
    ],
    span: [3, 3],
    fix: (words, lx) => {
      const verb = w(words, 3);
      if (PLURAL_AUX[verb]) return [PLURAL_AUX[verb]];
      if (verb === 'was') return ['were'];
      if (verb === "wasn't") return ["weren't"];
      return lx.noun(verb)?.isPlural ? undefined : [base(lx, verb)];
    },
    message: 'The subject is plural, so the verb is too: “%s”.',
    shortMessage: 'Subject–verb agreement',
  },
];

/**
 * The possible ends of a noun phrase that is one conjunct of a compound subject: a pronoun, a
 * name, or a determiner and up to three nouns and adjectives (each length is a candidate).
 */
function conjunctEnds(tokens: Token[], at: number, lx: Lexicon): number[] {
  const token = tokens[at];
  if (!isAnyWord(token)) return [];
  if (token.lower === 'her' || token.lower === 'his') {
    const ends = nounEnds(tokens, at + 1, lx);
    return token.lower === 'her' ? [at + 1, ...ends] : ends;
  }
  if (/^(?:i|he|she|we|they|you|me|him|us|them)$/.test(token.lower)) return [at + 1];
  if (/^(?:the|my|your|our|their|its|this|that|a|an)$/.test(token.lower)) return nounEnds(tokens, at + 1, lx);
  if (/^\p{Lu}\p{Ll}+$/u.test(token.text) && !lx.verb(token.lower) && !isFunctionWord(token)) return [at + 1];
  return [];
}

function nounEnds(tokens: Token[], at: number, lx: Lexicon): number[] {
  const ends: number[] = [];
  for (let end = at; end < at + 3; end++) {
    const token = tokens[end];
    if (!isAnyWord(token) || isFunctionWord(token) || !(lx.noun(token.lower) || lx.isAdjective(token.lower))) break;
    if (lx.noun(token.lower)) ends.push(end + 1);
  }
  return ends;
}

/** "My friend and I has", "She and her sister lives": two subjects joined by "and" take a plural verb. */
const compoundSubject: SentenceRule = (tokens, lx, found) => {
  for (let start = 0; start < tokens.length; start++) {
    if (start > 0 && !(tokens[start - 1]!.kind === 'punct' && /^[,;:]$/.test(tokens[start - 1]!.text))) continue;
    if (/^(?:each|every|either|neither|both)$/.test(tokens[start]?.lower ?? '')) continue;
    const first = conjunctEnds(tokens, start, lx).find((end) => isWord(tokens[end], 'and'));
    if (first === undefined) continue;
    // The longest reading of the second subject first: "her sister lives" before "her".
    for (const second of conjunctEnds(tokens, first + 1, lx).reverse()) {
      const at = skipAdverbs(tokens, second, lx);
      const verb = finiteVerb(tokens, at, lx);
      if (!verb) continue;
      if (verb.agrees !== 'singular') break;
      const token = tokens[at]!;
      const wanted = token.lower === 'was' ? 'were' : token.lower === "wasn't" ? "weren't" : verb.plural;
      found({
        rule: 'compoundSubject',
        from: token,
        replacements: [wanted],
        message: `Two subjects joined by “and” take a plural verb: “${wanted}”.`,
        shortMessage: 'Subject–verb agreement',
      });
      break;
    }
  }
};

// Prepositions and collocations ----------------------------------------------------------------

const prep = (
  seq: string[],
  at: number,
  to: string | ((words: Words, lx: Lexicon) => string | undefined),
  message: string,
) => swap('preposition', seq, at, to, message, 'Preposition');

const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const PREPOSITIONS_RULES: Pattern[] = [
  // "We talked about of the plan": "of" never follows these prepositions; the first one is meant.
  {
    rule: 'preposition',
    seq: ['about|with|into|onto|from|at', 'of', 'DET|POSS|OBJ|it|them|CAP'],
    span: [0, 1],
    fix: (words) => [words[0]!.text],
    message: 'One preposition is enough here: “%s”.',
    shortMessage: 'Preposition',
  },
  prep(['according', 'in|with|from|for|by|on|at|of'], 1, 'to', 'The phrase is “according to”.'),
  prep(
    ['depend|depends|depended|depending|dependent|dependant', 'of|from|at|in', '!part|large|turn'],
    1,
    'on',
    'The phrase is “depend on”.',
  ),
  prep(['interested', 'on|for|about|at|with'], 1, 'in', 'The phrase is “interested in”.'),
  prep(['married', 'with', '!children|kids|NUM|two|three'], 1, 'to', 'The phrase is “married to”.'),
  prep(
    ['arrive|arrives|arrived|arriving', 'to', 'the|a|an|his|her|their|my|your|our|CAP|school|work|class'],
    1,
    'at',
    'We arrive “at” a place or “in” a town.',
  ),
  {
    rule: 'preposition',
    seq: [
      'listen|listens|listened|listening',
      'music|me|him|us|them|the|a|my|his|their|our|your|this|that|songs|podcasts|radio|people|others|everyone|lectures|what',
    ],
    span: [0, 0],
    fix: (words) => [`${words[0]!.text} to`],
    message: 'The phrase is “listen to”: “%s”.',
    shortMessage: 'Preposition',
  },
  {
    rule: 'preposition',
    seq: ['explain|explains|explained|explaining', 'me|us|him'],
    span: [1, 1],
    fix: (words) => [`to ${words[1]!.text}`],
    message: 'We explain something “to” someone: “%s”.',
    shortMessage: 'Preposition',
  },
  prep(['afraid|scared|frightened|terrified', 'from'], 1, 'of', 'The phrase is “afraid of”.'),
  prep(['responsible', 'of|about'], 1, 'for', 'The phrase is “responsible for”.'),
  {
    rule: 'preposition',
    seq: ['capable', 'to', 'BASE'],
    span: [1, 2],
    fix: (words, lx) => [`of ${gerund(lx, w(words, 2))}`],
    message: 'The phrase is “capable of” with the -ing form: “%s”.',
    shortMessage: 'Preposition',
  },
  prep(['in', 'the', 'other', 'hand'], 0, 'on', 'The phrase is “on the other hand”.'),
  prep(['at|on|from', 'my|his|her|our|their|your', 'opinion'], 0, 'in', 'The phrase is “in my opinion”.'),
  prep(['based|basing', 'of'], 1, 'on', 'The phrase is “based on”.'),
  prep(['in|at', 'the', 'internet|web', '!NOUN'], 0, 'on', 'We find things “on” the internet.'),
  prep(['in|at', DAYS, '!NOUN'], 0, 'on', 'Days take “on”: “on Monday”.'),
  prep(['at', 'the', 'morning|afternoon|evening', '!NOUN'], 0, 'in', 'The phrase is “in the morning”.'),
  prep(
    [
      'since',
      'NUM|a|an|many|several|few|some',
      'years|months|weeks|days|hours|minutes|decades|centuries|year|month|week|day|hour|decade|long',
      '!ago',
    ],
    0,
    'for',
    'A length of time takes “for”; “since” takes a point in time.',
  ),
  {
    rule: 'preposition',
    seq: [
      'do|does|did|doing|done',
      'a|an|many|some|several|no|the|this|that|my|his|her|their|our|your|any|big|few',
      'ADJ?',
      'mistake|mistakes|decision|decisions|noise',
    ],
    span: [0, 0],
    fix: (words) => {
      const make: Record<string, string> = { do: 'make', does: 'makes', did: 'made', doing: 'making', done: 'made' };
      return [make[w(words, 0)]!];
    },
    message: 'We “make” a mistake or a decision: “%s”.',
    shortMessage: 'Word choice',
  },
  {
    rule: 'preposition',
    seq: ['make|makes|made|making', 'my|his|her|their|our|your|the|some|no?', 'homework'],
    span: [0, 0],
    fix: (words, lx, next) => {
      // "made homework feel longer": make someone or something do, not a wrong verb for homework.
      if (next && lx.verb(next.lower)?.forms.has('base')) return undefined;
      const doForms: Record<string, string> = { make: 'do', makes: 'does', made: 'did', making: 'doing' };
      return [doForms[w(words, 0)]!];
    },
    message: 'We “do” homework: “%s”.',
    shortMessage: 'Word choice',
  },
  prep(
    ['pay|pays|paid|paying', 'attention|close|more|less|no|special|particular?', 'attention?', 'on'],
    3,
    'to',
    'The phrase is “pay attention to”.',
  ),
  prep(['aware', 'about|on'], 1, 'of', 'The phrase is “aware of”.'),
  prep(['similar', 'with|than'], 1, 'to', 'The phrase is “similar to”.'),
  prep(['proud', 'for|about|on|with'], 1, 'of', 'The phrase is “proud of”.'),
  prep(['full', 'with'], 1, 'of', 'The phrase is “full of”.'),
  prep(
    [
      'a|an|the|big|great|serious|positive|negative|significant|major|little|strong|huge|direct|lasting|harmful|any|no',
      'effect|impact|influence',
      'to',
    ],
    2,
    'on',
    'An effect or impact is “on” something.',
  ),
  prep(['comply|complies|complied|complying|compliance', 'to'], 1, 'with', 'The phrase is “comply with”.'),
  {
    rule: 'preposition',
    seq: [
      'attend|attends|attended|attending',
      'to',
      'the|a|an|my|his|her|their|our|your|this|that',
      'meeting|meetings|class|classes|lecture|lectures|conference|school|university|event|course|seminar|church|college|party|wedding|session|workshop|interview|concert|funeral',
    ],
    span: [0, 1],
    fix: (words) => [words[0]!.text],
    message: 'We attend a meeting, with no “to”: “%s”.',
    shortMessage: 'Preposition',
  },
  {
    rule: 'preposition',
    seq: ['lacks|lacked|lacking', 'of'],
    span: [0, 1],
    fix: (words) => [words[0]!.text],
    message: 'The verb “lack” takes no “of”: “%s”.',
    shortMessage: 'Preposition',
  },
  prep(['capable', 'to', 'GER'], 1, 'of', 'The phrase is “capable of”.'),
  prep(['insist|insists|insisted|insisting', 'to', 'GER'], 1, 'on', 'The phrase is “insist on”.'),
  {
    rule: 'preposition',
    seq: ['insist|insists|insisted|insisting', 'to', 'BASE'],
    span: [1, 2],
    fix: (words, lx) => [`on ${gerund(lx, w(words, 2))}`],
    message: 'The phrase is “insist on” with the -ing form: “%s”.',
    shortMessage: 'Preposition',
  },
  prep(
    [
      'good|bad|better|excellent|terrible|brilliant|great',
      'in',
      'math|maths|mathematics|sport|sports|football|tennis|chess|cooking|drawing|languages|science|physics|english|spelling|GER',
    ],
    1,
    'at',
    'We are good “at” something.',
  ),
  prep(['consist|consists|consisted|consisting', 'from|by'], 1, 'of', 'The phrase is “consist of”.'),
  prep(
    ['divided|divide|divides|split', 'in', 'NUM|groups|parts|sections|pieces|teams'],
    1,
    'into',
    'We divide something “into” parts.',
  ),
  {
    rule: 'preposition',
    seq: [
      'enter|entered|enters|entering',
      'in|into',
      'the|a|an|my|his|her|their|our|your',
      'room|building|class|classroom|house|office|hall|country|library|kitchen|church|shop|store',
    ],
    span: [0, 1],
    fix: (words) => [words[0]!.text],
    message: 'We enter a room, with no preposition: “%s”.',
    shortMessage: 'Preposition',
  },
  {
    rule: 'preposition',
    seq: ['explain|explains|explained|explaining|describe|describes|described', 'about'],
    span: [0, 1],
    fix: (words) => [words[0]!.text],
    message: 'The verb takes no “about”: “%s”.',
    shortMessage: 'Preposition',
  },
  prep(['superior|inferior|senior|junior|prior|preferable', 'than'], 1, 'to', 'This adjective takes “to”.'),
  {
    rule: 'preposition',
    seq: ['cope|copes|coped|coping', 'up', 'with'],
    span: [0, 1],
    fix: (words) => [words[0]!.text],
    message: 'The phrase is “cope with”: “%s”.',
    shortMessage: 'Preposition',
  },
  prep(['reason', 'of', '!the|this|that|all|a'], 1, 'for', 'The phrase is “the reason for”.'),
];

// Number after quantifiers -----------------------------------------------------------------------

const QUANTITY: Pattern[] = [
  {
    rule: 'quantityNoun',
    seq: ['one|each|every|another|single', 'ADJ?', 'PL', '!NOUNONLY'],
    span: [2, 2],
    fix: (words, lx, next, sentence) => {
      const noun = w(words, 2);
      // "twenty one students", "a hundred and one reasons": "one" ends a larger number.
      const before = sentence[sentence.indexOf(words[0]!) - 1];
      if (w(words, 0) === 'one' && before && /^(?:and|[a-z]+ty|hundred|thousand|million|\d+)$/.test(before.lower))
        return undefined;
      // "every ten minutes", "every few days", "another two weeks": the count takes the plural.
      const count = words[1]?.lower;
      if (count && (/^\d/.test(count) || NUMBER_WORDS.has(count) || count === 'few' || count === 'couple'))
        return undefined;
      // "each builds on the last": a verb, unless another verb follows ("each students gets").
      const verbFollows =
        next !== undefined && (lx.verb(next.lower)?.forms.has('third') || /^(?:is|was|has)$/.test(next.lower));
      if (lx.verb(noun)?.forms.has('third') && !verbFollows) return undefined;
      return [IRREGULAR_SINGULARS[noun] ?? singularOf(lx, noun)];
    },
    message: 'After “one”, “each” or “every”, the noun is singular: “%s”.',
    shortMessage: 'Singular noun',
  },
  {
    rule: 'quantityNoun',
    seq: ['^|in|of|for|with|on|and', 'this|that', 'PL', '!NOUNONLY'],
    span: [1, 2],
    fix: (words, lx, next) => {
      const noun = w(words, 2);
      // "This results in": a verb, unless a verb follows ("This books is").
      if (lx.verb(noun)?.forms.has('third') && !(next && /^(?:is|was|has|are|were|have)$/.test(next.lower)))
        return undefined;
      const plural = w(words, 1) === 'this' ? 'these' : 'those';
      return [`${words[1]!.text} ${IRREGULAR_SINGULARS[noun] ?? singularOf(lx, noun)}`, `${plural} ${noun}`];
    },
    message: '“This” and “that” go with a singular noun: “%s”.',
    shortMessage: 'Singular noun',
  },
  {
    rule: 'quantityNoun',
    seq: ['many|several|few|various|numerous|multiple|both|these|those', 'ADJ?', 'SG', '!NOUNONLY', '!PL'],
    span: [2, 2],
    fix: (words, lx) => {
      const noun = w(words, 2);
      if (COLLECTIVE_NOUNS.has(noun) || lx.isAdjective(noun) || words[2]!.capitalised) return undefined;
      // "a few" is plural too; "few" alone after "the" or "a" is not a quantifier of this noun otherwise.
      return [IRREGULAR_PLURALS[noun] ?? pluralOf(lx, noun)];
    },
    message: 'After this word, the noun is plural: “%s”.',
    shortMessage: 'Plural noun',
  },
  {
    rule: 'quantityNoun',
    seq: [
      'one|each|both|either|neither|many|several|few|none',
      'of',
      'the|my|your|his|her|our|their|these|those',
      'ADJ?',
      'SG',
      '!NOUNONLY',
    ],
    span: [4, 4],
    fix: (words, lx) => {
      const noun = w(words, 4);
      if (
        COLLECTIVE_NOUNS.has(noun) ||
        lx.isAdjective(noun) ||
        /^(?:best|worst|most|same|first|last|top|rest)$/.test(noun)
      )
        return undefined;
      return [IRREGULAR_PLURALS[noun] ?? pluralOf(lx, noun)];
    },
    message: 'After “one of the”, the noun is plural: “%s”.',
    shortMessage: 'Plural noun',
  },
  {
    rule: 'quantityNoun',
    seq: ['^', 'some|many|all|most|few', 'SG', "are|were|have|do|aren't|weren't|haven't|don't"],
    span: [2, 2],
    fix: (words, lx) => {
      const noun = w(words, 2);
      if (COLLECTIVE_NOUNS.has(noun)) return undefined;
      return [IRREGULAR_PLURALS[noun] ?? pluralOf(lx, noun)];
    },
    message: 'With a plural verb, the noun is plural: “%s”.',
    shortMessage: 'Plural noun',
  },
  {
    rule: 'quantityNoun',
    seq: ['NUM|a|few|several|many', 'hundreds|thousands|millions|dozens', '!of'],
    span: [1, 1],
    fix: (words) => [w(words, 1).replace(/s$/, '')],
    message: 'After a number, “hundred” and “thousand” take no -s: “%s”.',
    shortMessage: 'Number',
  },
  {
    rule: 'quantityNoun',
    seq: ['a|an|one|each|every|this|another', 'women|men|children'],
    span: [1, 1],
    fix: (words) => [IRREGULAR_SINGULARS[w(words, 1)]!],
    message: 'After this word, the noun is singular: “%s”.',
    shortMessage: 'Singular noun',
  },
  {
    rule: 'quantityNoun',
    seq: ['many|several|few|various|numerous|both|these|those|NUM|all', 'woman|man|child'],
    span: [1, 1],
    fix: (words) => [IRREGULAR_PLURALS[w(words, 1)]!],
    message: 'After this word, the noun is plural: “%s”.',
    shortMessage: 'Plural noun',
  },
  {
    rule: 'quantityNoun',
    seq: ['all', 'the|my|our|their|your|these|those', 'woman|man|child'],
    span: [2, 2],
    fix: (words) => [IRREGULAR_PLURALS[w(words, 2)]!],
    message: 'After “all the”, the noun is plural: “%s”.',
    shortMessage: 'Plural noun',
  },
];

// Comparatives ---------------------------------------------------------------------------------

const COMPARATIVES: Pattern[] = [
  swap('comparative', ['elder', 'than'], 0, 'older', '“Elder” is not used with “than”: “%s than”.', 'Comparative'),
  {
    rule: 'comparative',
    seq: ['more|less', 'WORD', '!NOUNONLY'],
    span: [0, 1],
    fix: (words, lx) => (isComparative(lx, w(words, 1)) && w(words, 1) !== 'less' ? [words[1]!.text] : undefined),
    message: 'The comparative already says “more”: “%s”.',
    shortMessage: 'Comparative',
  },
  {
    rule: 'comparative',
    seq: ['most', 'WORD'],
    span: [0, 1],
    fix: (words, lx) => (isSuperlative(lx, w(words, 1)) ? [words[1]!.text] : undefined),
    message: 'The superlative already says “most”: “%s”.',
    shortMessage: 'Superlative',
  },
  swap('comparative', ['worser'], 0, 'worse', 'The comparative of “bad” is “%s”.', 'Comparative'),
  swap('comparative', ['worst', 'than'], 0, 'worse', 'Before “than”, the comparative: “%s”.', 'Comparative'),
  swap('comparative', ['best', 'than'], 0, 'better', 'Before “than”, the comparative: “%s”.', 'Comparative'),
  {
    rule: 'comparative',
    seq: ['^|is|was|are|were|be|been|seems|looks|far|much', 'most', 'ADJ', 'than'],
    span: [1, 1],
    fix: () => ['more'],
    message: 'Before “than”, the comparative: “%s”.',
    shortMessage: 'Comparative',
  },
  {
    rule: 'comparative',
    seq: ['as', 'WORD', 'as'],
    span: [1, 1],
    fix: (words, lx) => {
      const stem = gradedStem(lx, w(words, 1), 'er');
      const irregular: Record<string, string> = { better: 'good', worse: 'bad' };
      const plain = stem ?? irregular[w(words, 1)];
      return plain ? [plain] : undefined;
    },
    message: 'In “as … as”, the plain adjective: “%s”.',
    shortMessage: 'Comparative',
  },
];

// Articles -------------------------------------------------------------------------------------

const UNCOUNTABLE_HERE =
  'advice|information|homework|furniture|luggage|baggage|equipment|feedback|research|evidence|progress|news|informations|advices|homeworks|equipments|furnitures|luggages|feedbacks|researches|evidences|software|vocabulary|traffic|machinery|scenery|garbage|rubbish|jewellery|jewelry';

const ARTICLES: Pattern[] = [
  {
    rule: 'articleNoun',
    seq: ['a|an', 'ADJ?', UNCOUNTABLE_HERE, '!NOUN'],
    span: [0, 2],
    fix: (words) => {
      const noun = w(words, 2);
      const fixed = /s$/.test(noun) && noun !== 'news' ? noun.replace(/(ch|sh)es$/, '$1').replace(/s$/, '') : noun;
      const adjective = words[1] ? `${words[1].text} ` : '';
      return [`${adjective}${fixed}`, `some ${adjective}${fixed}`, `a piece of ${adjective}${fixed}`];
    },
    message: 'This noun is uncountable: no “a”: “%s”.',
    shortMessage: 'Article with an uncountable noun',
  },
  {
    rule: 'articleNoun',
    seq: ['a|an', 'PL', '!NOUN'],
    span: [0, 1],
    fix: (words, lx, next) => {
      const noun = w(words, 1);
      if (/^(?:lot|few|couple|means|series|species|news)$/.test(noun) || words[1]!.capitalised) return undefined;
      // "a knights' fight": a plural possessive is a determiner of the next noun.
      const apostrophe = next?.kind === 'punct' && /^['’]$/.test(next.text) && !next.spaceBefore;
      if (apostrophe || /^['’]/.test(words[1]!.trailing)) return undefined;
      const singular = IRREGULAR_SINGULARS[noun] ?? singularOf(lx, noun);
      return [`${article(singular)} ${singular}`, words[1]!.text];
    },
    message: '“A” and “an” go with one thing: “%s”.',
    shortMessage: 'Article with a plural',
  },
];

// Capitals, pronouns, negation, punctuation ---------------------------------------------------------

const PROPER =
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|september|october|november|december|english|french|spanish|german|chinese|japanese|italian|russian|arabic|portuguese|hindi|korean|dutch|greek|turkish|swedish|european|american|british|african|asian|australian|canadian|indian|irish|scottish|welsh|christmas|easter|islam|christianity|muslim|christian|jewish|buddhist|latin|mandarin|urdu|bengali|punjabi|tamil|swahili|vietnamese|thai|persian|hebrew|norwegian|danish|finnish|mexican|brazilian|nigerian|pakistani|egyptian|ramadan|diwali|hanukkah';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const OTHERS: Pattern[] = [
  {
    rule: 'confusedWords',
    seq: [
      'the|this|that|my|his|her|our|their|a|an',
      'ADJ?',
      'film|lecture|book|class|game|match|movie|story|trip|lesson|job|weekend|party|course|speech|talk|show|programme|program|journey|experience|situation|documentary|novel|subject|topic|meeting|article|play|museum|city|holiday|news',
      'was|is|were|are|seemed|seems|looked|looks',
      'very|so|really|quite|extremely|rather|too|incredibly?',
      'bored|interested|excited|confused|frustrated|disappointed|amazed|frightened|embarrassed|exhausted|shocked|terrified|fascinated|depressed|amused|annoyed',
    ],
    span: [5, 5],
    fix: (words) => [FEELING_CAUSE[w(words, 5)]!],
    message: 'What causes the feeling takes -ing: “%s”.',
    shortMessage: '-ed or -ing',
  },
  {
    rule: 'confusedWords',
    seq: [
      '^',
      'i|we|they|he|she|you',
      'am|is|are|was|were',
      'very|really|so|quite|not|always|extremely|rather?',
      'interesting|boring|exciting|confusing|frightening|embarrassing|amazing|annoying|disappointing|frustrating|depressing|terrifying|exhausting',
      'in|about|by|with|of|when|because|that|to',
    ],
    span: [4, 4],
    fix: (words) => {
      const felt = Object.entries(FEELING_CAUSE).find(([, cause]) => cause === w(words, 4))?.[0];
      return felt ? [felt] : undefined;
    },
    message: 'For how a person feels, the -ed form: “%s”.',
    shortMessage: '-ed or -ing',
  },
  {
    rule: 'confusedWords',
    seq: ['said|say|says|saying', 'me|him|her|us|them', 'that|to|about|the|a|an|what|how|why|where|when|if|so'],
    span: [0, 0],
    fix: (words) => [
      ({ said: 'told', say: 'tell', says: 'tells', saying: 'telling' } as Record<string, string>)[w(words, 0)]!,
    ],
    message: 'We “tell” someone something, and “say” something: “%s”.',
    shortMessage: 'Word choice',
  },
  {
    rule: 'confusedWords',
    seq: ['borrow|borrows|borrowed|borrowing', 'me|him|her|us|them', 'DET|POSS|some|money|NUM|your|his|her'],
    span: [0, 0],
    fix: (words) => [
      ({ borrow: 'lend', borrows: 'lends', borrowed: 'lent', borrowing: 'lending' } as Record<string, string>)[
        w(words, 0)
      ]!,
    ],
    message: 'To give for a time is to “lend”; to take is to “borrow”: “%s”.',
    shortMessage: 'Word choice',
  },
  {
    rule: 'confusedWords',
    seq: ['learn|learns|learned|learnt|learning', 'me|him|her|us|them', 'how|to|about|english|maths|math'],
    span: [0, 0],
    fix: (words) => [
      (
        { learn: 'teach', learns: 'teaches', learned: 'taught', learnt: 'taught', learning: 'teaching' } as Record<
          string,
          string
        >
      )[w(words, 0)]!,
    ],
    message: 'To give knowledge is to “teach”; to get it is to “learn”: “%s”.',
    shortMessage: 'Word choice',
  },
  {
    rule: 'confusedWords',
    seq: ['remember|remembers|remembered|remembering', 'me|him|her|us|them', 'to|of|that|about'],
    span: [0, 0],
    fix: (words) => [
      (
        { remember: 'remind', remembers: 'reminds', remembered: 'reminded', remembering: 'reminding' } as Record<
          string,
          string
        >
      )[w(words, 0)]!,
    ],
    message: 'To make someone remember is to “remind” them: “%s”.',
    shortMessage: 'Word choice',
  },
  {
    rule: 'properNoun',
    seq: [PROPER],
    fix: (words) => (/^\p{Ll}/u.test(words[0]!.text) ? [capitalise(words[0]!.text)] : undefined),
    message: 'Days, months, languages and nationalities start with a capital: “%s”.',
    shortMessage: 'Capitalization',
  },
  {
    rule: 'properNoun',
    seq: [
      'in|of|since|until|during|early|late|mid|last|next|NUM',
      'march|august',
      '!to|on|into|through|past|across|towards|along|around|forward|down|up',
    ],
    span: [1, 1],
    fix: (words) => [capitalise(words[1]!.text)],
    message: 'Months start with a capital: “%s”.',
    shortMessage: 'Capitalization',
  },
  swap('reflexive', ['hisself'], 0, 'himself', 'The reflexive pronoun is “%s”.', 'Pronoun'),
  swap('reflexive', ['ourself'], 0, 'ourselves', 'With “we”, the reflexive pronoun is “%s”.', 'Pronoun'),
  swap('reflexive', ['theirself|theirselves'], 0, 'themselves', 'The reflexive pronoun is “%s”.', 'Pronoun'),
  swap(
    'reflexive',
    ['theirselves|theirself|themselfs|themselfes|themselve'],
    0,
    'themselves',
    'The reflexive pronoun is “%s”.',
    'Pronoun',
  ),
  swap('reflexive', ['herselfs|herselves'], 0, 'herself', 'The reflexive pronoun is “%s”.', 'Pronoun'),
  swap('reflexive', ['himselfs|himselves'], 0, 'himself', 'The reflexive pronoun is “%s”.', 'Pronoun'),
  swap('reflexive', ['yourselfs|yourselfes'], 0, 'yourselves', 'The reflexive pronoun is “%s”.', 'Pronoun'),
  swap('reflexive', ['ourselfs|ourselfes'], 0, 'ourselves', 'The reflexive pronoun is “%s”.', 'Pronoun'),
  swap('reflexive', ['myselfs'], 0, 'myself', 'The reflexive pronoun is “%s”.', 'Pronoun'),
  swap('reflexive', ['itselfs'], 0, 'itself', 'The reflexive pronoun is “%s”.', 'Pronoun'),
  swap(
    'reflexive',
    [
      'NOUN|CAP|he|she|they|you|we',
      'and',
      'myself',
      'am|are|is|was|were|have|has|had|will|can|could|would|should|went|did|do|THIRD|PASTONLY|PART',
    ],
    2,
    'I',
    'As a subject, “I”, not “myself”.',
    'Pronoun',
  ),
  {
    rule: 'pronounCase',
    seq: [
      '^',
      'them|us|him',
      "are|is|was|were|have|has|had|can|could|will|would|should|must|do|does|did|don't|didn't|went|said|think|thought|know|knew|want|wanted|like|liked|play|played|live|lived|work|worked|go",
    ],
    span: [1, 1],
    fix: (words) => [({ them: 'they', us: 'we', him: 'he' } as Record<string, string>)[w(words, 1)]!],
    message: 'As a subject, “%s”.',
    shortMessage: 'Pronoun',
  },
  {
    rule: 'pronounCase',
    seq: [
      'to|for|with|from|at|by|about|against|without|toward|towards|behind|beside|near|among|before|after|gave|give|gives|told|tell|tells|asked|ask|helped|help|showed|show',
      'i',
      '$',
    ],
    span: [1, 1],
    fix: () => ['me'],
    message: 'After a verb or preposition, “me”, not “I”.',
    shortMessage: 'Pronoun',
  },
  // "I didn't no that": a plain verb belongs after "didn't", and "no" only sounds like "know".
  confused(
    ["don't|doesn't|didn't|can't|cannot|couldn't|won't|wouldn't|shouldn't", 'no', `${KNOW_OBJECTS}|$`],
    1,
    'know',
    '“Know” is the verb; “no” is a negative.',
  ),
  {
    rule: 'negation',
    seq: [
      "don't|doesn't|didn't|can't|cannot|couldn't|won't|wouldn't|shouldn't|isn't|aren't|wasn't|weren't|haven't|hasn't|hadn't|never|ain't",
      'really|even|ever|actually|hardly?',
      'BASE|THIRD|GER|PASTONLY|BE|got|seen|done|had|heard|found|said|told|known|PART?',
      'no|nothing|nobody|none|nowhere|noone',
    ],
    span: [3, 3],
    fix: (words, _lexicon, next) => {
      if (/^(?:say|said|says|saying|take|took|takes|taking)$/.test(w(words, 2))) return undefined;
      // "didn't no that" is "know" (the pattern above), not a double negative.
      if (!words[2] && w(words, 3) === 'no' && (!next || next.kind === 'punct' || KNOW_OBJECT_SET.has(next.lower)))
        return undefined;
      const any: Record<string, string[]> = {
        no: ['any'],
        nothing: ['anything'],
        nobody: ['anybody', 'anyone'],
        none: ['any'],
        nowhere: ['anywhere'],
        noone: ['anyone'],
      };
      return any[w(words, 3)];
    },
    message: 'Two negatives cancel out: “%s”.',
    shortMessage: 'Double negative',
  },
  {
    rule: 'negation',
    seq: ["can't|couldn't|don't|didn't|doesn't|won't|wouldn't|cannot", 'hardly|barely|scarcely'],
    span: [0, 1],
    fix: (words) => {
      const positive: Record<string, string> = {
        "can't": 'can',
        cannot: 'can',
        "couldn't": 'could',
        "won't": 'will',
        "wouldn't": 'would',
      };
      const modal = positive[w(words, 0)];
      return [modal ? `${modal} ${words[1]!.text}` : words[1]!.text];
    },
    message: '“Hardly” is already negative: “%s”.',
    shortMessage: 'Double negative',
  },
  {
    rule: 'negation',
    seq: ['hardly|barely|scarcely|without', 'never|nothing|nobody|no|none'],
    span: [1, 1],
    fix: (words) => [
      ({ never: 'ever', nothing: 'anything', nobody: 'anybody', no: 'any', none: 'any' } as Record<string, string>)[
        w(words, 1)
      ]!,
    ],
    message: 'One negative is enough: “%s”.',
    shortMessage: 'Double negative',
  },
  {
    rule: 'negation',
    seq: ['^', 'i|you|we|they|he|she|it', 'not|no', 'BASE|THIRD', '!PUNCT'],
    span: [2, 3],
    fix: (words, lx) => {
      const verb = w(words, 3);
      if (
        /^(?:only|just|yet|always|to|be|so|even|quite|enough|really|sure|all)$/.test(verb) ||
        (lx.isAdjective(verb) && !lx.verb(verb)) ||
        lx.noun(verb)?.isPlural
      )
        return undefined;
      const plain = base(lx, verb);
      const singular = /^(?:he|she|it)$/.test(w(words, 1));
      return singular ? [`doesn't ${plain}`, `does not ${plain}`] : [`don't ${plain}`, `do not ${plain}`];
    },
    message: 'A verb is made negative with “do”: “%s”.',
    shortMessage: 'Negation',
  },
];

const INTRODUCTORY =
  'however|therefore|moreover|furthermore|consequently|nevertheless|nonetheless|additionally|firstly|secondly|thirdly|lastly|unfortunately|fortunately|surprisingly|interestingly|meanwhile|accordingly';
const CLAUSE_SUBJECT =
  'the|a|an|this|that|these|those|my|your|his|her|our|their|its|i|you|he|she|we|they|it|there|most|many|some|all|in|on|at|for|after|before|when|if|as|no|one|each|every|both|such|people|students|researchers|CAP';

const PUNCTUATION: Pattern[] = [
  {
    rule: 'introductoryComma',
    seq: ['^', INTRODUCTORY, CLAUSE_SUBJECT],
    span: [1, 1],
    fix: (words) => [`${words[1]!.text},`],
    message: 'A comma after an introductory word: “%s”.',
    shortMessage: 'Missing comma',
  },
  {
    rule: 'introductoryComma',
    seq: [
      '^',
      'for|in|as|on',
      'example|instance|addition|conclusion|contrast|summary|result|fact|particular|general',
      CLAUSE_SUBJECT,
    ],
    span: [2, 2],
    fix: (words) => {
      const pair = `${w(words, 1)} ${w(words, 2)}`;
      return /^(?:for example|for instance|in addition|in conclusion|in contrast|in summary|as a result|in fact|in particular|in general)$/.test(
        pair,
      )
        ? [`${words[2]!.text},`]
        : undefined;
    },
    message: 'A comma after an introductory phrase: “%s”.',
    shortMessage: 'Missing comma',
  },
  {
    rule: 'introductoryComma',
    seq: ['^', 'on', 'the', 'other', 'hand', CLAUSE_SUBJECT],
    span: [4, 4],
    fix: (words) => [`${words[4]!.text},`],
    message: 'A comma after an introductory phrase: “%s”.',
    shortMessage: 'Missing comma',
  },
];

const AUX_QUESTION = new Set(
  "is are was were does did can could will would should has have am isn't aren't wasn't weren't doesn't didn't can't couldn't won't wouldn't shouldn't hasn't haven't do don't may might shall".split(
    ' ',
  ),
);

/** "What is your name." and "Do you know the answer.": a direct question ends with "?". */
const questionMark: SentenceRule = (tokens, lx, found) => {
  const last = tokens[tokens.length - 1];
  if (!last || last.kind !== 'punct' || last.text !== '.' || tokens.length < 4) return;
  if (tokens.some((token) => token.kind === 'punct' && /^[,;:"“”()]$/.test(token.text))) return;
  const first = tokens[0]!;
  const second = tokens[1];
  const third = tokens[2];
  if (!isAnyWord(second) || !isAnyWord(third)) return;
  let question = false;
  if (new RegExp(`^(?:${WH})$`).test(first.lower)) {
    question =
      AUX_QUESTION.has(second.lower) &&
      (SUBJECT_PRONOUNS.has(third.lower) ||
        /^(?:the|your|my|his|her|their|our|this|that|these|those|it|there|a|an)$/.test(third.lower));
  } else if (/^(?:do|don't)$/.test(first.lower)) {
    question = /^(?:you|they|we|i)$/.test(second.lower);
  } else if (AUX_QUESTION.has(first.lower) && first.lower !== 'have' && first.lower !== 'may') {
    question =
      SUBJECT_PRONOUNS.has(second.lower) ||
      (/^(?:the|your|my|his|her|their|our|this|that|there)$/.test(second.lower) &&
        !/^(?:had|were|should)$/.test(first.lower));
  }
  if (!question || lx.verb(first.lower)?.forms.has('base') === false) {
    if (!question) return;
  }
  found({
    rule: 'questionMark',
    from: last,
    replacements: ['?'],
    message: 'This is a direct question: end it with a question mark.',
    shortMessage: 'Question mark',
  });
};

/** ",," and ".." (not an ellipsis): one mark is enough. */
const doubledMark: SentenceRule = (tokens, _lx, found) => {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i]!;
    const b = tokens[i + 1]!;
    if (a.kind !== 'punct' || b.kind !== 'punct' || b.spaceBefore) continue;
    const pair = a.text + b.text;
    if (/^(?:,,|;;|::)$/.test(pair) || (pair === '..' && tokens[i + 2]?.text !== '.' && tokens[i - 1]?.text !== '.')) {
      found({
        rule: 'doublePunctuation',
        from: a,
        to: b,
        replacements: [a.text],
        message: `One “${a.text}” is enough.`,
        shortMessage: 'Double punctuation',
      });
      i += 1;
    }
  }
  for (const token of tokens) {
    if (token.kind === 'punct' && /^(?:,,|;;)$/.test(token.text)) {
      found({
        rule: 'doublePunctuation',
        from: token,
        replacements: [token.text[0]!],
        message: `One “${token.text[0]}” is enough.`,
        shortMessage: 'Double punctuation',
      });
    }
  }
};

export const BREADTH_PATTERNS: readonly Pattern[] = [
  ...CONFUSED,
  ...VERB_FORMS,
  ...AGREEMENT,
  ...PREPOSITIONS_RULES,
  ...QUANTITY,
  ...COMPARATIVES,
  ...ARTICLES,
  ...OTHERS,
  ...PUNCTUATION,
];

export function breadthPlugin(lexicon: Lexicon) {
  return patternsPlugin(lexicon, BREADTH_PATTERNS, [compoundSubject, questionMark, doubledMark]);
}
