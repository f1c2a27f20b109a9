/**
 * English irregular verbs: base form, past tense, past participle. Where two forms are standard
 * ("learnt" in British English, "learned" everywhere), both are listed with a slash, the
 * American one first. Regular verbs follow the spelling rules in `lexicon.ts`.
 */
const TABLE = `
arise arose arisen|awake awoke awoken|be was been|bear bore borne|beat beat beaten|become became become
begin began begun|bend bent bent|bet bet bet|bind bound bound|bite bit bitten|bleed bled bled|blow blew blown
break broke broken|breed bred bred|bring brought brought|broadcast broadcast broadcast|build built built
burn burned/burnt burned/burnt|burst burst burst|buy bought bought|cast cast cast|catch caught caught
choose chose chosen|cling clung clung|come came come|cost cost cost|creep crept crept|cut cut cut
deal dealt dealt|dig dug dug|do did done|draw drew drawn|dream dreamed/dreamt dreamed/dreamt|drink drank drunk
drive drove driven|eat ate eaten|fall fell fallen|feed fed fed|feel felt felt|fight fought fought
find found found|flee fled fled|fly flew flown|forbid forbade forbidden|forecast forecast forecast
foresee foresaw foreseen|forget forgot forgotten|forgive forgave forgiven|freeze froze frozen
get got gotten/got|give gave given|go went gone|grind ground ground|grow grew grown|hang hung hung
have had had|hear heard heard|hide hid hidden|hit hit hit|hold held held|hurt hurt hurt|keep kept kept
kneel knelt knelt|know knew known|lay laid laid|lead led led|lean leaned/leant leaned/leant|leap leaped/leapt leaped/leapt
learn learned/learnt learned/learnt|leave left left|lend lent lent|let let let|lie lay lain|light lit lit
lose lost lost|make made made|mean meant meant|meet met met|mislead misled misled|mistake mistook mistaken
misunderstand misunderstood misunderstood|overcome overcame overcome|overtake overtook overtaken
pay paid paid|prove proved proven/proved|put put put|quit quit quit|read read read|rewrite rewrote rewritten
ride rode ridden|ring rang rung|rise rose risen|run ran run|say said said|see saw seen|seek sought sought
sell sold sold|send sent sent|set set set|sew sewed sewn|shake shook shaken|shed shed shed|shine shone shone
shoot shot shot|show showed shown|shrink shrank shrunk|shut shut shut|sing sang sung|sink sank sunk
sit sat sat|sleep slept slept|slide slid slid|speak spoke spoken|speed sped sped|spell spelled/spelt spelled/spelt
spend spent spent|spill spilled/spilt spilled/spilt|spin spun spun|split split split|spoil spoiled/spoilt spoiled/spoilt
spread spread spread|spring sprang sprung|stand stood stood|steal stole stolen|stick stuck stuck
sting stung stung|stink stank stunk|strike struck struck|strive strove striven|swear swore sworn
sweep swept swept|swim swam swum|swing swung swung|take took taken|teach taught taught|tear tore torn
tell told told|think thought thought|throw threw thrown|understand understood understood|undergo underwent undergone
undertake undertook undertaken|upset upset upset|wake woke woken|wear wore worn|weave wove woven|weep wept wept
win won won|wind wound wound|withdraw withdrew withdrawn|withhold withheld withheld|write wrote written
`;

export interface IrregularVerb {
  base: string;
  past: readonly string[];
  participle: readonly string[];
}

export const IRREGULAR_VERBS: ReadonlyMap<string, IrregularVerb> = new Map(
  TABLE.trim()
    .split(/[|\n]/)
    .map((entry) => {
      const [base = '', past = '', participle = ''] = entry.trim().split(' ');
      return [base, { base, past: past.split('/'), participle: participle.split('/') }] as const;
    }),
);
