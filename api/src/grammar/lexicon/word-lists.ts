/** Closed word classes and small curated lists the grammar rules lean on. */

const set = (words: string) => new Set(words.trim().split(/\s+/));

export const DETERMINERS = set(`
  the a an this that these those my your his her its our their some any no every each either neither
  another such what which whose`);

export const QUANTIFIERS_PLURAL = set('many several few various numerous multiple both these those');

export const PREPOSITIONS = set(`
  of in on at for from with by about into onto between among amongst during under over after before within
  without across through throughout near towards toward against behind beside besides beyond despite
  except inside outside per since until upon via regarding concerning like unlike around along`);

export const CONJUNCTIONS = set(`
  and but or nor so yet because although though while whilst whereas if unless when whenever where
  wherever since until once as that than whether`);

/** Words after which a new clause (and so a new subject) starts. */
export const CLAUSE_OPENERS = set(`
  and but or so yet because although though while whilst whereas if unless when whenever once that
  since until where however therefore moreover furthermore thus hence also then`);

export const SUBJECT_PRONOUNS = set('i you he she it we they');
export const OBJECT_PRONOUNS = set('me him her us them');

export const MODALS = set('can could will would shall should may might must');
export const NEGATED_MODALS = set(`
  can't cannot couldn't won't wouldn't shan't shouldn't mayn't mightn't mustn't`);

export const BE_FORMS = set('be am is are was were been being');
export const HAVE_FORMS = set('have has had having');
export const DO_FORMS = set('do does did');
export const NEGATED_DO = set(`don't doesn't didn't`);

/** Adverbs that often sit between a subject or auxiliary and its verb. */
export const MID_ADVERBS = set(`
  not also always never often usually sometimes still just really only even already rarely seldom
  generally normally certainly probably clearly simply actually easily quickly slowly further`);

/**
 * Nouns that exist only in the plural and take a plural verb ("the scissors are"): tools and
 * clothes made of two parts, and a few others.
 */
export const PLURALIA_TANTUM = set(`
  scissors trousers jeans pants shorts tights pyjamas pajamas glasses spectacles binoculars goggles
  pliers tongs tweezers headphones earphones clothes belongings surroundings outskirts premises
  congratulations thanks savings earnings remains stairs groceries`);

/** Words that are singular in meaning though they end in -s, or that take either verb. */
export const NOT_PLURAL = set(`
  news series species means physics mathematics economics politics ethics statistics athletics
  linguistics genetics electronics logistics gymnastics aerobics measles diabetes headquarters
  crossroads whereabouts data media opera fish sheep deer aircraft offspring salmon trout cod moose bison swine`);

/** Groups that take a singular or a plural verb (British English uses the plural freely). */
export const COLLECTIVE_NOUNS = set(`
  team staff family government committee police public audience majority minority number couple group
  class crowd jury board council company management personnel faculty crew army band department press
  media data panel party union firm club school university society community population organisation
  organization cabinet parliament navy public youth`);

export const INDEFINITE_PRONOUNS = set(`
  everyone everybody everything someone somebody something anyone anybody anything nobody nothing`);

/** Nouns that have no plural in standard English. */
export const UNCOUNTABLE = set(`
  information advice equipment feedback knowledge homework furniture luggage baggage software hardware
  machinery jewellery jewelry scenery garbage rubbish clothing vocabulary`);

/** Uncountable nouns that are also verbs ("she researches"): flagged only after a determiner. */
export const UNCOUNTABLE_VERBS = set('research evidence progress stuff');

/** Irregular plurals written as if they were regular, and the form meant. */
export const FALSE_PLURALS: ReadonlyMap<string, string> = new Map([
  ['childs', 'children'],
  ['childrens', 'children'],
  ['mans', 'men'],
  ['mens', 'men'],
  ['womans', 'women'],
  ['womens', 'women'],
  ['foots', 'feet'],
  ['feets', 'feet'],
  ['tooths', 'teeth'],
  ['teeths', 'teeth'],
  ['gooses', 'geese'],
  ['sheeps', 'sheep'],
  ['criterias', 'criteria'],
  ['phenomenons', 'phenomena'],
  ['phenomenas', 'phenomena'],
  ['datas', 'data'],
  ['analysises', 'analyses'],
  ['thesises', 'theses'],
  ['hypothesises', 'hypotheses'],
  ['peoples', 'people'],
]);

/** Number words up to the hundreds; "one" is singular and not listed. */
export const NUMBER_WORDS = set(`
  two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen
  eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion
  dozen`);

/** Nouns that stay singular after a number ("40 percent", "3 kg"). */
export const INVARIABLE_AFTER_NUMBER = set(`
  percent per cent hundred thousand million billion trillion dozen score head kg km cm mm mg ml g m s h
  min sec hr hrs lb lbs oz ft mph kph bc ad am pm bce ce gb mb kb tb ghz mhz hz kw kwh`);

/** Time words that can follow a noun phrase without being part of it ("three book yesterday"). */
export const TIME_WORDS = set(`
  yesterday today tomorrow tonight ago now then later earlier recently daily weekly monthly yearly
  annually last next`);

/** Comparatives that "than" follows. */
export const IRREGULAR_COMPARATIVES = set(`
  more less fewer better worse rather other further farther greater lesser elder older`);
