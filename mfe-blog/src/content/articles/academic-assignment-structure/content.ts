import type { ArticleContent } from '../article-types';
import {
  acknowledgement,
  bullets,
  checklist,
  compare,
  example,
  faq,
  getHelp,
  h3,
  keypoints,
  link,
  p,
  qa,
  steps,
  strong,
  table,
  tip,
  warning,
} from '../blocks';

const content: ArticleContent = {
  heroAlt: 'An essay outline drawn as stacked blocks: introduction, three body sections and a conclusion.',
  lede: [
    p(
      'Markers rarely fail an assignment because the student knew too little. Far more often the knowledge is there but the reader cannot follow it: the argument surfaces on page three, paragraphs wander between ideas, and the conclusion introduces a point nobody saw coming. Structure is what turns what you know into something a marker can reward.',
    ),
    p(
      'This guide walks through an assignment in the order you should build it: decoding the prompt, planning a word budget, writing the introduction and thesis, shaping body paragraphs, using the IMRaD pattern for reports and dissertations, concluding, referencing and revising. Each step includes the figures and checks that experienced tutors use.',
    ),
  ],
  sections: [
    {
      id: 'keypoints',
      heading: 'Key Points',
      blocks: [
        keypoints(
          'Read the task verb first: "evaluate", "analyse" and "discuss" ask for different kinds of answer.',
          'Plan a word budget before drafting. For a 1,500-word essay, roughly 10% introduction, 25% context, 45% analysis, 10% counter-argument and 10% conclusion works well.',
          'State a specific, arguable thesis in the introduction, then make every body paragraph serve it.',
          'Most 1,500-word essays need 3–5 body paragraphs, each built around one point with evidence and explanation.',
          'Reports and dissertations usually follow IMRaD: Introduction, Methods, Results and Discussion.',
          'Reference while you write, and revise in separate passes for structure, paragraphs, sentences and proofreading.',
        ),
      ],
    },
    {
      id: 'prompt',
      heading: 'Step 1: Decode the Prompt Before You Write a Word',
      tocLabel: 'Decode the prompt',
      blocks: [
        p(
          'Every assignment brief contains three things: a ',
          strong('directive'),
          ' (the verb that tells you what to do), a ',
          strong('topic'),
          ' (what you are writing about) and ',
          strong('limits'),
          ' (a period, a region, a theory, a case or a word count). Underline each before you open a single source. A student who answers "describe the causes of the 2008 financial crisis" when the brief said "evaluate the relative importance of the causes" has written a competent essay that answers the wrong question.',
        ),
        table(
          'Common task verbs and what they ask for',
          ['Directive', 'What the marker expects'],
          [
            ['Describe / Outline', 'The main features or stages, accurately and concisely, with little judgement.'],
            ['Explain', 'Why or how something happens: causes, mechanisms and relationships.'],
            ['Analyse', 'Break the topic into parts, examine how they relate and what follows from that.'],
            [
              'Compare / Contrast',
              'Similarities and differences against the same criteria, with a point about why they matter.',
            ],
            ['Discuss', 'Several perspectives weighed against each other, ending in a reasoned position.'],
            [
              'Evaluate / Critically assess',
              'A judgement of value, strength or importance, supported by evidence and criteria.',
            ],
            ['To what extent', 'A position on a scale (fully, largely, partly, hardly), justified and qualified.'],
          ],
        ),
        p(
          'Next, read the marking rubric or assessment criteria as carefully as the question. Rubrics tell you where the marks sit: if "critical analysis" carries 40% and "presentation" 10%, your time should follow the same proportions. Note the required citation style, the format (essay, report, reflective piece), the word limit and whether it includes references and appendices.',
        ),
        tip(
          'Rewrite the question in your own words',
          p(
            'Before researching, write one sentence that begins "In this assignment I need to…". If you cannot finish that sentence without hedging, ask your tutor now, not the night before the deadline.',
          ),
        ),
      ],
    },
    {
      id: 'planning',
      heading: 'Step 2: Plan the Structure and a Word Budget',
      tocLabel: 'Plan and budget words',
      blocks: [
        p(
          'A plan is a promise about where each part of your argument will go and how much space it gets. Without one, early sections swell and the analysis, which usually earns the most marks, gets squeezed into the last few hundred words. Set a word budget before you draft and check it as you go.',
        ),
        table(
          'A word budget for a 1,500-word argumentative essay',
          ['Part', 'Share', 'Words', 'Purpose'],
          [
            ['Introduction', '10%', 'about 150', 'Context, focus and thesis'],
            ['Context or background', '25%', 'about 375', 'Key terms, theory and what the literature says'],
            ['Analysis', '45%', 'about 675', 'Your main points with evidence and explanation'],
            ['Counter-argument', '10%', 'about 150', 'The strongest objection and your response'],
            ['Conclusion', '10%', 'about 150', 'The answer, its significance and limits'],
          ],
        ),
        p(
          'Scale the same proportions to other lengths: a 3,000-word essay gives you roughly 300 words of introduction and 1,350 of analysis. Reflective pieces and reports follow different shapes, but the principle holds: decide the allocation first, then write to it.',
        ),
        h3('Build an outline you can draft from'),
        steps(
          'Write your working thesis at the top, even if it changes later.',
          'List the three to five points that support it, in the order that builds the strongest case.',
          'Under each point, note the evidence (author, year, page) you will use and one sentence on why it matters.',
          'Add the most serious objection to your position and where you will answer it.',
          'Check the outline against the rubric: is every criterion visibly addressed somewhere?',
        ),
        p(
          'An outline at this level of detail makes drafting much faster, because each paragraph already has a job, a source and a place in the sequence.',
        ),
      ],
    },
    {
      id: 'intro',
      heading: 'Step 3: Write an Introduction That Sets Up the Argument',
      tocLabel: 'Write the introduction',
      blocks: [
        p(
          'An academic introduction is a map, not a warm-up. In about 10% of your word count it should take the reader from the broad context to your specific claim. A reliable shape has four moves:',
        ),
        steps(
          [strong('Context:'), ' one or two sentences that place the topic in its field or in a real problem.'],
          [strong('Focus:'), ' narrow to the specific issue, debate or gap your assignment addresses.'],
          [strong('Thesis:'), ' your answer to the question in one or two sentences.'],
          [strong('Roadmap:'), ' a brief signpost of how the argument will unfold.'],
        ),
        p(
          'Avoid dictionary definitions as openers ("The Oxford Dictionary defines leadership as…") and sweeping claims ("Since the dawn of time, humans have…"). Both spend words without telling the marker anything about your argument. Define terms where they matter, ideally using a scholarly source from your reading.',
        ),
        example(
          'A compact introduction (80 words)',
          p(
            'Remote work expanded rapidly after 2020, and many firms now treat it as permanent. Yet research on its effect on junior employees is mixed: flexibility improves retention, but reduced informal contact may slow skill development. This essay argues that hybrid models benefit junior staff only when firms deliberately replace the learning that once happened by proximity. It first reviews evidence on productivity and wellbeing, then examines mentoring and feedback, before considering the objection that digital tools already close the gap.',
          ),
        ),
        tip(
          'Write the introduction last, or at least revise it last',
          p(
            'Your argument sharpens while you draft. Returning to the introduction at the end lets you make the thesis and roadmap match what the essay actually does.',
          ),
        ),
      ],
    },
    {
      id: 'thesis',
      heading: 'Step 4: Craft a Thesis Statement You Can Defend',
      tocLabel: 'Craft the thesis',
      blocks: [
        p(
          'The thesis is the single claim your whole assignment exists to support. A good thesis is ',
          strong('arguable'),
          ' (a reasonable person could disagree), ',
          strong('specific'),
          ' (it names the factors, conditions or criteria) and ',
          strong('scoped'),
          ' (it can be defended within your word limit with the evidence available).',
        ),
        compare(
          'From topic to thesis',
          'Social media has both positive and negative effects on teenagers.',
          'For teenagers, the harm of social media depends less on total screen time than on night-time use and appearance-focused content, so school guidance should target those patterns rather than hours online.',
          'The first sentence is true but unarguable and gives the essay no direction. The revision takes a position, names the variables and implies what the body paragraphs must prove.',
        ),
        p(
          'Test your thesis with three questions. Could someone argue the opposite using real evidence? Does it answer the directive (for example, does an "evaluate" thesis contain a judgement)? Does each planned body paragraph support part of it? If a paragraph does not connect to the thesis, either the paragraph goes or the thesis needs widening.',
        ),
      ],
    },
    {
      id: 'body',
      heading: 'Step 5: Build Body Paragraphs That Carry the Argument',
      tocLabel: 'Build body paragraphs',
      blocks: [
        p(
          'For a 1,500-word essay, plan on ',
          strong('3–5 body paragraphs'),
          '. Fewer usually means each paragraph is overloaded; more usually means points are underdeveloped. Longer assignments use the same unit, grouped into sections with subheadings where the format allows them.',
        ),
        p('Each body paragraph should do one job. The PEEL pattern is a dependable way to make sure it does:'),
        table(
          'The PEEL paragraph',
          ['Move', 'What it does', 'Typical length'],
          [
            ['Point', 'A topic sentence stating the claim this paragraph makes, linked to the thesis.', '1 sentence'],
            ['Evidence', 'Data, quotation, case or study that supports the point, cited correctly.', '1–3 sentences'],
            [
              'Explanation',
              'Why the evidence supports the point, its limits, and how it compares with other findings.',
              '2–4 sentences',
            ],
            ['Link', 'What this means for the thesis, or how it leads into the next paragraph.', '1 sentence'],
          ],
        ),
        p(
          'The explanation is where most marks are won or lost. Evidence without explanation reads as a list of sources; explanation shows that you understand what the evidence proves and what it does not. A useful habit is to follow every piece of evidence with a sentence beginning "This suggests…", "This matters because…" or "However, this finding is limited by…".',
        ),
        h3('Order and transitions'),
        bullets(
          'Order paragraphs so that each builds on the previous one: background before argument, weaker points before your strongest, or chronologically when change over time is the subject.',
          'Start paragraphs with a claim, not a source ("Smith (2020) says…"). The source supports your point; it is not the point.',
          'Use transitions that show logic, not just sequence: "consequently", "by contrast", "this complicates", rather than "also" and "another point is".',
          'Give the strongest counter-argument its own paragraph, state it fairly, then show why your position still holds or how it must be qualified.',
        ),
      ],
    },
    {
      id: 'imrad',
      heading: 'Reports, Lab Write-ups and Dissertations: The IMRaD Pattern',
      tocLabel: 'IMRaD and dissertations',
      blocks: [
        p(
          'Empirical work in the sciences, social sciences, health and business is usually organised as ',
          strong('IMRaD'),
          ': Introduction, Methods, Results and Discussion. The pattern lets readers find what they need quickly: the question, how it was investigated, what was found and what it means.',
        ),
        table(
          'The IMRaD sections',
          ['Section', 'Answers the question', 'Common mistakes'],
          [
            [
              'Introduction',
              'What is known, what is missing, and what did you set out to find?',
              'A long literature summary with no clear research question.',
            ],
            [
              'Methods',
              'How exactly did you collect and analyse data, and why this way?',
              'Too little detail for someone to repeat the study; no justification of choices.',
            ],
            [
              'Results',
              'What did you find, presented objectively?',
              'Interpreting results here, or repeating every number from a table in the text.',
            ],
            [
              'Discussion',
              'What do the results mean, how do they compare with earlier work, and what are the limits?',
              'Restating results without interpretation; ignoring limitations.',
            ],
          ],
        ),
        p(
          'Most reports also need an abstract or executive summary (written last, usually 150–300 words), a reference list and, where useful, appendices for raw data or instruments. Business reports often replace "Discussion" with "Findings" and add "Recommendations". Follow your department template if one exists.',
        ),
        h3('How long is a dissertation?'),
        p(
          'Dissertations stretch IMRaD into chapters, typically: introduction, literature review, methodology, results or findings, discussion, and conclusion. Length depends on the level of study and the institution. As a general guide:',
        ),
        table(
          'Typical dissertation lengths',
          ['Level', 'Typical length'],
          [
            ['Bachelor (undergraduate)', '8,000–12,000 words'],
            ['Master', '15,000–25,000 words'],
            ['Doctoral (PhD)', 'Over 80,000 words'],
          ],
        ),
        warning(
          'Your handbook overrides any general guide',
          p(
            'Word limits, what counts towards them (references, appendices, tables) and any penalty for going over are set by your programme. Check the handbook before you plan chapters.',
          ),
        ),
      ],
    },
    {
      id: 'conclusion',
      heading: 'Step 6: Write a Conclusion That Closes the Loop',
      tocLabel: 'Write the conclusion',
      blocks: [
        p(
          'A conclusion answers the question directly, in light of everything the body has shown. It is not a paragraph-by-paragraph summary. In about 10% of your word count, aim to:',
        ),
        checklist(
          'Restate the thesis as a finding, now supported by evidence, rather than repeating the introduction word for word.',
          'Synthesise: show how the main points fit together to produce the answer.',
          'State the significance: why the answer matters for theory, practice or policy.',
          'Acknowledge limits honestly and, where appropriate, suggest what further research or action would help.',
        ),
        p(
          'Do not introduce new evidence or a new argument in the conclusion. If a new idea seems essential, it belongs in the body. A final sentence that returns to the context from your opening can give the assignment a satisfying shape without resorting to clichés such as "in conclusion, there are many sides to this issue".',
        ),
      ],
    },
    {
      id: 'referencing',
      heading: 'Step 7: Reference as You Go',
      tocLabel: 'Reference as you go',
      blocks: [
        p(
          'Referencing is part of structure, not an afterthought. Readers use citations to see which claims are yours and which come from others, and markers use them to judge the quality of your reading. Record full details (author, year, title, journal, volume, pages, DOI) the moment you take a note, and cite in the draft as you write.',
        ),
        h3('How many sources?'),
        p(
          'There is no universal number, but a rule of thumb many tutors use: a 1,500–2,000-word undergraduate essay typically draws on ',
          strong('6–12 peer-reviewed sources'),
          ', while a 3,000-word report or a literature-heavy essay usually needs ',
          strong('8–15'),
          '. Quality matters more than count: a recent systematic review or a well-cited study does more work than three general websites.',
        ),
        bullets(
          'Use the style your department requires (APA 7, Harvard, MLA, Chicago, IEEE, Vancouver) and apply it consistently, including punctuation and italics.',
          'Cite paraphrases as well as quotations; putting something in your own words does not make the idea yours.',
          'A reference manager such as Zotero, Mendeley or EndNote saves hours, but check its output: imported metadata is often incomplete.',
          'Every in-text citation needs a matching reference-list entry, and every entry needs at least one citation.',
        ),
        p(
          'For a detailed walk-through of paraphrasing and citation, see our guide to ',
          link('writing plagiarism-free assignments', '/blog/plagiarismfree'),
          '.',
        ),
      ],
    },
    {
      id: 'revising',
      heading: 'Step 8: Revise in Passes, Then Proofread',
      tocLabel: 'Revise and proofread',
      blocks: [
        p(
          'Trying to fix structure, wording and commas at the same time means doing all three badly. Revise in separate passes, from the largest scale to the smallest, and leave at least a night between finishing the draft and starting revision if you can.',
        ),
        steps(
          [
            strong('Structure pass.'),
            ' Write a reverse outline: one line summarising each paragraph. Does the sequence follow the plan and support the thesis? Is the word budget roughly respected?',
          ],
          [
            strong('Paragraph pass.'),
            ' Does each paragraph open with a clear point, support it with cited evidence and explain it? Move or cut anything that does not fit.',
          ],
          [
            strong('Sentence pass.'),
            ' Cut filler, replace vague words ("things", "aspects", "very"), split long sentences and check that terms are used consistently.',
          ],
          [
            strong('Proofreading pass.'),
            ' Read aloud or with text-to-speech, check spelling, punctuation, numbers, headings, captions and the reference list.',
          ],
        ),
        p(
          'Finally, check the submission requirements: file format, file name, cover sheet, word count declaration and any similarity-check submission. A free ',
          link('grammar checker', '/grammar-checker'),
          ' can catch slips in the last pass, but it cannot judge your argument; that is what the earlier passes are for.',
        ),
      ],
    },
    {
      id: 'faqs',
      heading: 'Frequently Asked Questions',
      tocLabel: 'FAQs',
      blocks: [
        faq(
          qa(
            'Should an academic essay have headings?',
            'It depends on the format and your department. Traditional essays in the humanities usually have none; reports, dissertations and many social-science assignments expect them. If the brief is silent, ask, and follow any example your tutor has shared.',
          ),
          qa(
            'How long should a paragraph be?',
            'In most undergraduate work a body paragraph runs to roughly 150–250 words. Much shorter and the point is rarely developed; much longer and it usually contains two ideas that should be separated.',
          ),
          qa(
            'Can I use "I" in an academic assignment?',
            'Increasingly, yes, especially in reflective writing and in some social sciences, and many style guides including APA 7 accept the first person. Some departments still prefer an impersonal style, so check the brief or ask.',
          ),
          qa(
            'Does the word count include references?',
            'Usually the reference list is excluded and in-text citations are included, but conventions vary. Your programme handbook is the authority; if it says nothing, ask your tutor.',
          ),
          qa(
            'What is the difference between an essay and a report structure?',
            'An essay develops a continuous argument in paragraphs, usually without headings. A report is divided into labelled sections (often following IMRaD or a findings-and-recommendations pattern) so that readers can find information without reading from start to finish.',
          ),
        ),
      ],
    },
    {
      id: 'help',
      heading: 'Get Help with Your Assignment',
      tocLabel: 'Get help',
      blocks: [
        p(
          'If you are stuck on the structure of a specific brief, our subject specialists can help you plan an outline, review a draft against your rubric or proofread the final version. Tell us about your assignment and we will reply with options and a price.',
        ),
        getHelp,
      ],
    },
    {
      id: 'final',
      heading: 'Final Thoughts',
      blocks: [
        p(
          'Good structure is not a template you pour words into; it is the visible shape of your thinking. Decode the question, budget your words, commit to a thesis, make every paragraph earn its place and revise from the top down. Do that consistently and markers will spend their time engaging with your argument instead of searching for it.',
        ),
        p(
          'For the next step, plan your schedule with our ',
          link('7-day time-management plan', '/blog/time-management-assignment'),
          ', and check the ',
          link('ten most common assignment mistakes', '/blog/mistake-avoid-assignment'),
          ' before you submit.',
        ),
      ],
    },
    {
      id: 'acknowledgement',
      heading: 'Acknowledgement',
      blocks: [acknowledgement],
    },
  ],
};

export default content;
