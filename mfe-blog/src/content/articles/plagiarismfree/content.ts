import type { ArticleContent } from '../article-types';
import {
  acknowledgement,
  bullets,
  checklist,
  compare,
  faq,
  getHelp,
  keypoints,
  link,
  note,
  p,
  qa,
  steps,
  strong,
  table,
  tip,
  warning,
} from '../blocks';

const content: ArticleContent = {
  heroAlt: 'Two overlapping documents, one with quotation marks, beside a magnifying glass with a tick.',
  sections: [
    {
      id: 'intro',
      heading: 'Introduction',
      blocks: [
        p(
          'Plagiarism means presenting someone else’s words, ideas, data or work as your own without acknowledging them. It does not have to be deliberate: most cases that reach academic integrity panels begin with careless notes, paraphrases that stay too close to the source, or a deadline that left no time to check references.',
        ),
        p(
          'That is good news, because accidental plagiarism is preventable with a few habits. This guide explains the difference between similarity and plagiarism, the main types of plagiarism, a four-step paraphrasing method, why no similarity score is automatically “safe”, when you do not need a citation, how to credit figures and data, how Turnitin works, and a workflow that keeps every source credited from first note to final submission.',
        ),
      ],
    },
    {
      id: 'keypoints',
      heading: 'Key Points',
      blocks: [
        keypoints(
          'Similarity is a measure of matching text; plagiarism is a judgement about missing credit. They are not the same.',
          'Paraphrasing with read, hide, write, check produces text that is genuinely yours, and you still cite the source.',
          'There is no universal acceptable similarity score: what matters is which passages match and whether they are credited.',
          'Common knowledge needs no citation, but specific figures, interpretations and findings always do.',
          'Figures, tables, images and datasets need credit lines just like quotations.',
          'Record sources while taking notes; most accidental plagiarism starts at the note-taking stage.',
        ),
      ],
    },
    {
      id: 'quickwins',
      heading: 'Quick Wins You Can Apply Today',
      tocLabel: 'Quick wins',
      blocks: [
        checklist(
          'Put every copied phrase in quotation marks in your notes, with the page number, the moment you copy it.',
          'Write the full reference for each source before you take notes from it.',
          'Keep your own ideas visually separate in your notes (for example, in a different colour or prefixed “ME:”).',
          'Cite paraphrases and summaries, not only direct quotations.',
          'Use a reference manager such as Zotero, Mendeley or EndNote, and check its output.',
          'Leave time to compare your draft with your sources before you submit.',
        ),
      ],
    },
    {
      id: 'similarity',
      heading: 'Similarity Is Not the Same as Plagiarism',
      tocLabel: 'Similarity vs plagiarism',
      blocks: [
        p(
          'Text-matching software such as Turnitin reports ',
          strong('similarity'),
          ': the proportion of your text that matches text in its databases. Some of that is perfectly legitimate: correctly quoted and cited passages, your reference list, standard phrases (“the results suggest that”), names of organisations, and template text from the assignment brief.',
        ),
        p(
          strong('Plagiarism'),
          ' is a judgement made by a person, usually your tutor or a panel, about whether you have presented others’ work as your own. A high similarity score can contain no plagiarism at all, and a low score can hide serious plagiarism: borrowed ideas, a structure copied from another essay, or a translated source will often not match.',
        ),
        note(
          'What markers actually look at',
          p(
            'Markers open the report and look at the matched passages, not just the headline percentage. A single long, unquoted passage matters far more than dozens of scattered three-word matches.',
          ),
        ),
      ],
    },
    {
      id: 'fixfirst',
      heading: 'Reading a Similarity Report: What to Fix First',
      tocLabel: 'What to fix first',
      blocks: [
        p('If you can see a similarity report on a draft, work through the matches in this order:'),
        steps(
          [
            strong('Long matching passages without quotation marks.'),
            ' Either quote and cite them, or paraphrase properly and cite.',
          ],
          [
            strong('Patchwriting:'),
            ' sentences where a few words are swapped but the structure is the source’s. Rewrite them from understanding.',
          ],
          [
            strong('Matches to other students’ work.'),
            ' Check for shared notes or group work that crossed into individual writing.',
          ],
          [strong('Matched ideas without a citation.'), ' Add the citation even if your wording is different.'],
          [
            strong('Lower priority:'),
            ' matches in the reference list, short common phrases and correctly cited quotations. Check only that quotations are not doing too much of the work.',
          ],
        ),
      ],
    },
    {
      id: 'types',
      heading: 'Types of Plagiarism',
      blocks: [
        table(
          'The main forms of plagiarism',
          ['Type', 'What it is', 'How to avoid it'],
          [
            [
              'Direct (verbatim)',
              'Copying text word for word without quotation marks or citation',
              'Quote and cite, or paraphrase and cite',
            ],
            [
              'Mosaic or patchwriting',
              'Mixing copied phrases with your own words, keeping the source’s structure',
              'Use read, hide, write, check',
            ],
            [
              'Uncited paraphrase',
              'Restating someone’s idea in new words without credit',
              'Cite every borrowed idea, however reworded',
            ],
            [
              'Self-plagiarism',
              'Resubmitting your own earlier work without permission',
              'Ask before reusing; cite your previous work',
            ],
            [
              'Collusion',
              'Unauthorised collaboration on work meant to be individual',
              'Discuss ideas, but write alone; check group-work rules',
            ],
            [
              'Contract cheating',
              'Submitting work someone else wrote for you as your own',
              'Use help that supports your learning, such as feedback and tutoring, never a substitute for your work',
            ],
            [
              'Citation errors',
              'Citing sources you have not read, or misattributing claims',
              'Cite what you read; use “cited in” for secondary sources',
            ],
          ],
        ),
      ],
    },
    {
      id: 'paraphrase',
      heading: 'Paraphrasing That Is Really Your Own: Read, Hide, Write, Check',
      tocLabel: 'Read, hide, write, check',
      blocks: [
        p(
          'A genuine paraphrase restates an idea in your own words and your own sentence structure, usually with a shift in emphasis that serves your argument. Swapping synonyms into the original sentence is not paraphrasing; it is patchwriting. This four-step method prevents it:',
        ),
        steps(
          [strong('Read'), ' the passage until you can explain its main point without looking.'],
          [strong('Hide'), ' the source: close the tab or turn the page over.'],
          [strong('Write'), ' the idea from memory, in your own words, connected to your argument.'],
          [
            strong('Check'),
            ' against the original for accuracy and for phrases you have unintentionally echoed, then add the citation.',
          ],
        ),
        compare(
          'Patchwriting versus paraphrase (example passage written for this guide)',
          'Original: “Students who test themselves on material retain it longer than those who simply reread it, even when rereading feels more productive.” Patchwritten: Students who quiz themselves on content remember it longer than those who just reread it, even if rereading seems more useful.',
          'Paraphrase: Self-testing produces more durable learning than rereading, although learners often judge rereading to be the better strategy (Author, Year).',
          'The paraphrase changes the structure and vocabulary, compresses the idea, and keeps the citation. The patchwritten version copies the structure with a few words swapped and would count as plagiarism even with a citation.',
        ),
        tip(
          'Quote when the wording matters',
          p(
            'If the exact words are distinctive, such as a definition, a memorable phrase or a legal text, quote them in quotation marks with a page number instead of forcing a paraphrase.',
          ),
        ),
      ],
    },
    {
      id: 'scores',
      heading: 'There Is No Universal “Acceptable” Similarity Score',
      tocLabel: 'No universal safe score',
      blocks: [
        p(
          'Students often ask what percentage is safe. There is no universal answer, and most institutions deliberately avoid setting one. The number depends on things that have nothing to do with plagiarism:',
        ),
        bullets(
          'Whether quotations and the reference list are excluded from the calculation.',
          'The type of assignment: literature reviews and lab reports with standard methods naturally match more text.',
          'Which databases and repositories the checker compares against.',
          'The length of the document: one matched paragraph is a larger share of a short essay.',
        ),
        p(
          'A report of 25% made up of cited quotations and references may raise no concern, while 6% in one unquoted, uncited paragraph can be a clear case of plagiarism. Read the matches, not the number.',
        ),
      ],
    },
    {
      id: 'ai',
      heading: 'AI-Generated Text and Plagiarism',
      tocLabel: 'AI and plagiarism',
      blocks: [
        p(
          'Submitting text produced by an AI tool as your own writing, where that is not permitted, is treated by most institutions as academic misconduct, whether it is called plagiarism, false authorship or unauthorised assistance. AI tools can also reproduce phrases from their training data without attribution and invent references that do not exist.',
        ),
        p(
          'If your assignment allows AI use, follow a workflow that keeps the writing yours and cite or disclose the tool as required. Our guide to ',
          link('writing with AI responsibly', '/blog/write-with-ai'),
          ' explains the workflow and shows ',
          link('how to cite AI in APA 7, Harvard, MLA and Chicago', '/blog/write-with-ai#citing'),
          '.',
        ),
      ],
    },
    {
      id: 'common',
      heading: 'Common Knowledge: When You Do Not Need a Citation',
      tocLabel: 'Common knowledge',
      blocks: [
        p(
          'Common knowledge is information that your readers can be expected to know, that is undisputed, and that appears in many independent general sources. “The Second World War ended in 1945” or “water boils at 100 °C at sea level” need no citation.',
        ),
        p('Cite whenever the information is:'),
        bullets(
          'A specific statistic, date range or figure that most readers would need to look up.',
          'An interpretation, argument, theory or evaluation, even a widely accepted one.',
          'A recent finding, or something known only within a specialist field.',
          'Taken from one identifiable source, even if you have put it in your own words.',
        ),
        p(
          'Ask two questions: would a typical reader in your audience know this without looking it up, and could you find it in several unrelated general sources? If either answer is no, or you are unsure, cite it. An unnecessary citation costs nothing; a missing one can cost a great deal.',
        ),
      ],
    },
    {
      id: 'figures',
      heading: 'Crediting Figures, Tables, Images and Data',
      tocLabel: 'Figures, images and data',
      blocks: [
        p(
          'Visual material and data need credit just as text does. Copying a chart into your report without a source is plagiarism, even if every sentence around it is yours.',
        ),
        bullets(
          [
            strong('Reproduced as is:'),
            ' add a note under the figure or table, in APA 7 beginning “From…”, with the full citation, and include the source in your reference list.',
          ],
          [strong('Changed or redrawn:'), ' use “Adapted from…”; redrawing a chart does not make it yours.'],
          [strong('Your own figure from someone else’s data:'), ' credit the data, for example “Data from…”.'],
          [
            strong('Images from the web:'),
            ' cite them even when free to use; Creative Commons licences usually require attribution in a specific form.',
          ],
        ),
        warning(
          'Publishing needs permission, not just a citation',
          p(
            'A citation is enough for coursework. If your dissertation will be published in a repository, reproducing copyrighted figures may also require the rights holder’s permission.',
          ),
        ),
      ],
    },
    {
      id: 'styles',
      heading: 'Citation Styles at a Glance',
      tocLabel: 'Citation styles',
      blocks: [
        table(
          'Major citation styles',
          ['Style', 'System', 'Common in', 'In-text example'],
          [
            ['APA 7', 'Author–date', 'Psychology, education, social sciences, nursing', '(Nguyen & Patel, 2021)'],
            ['Harvard', 'Author–date', 'Business and many UK disciplines', '(Nguyen and Patel, 2021)'],
            ['MLA 9', 'Author–page', 'Literature, languages, humanities', '(Nguyen and Patel 45)'],
            ['Chicago', 'Notes–bibliography or author–date', 'History, arts; sciences use author–date', 'Footnote 1'],
            ['IEEE', 'Numbered', 'Engineering, computing', '[1]'],
            ['Vancouver', 'Numbered', 'Medicine, health sciences', '(1) or superscript 1'],
            ['OSCOLA', 'Footnotes', 'UK law', 'Footnote 1'],
          ],
        ),
        p(
          'Use the style your department specifies, and only that style. Consistency matters as much as correctness: a reader should be able to find every source from your reference list.',
        ),
      ],
    },
    {
      id: 'turnitin',
      heading: 'How Turnitin Works',
      blocks: [
        p(
          'Turnitin compares a submitted document with three broad kinds of content: web pages (current and archived), published works such as journal articles, and a repository of papers previously submitted by students. It produces a Similarity Report with an overall percentage and a list of matched sources, each linked to the highlighted passages in your text.',
        ),
        bullets(
          'Instructors can exclude quotations, the bibliography and matches below a set length, which changes the percentage.',
          'Papers saved to the student repository can match later submissions, including your own. If you check drafts, use the draft or “no repository” option if your institution provides one, so your final version does not match your earlier draft.',
          'Turnitin finds matching text, not plagiarism. The decision about whether a match is a problem is always made by a person.',
        ),
        p(
          'Without access to an institutional checker, you can still compare your draft with specific sources using our free ',
          link('plagiarism checker', '/plagiarism-checker'),
          ', which highlights the wording your text shares with the sources you paste in.',
        ),
      ],
    },
    {
      id: 'workflow',
      heading: 'A Plagiarism-Free Workflow',
      tocLabel: 'The workflow',
      blocks: [
        steps(
          [strong('Research:'), ' save full reference details for every source as soon as you find it.'],
          [
            strong('Notes:'),
            ' mark quotations with quotation marks and page numbers; summarise in your own words; label your own ideas.',
          ],
          [strong('Outline:'), ' attach sources to each point, so you know what needs citing before you draft.'],
          [
            strong('Draft:'),
            ' write from your outline and notes, not with the sources open beside you, and cite as you go.',
          ],
          [
            strong('Check:'),
            ' compare tricky paragraphs with their sources using read, hide, write, check in reverse.',
          ],
          [
            strong('Reference:'),
            ' build the reference list and cross-check it against the in-text citations in both directions.',
          ],
          [strong('Submit:'), ' review any similarity report, fix what matters, and keep your notes and drafts.'],
        ),
      ],
    },
    {
      id: 'consequences',
      heading: 'Consequences of Plagiarism',
      tocLabel: 'Consequences',
      blocks: [
        p(
          'Penalties depend on the institution, the level of study, the extent of the plagiarism and whether it is a first offence. Outcomes range from a warning with required training, through a reduced mark or a mark of zero, to failing the module, suspension or expulsion. In serious cases, degrees have been revoked after graduation.',
        ),
        p(
          'The effects can reach beyond the grade. A misconduct finding may be recorded on your file and mentioned in references, and in regulated professions such as nursing, medicine, teaching and law, it can raise questions about fitness to practise. Submitting work written by someone else as your own is treated as one of the most serious forms of misconduct.',
        ),
        p(
          'If you realise before the deadline that you have made a mistake, fix it. If you realise afterwards, talk to your tutor or your students’ union adviser; early honesty is almost always viewed more favourably.',
        ),
      ],
    },
    {
      id: 'support',
      heading: 'Get Support with Referencing and Editing',
      tocLabel: 'Get support',
      blocks: [
        p(
          'Our editors can check your citations and reference list against your required style, point out passages that sit too close to their sources, and proofread your final draft, so that you can submit with confidence.',
        ),
        getHelp,
      ],
    },
    {
      id: 'faq',
      heading: 'Frequently Asked Questions',
      tocLabel: 'FAQ',
      blocks: [
        faq(
          qa(
            'What similarity percentage is acceptable?',
            'There is no universal figure. Markers look at which passages match and whether they are quoted and cited. A high score made up of cited quotations and references can be fine; a low score with one copied paragraph is not.',
          ),
          qa(
            'Is it plagiarism if I cite the source but copy the wording?',
            'Yes, if the copied words are not in quotation marks. A citation credits the idea; quotation marks credit the exact words. Copied wording needs both.',
          ),
          qa(
            'Can I reuse an essay I wrote for another module?',
            'Only with permission. Resubmitting your own work without permission is self-plagiarism under most integrity policies. Ask the module leader, and cite your earlier work if you build on it.',
          ),
          qa(
            'Do I need to cite something I already knew?',
            'If it is common knowledge, no. If it is a specific fact, figure or interpretation that you learned from a source, even long ago, cite a source for it.',
          ),
          qa(
            'Are paraphrasing tools safe to use?',
            'Automated paraphrasing often produces patchwriting, and many institutions treat using such tools to disguise source text as misconduct. Paraphrase yourself with read, hide, write, check, and use tools only as your policy allows.',
          ),
        ),
      ],
    },
    {
      id: 'conclusion',
      heading: 'Conclusion',
      blocks: [
        p(
          'Plagiarism-free writing is less about fear of detection software and more about good scholarly habits: careful notes, honest paraphrasing, consistent citation and enough time to check. Understand what a similarity report does and does not show, credit ideas, words, figures and data alike, and keep a record of your process. Those habits protect your grades, and they make your own contribution easier for markers to see and reward.',
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
