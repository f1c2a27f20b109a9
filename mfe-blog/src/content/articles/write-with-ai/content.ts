import type { ArticleContent } from '../article-types';
import {
  acknowledgement,
  bullets,
  code,
  example,
  faq,
  getHelp,
  h3,
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
  heroAlt: 'A document with chat bubbles and a pen, linked to small circuit nodes.',
  sections: [
    {
      id: 'intro',
      heading: 'Introduction',
      blocks: [
        p(
          'Generative AI tools can summarise, suggest, explain and draft in seconds, and most students now have access to at least one. Universities have responded in very different ways: some assignments forbid AI entirely, some allow it for brainstorming or feedback, and a few require it. The same tool can be a legitimate study aid in one module and misconduct in the next.',
        ),
        p(
          'This guide sets out a workflow that keeps the thinking and the writing yours, while using AI where it genuinely helps and where it is allowed. It covers rubric-led planning, outlining, paragraph drafting, human revision, how to cite AI in APA 7, Harvard, MLA and Chicago, disclosure wording, AI detectors, UK guidance, discipline-specific advice and what to do if your work is questioned.',
        ),
        warning(
          'Your institution’s rules come first',
          p(
            'Everything below applies only where your institution and the specific assignment permit AI use. If the brief says no AI, the correct workflow is to write without it.',
          ),
        ),
      ],
    },
    {
      id: 'keypoints',
      heading: 'Key Points',
      blocks: [
        keypoints(
          'Check the policy for each assignment before you open an AI tool.',
          'Use AI to question and structure your thinking, not to produce the text you submit.',
          'Plan from the rubric: identify 3–4 defensible claims and allocate words before drafting.',
          'Verify every fact and source an AI gives you; chatbots can invent references.',
          'Cite AI output you use and disclose how you used it, in the format your style requires.',
          'Keep notes, drafts and version history: they are your best evidence of authorship.',
        ),
      ],
    },
    {
      id: 'workflow',
      heading: 'A Responsible AI Writing Workflow',
      tocLabel: 'The workflow',
      blocks: [
        h3('Step 1: Check what is allowed'),
        p(
          'Read the assignment brief, the module handbook and your institution’s AI policy. Note whether AI is prohibited, allowed in an assistive role (such as brainstorming or feedback), or integral to the task, and what must be disclosed. If anything is unclear, ask your tutor in writing and keep the reply.',
        ),
        h3('Step 2: Plan from the rubric'),
        p(
          'Start from the marking criteria, not the topic. If AI is allowed for planning, you might ask it to turn each criterion into questions your essay must answer. Then, from your own reading, identify ',
          strong('3–4 defensible claims'),
          ': positions you could support with evidence and that a reasonable reader might dispute. Choose the ones you can argue best; that choice is the intellectual core of the assignment and must be yours.',
        ),
        h3('Step 3: Outline with a word budget'),
        p(
          'Turn the claims into an outline and give each part a share of the word count before you write. For a 1,500-word argumentative essay:',
        ),
        table(
          'Word allocation for a 1,500-word essay',
          ['Part', 'Share', 'Words'],
          [
            ['Introduction', '10%', '150'],
            ['Context and key concepts', '25%', '375'],
            ['Analysis of your main claims', '45%', '675'],
            ['Counter-argument and response', '10%', '150'],
            ['Conclusion', '10%', '150'],
          ],
        ),
        h3('Step 4: Draft paragraphs yourself'),
        p(
          'Write each paragraph from your own notes and sources: a clear point, cited evidence, your explanation and a link back to the thesis. Where feedback from AI is permitted, ask for critique rather than rewriting, for example: ',
          code('Which claim in this paragraph is least supported?'),
          ' or ',
          code('What counter-argument have I missed?'),
          '.',
        ),
        h3('Step 5: Revise as a human'),
        p(
          'Check every factual claim and every source against the original, because AI tools can produce confident errors and references that do not exist. Rewrite anything that does not sound like you, and make sure the argument engages with your module’s readings. Keep your version history.',
        ),
        h3('Step 6: Cite, disclose and check originality'),
        p(
          'Cite any AI output you quote or rely on, add the disclosure your institution requires, and run the originality checks described below before you submit.',
        ),
      ],
    },
    {
      id: 'citing',
      heading: 'Citing and Disclosing AI: APA 7, Harvard, MLA and Chicago',
      tocLabel: 'Citing and disclosing AI',
      blocks: [
        p(
          'Style guides have published guidance on citing generative AI, and your institution may add its own rules. The examples below follow the published approaches; replace the tool, version, date and prompt with your own.',
        ),
        table(
          'How the four major styles cite AI output',
          ['Style', 'In the text', 'In the reference list or note'],
          [
            [
              'APA 7',
              '(OpenAI, 2025)',
              'OpenAI. (2025). ChatGPT (GPT-4o version) [Large language model]. https://chatgpt.com',
            ],
            [
              'Harvard',
              '(OpenAI, 2025)',
              'OpenAI (2025) ChatGPT (GPT-4o version) [Large language model]. Available at: https://chatgpt.com (Accessed: 10 March 2025).',
            ],
            [
              'MLA 9',
              '(“Summarise the main criticisms”)',
              '“Summarise the main criticisms of Maslow’s hierarchy” prompt. ChatGPT, GPT-4o version, OpenAI, 10 Mar. 2025, chatgpt.com.',
            ],
            [
              'Chicago',
              'Footnote number',
              '1. ChatGPT, response to “Summarise the main criticisms of Maslow’s hierarchy,” OpenAI, March 10, 2025.',
            ],
          ],
        ),
        bullets(
          [
            strong('APA 7'),
            ' treats the tool’s developer as the author. APA also recommends describing in your text how you used the tool and including the prompt; long exchanges can go in an appendix.',
          ],
          [
            strong('Harvard'),
            ' has no single authority. Some versions cite AI chats as personal communications in the text only; follow your institution’s Harvard guide.',
          ],
          [strong('MLA 9'), ' does not treat the AI tool as an author; the prompt takes the title position.'],
          [
            strong('Chicago'),
            ' recommends citing AI in a note and usually not in the bibliography, because others cannot retrieve the same conversation.',
          ],
        ),
        h3('Disclosure templates'),
        p('Many institutions ask for a short statement about AI use. Adapt one of these:'),
        example(
          'Assistive use',
          p(
            'I used ChatGPT (GPT-4o, OpenAI) on 10 March 2025 to suggest possible counter-arguments to my thesis and to comment on the clarity of my second section. I evaluated the suggestions against my sources, chose which to address, and wrote all the text in this assignment myself.',
          ),
        ),
        example('No use', p('No generative AI tools were used in researching, planning or writing this assignment.')),
        tip(
          'Keep the conversation',
          p(
            'Save or export the chats you used, with dates. If you are asked how you used AI, you can show exactly what you asked and what you did with the answer.',
          ),
        ),
      ],
    },
    {
      id: 'detectors',
      heading: 'AI Detectors and Originality Checks',
      tocLabel: 'Detectors and originality',
      blocks: [
        p(
          'AI detectors estimate how likely it is that text was machine-generated. They do not prove anything. Research has shown that they can wrongly flag human writing, and one widely cited study found that detectors were markedly more likely to flag essays by non-native English writers (Liang et al., 2023). OpenAI withdrew its own AI text classifier in 2023, citing its low accuracy, and vendors of detection tools generally advise that a score should not be the only basis for a decision.',
        ),
        p('What this means for you:'),
        bullets(
          'Write in a way that leaves a visible process: notes, outlines, dated drafts and version history.',
          'Do not use “humaniser” or paraphrasing tools to disguise AI text; that is usually misconduct in itself.',
          [
            'Check your own draft for accidental overlap with sources. Our free ',
            link('plagiarism checker', '/plagiarism-checker'),
            ' compares your text with the sources you paste in, and many institutions let you run a draft through their similarity checker before the final submission.',
          ],
          [
            'Learn the difference between similarity and plagiarism in our guide to ',
            link('plagiarism-free assignments', '/blog/plagiarismfree'),
            '.',
          ],
        ),
      ],
    },
    {
      id: 'uk',
      heading: 'UK Guidance and How Universities Approach AI',
      tocLabel: 'UK guidance',
      blocks: [
        p(
          'In July 2023 the Russell Group of UK research universities published five principles on generative AI in education. In short, universities committed to helping students and staff become AI-literate, equipping staff to guide appropriate use, adapting teaching and assessment to include ethical use and equal access, upholding academic rigour and integrity, and sharing good practice as the technology develops.',
        ),
        p(
          'In practice, many universities now label each assessment with the level of AI use allowed. UCL, for example, sorts assessments into three categories: AI tools not permitted, AI used in an assistive role, and AI as an integral part of the task. Other institutions use similar scales with more levels. For schools and colleges, the Joint Council for Qualifications (JCQ) publishes guidance treating undisclosed or unauthorised AI use in assessed work as malpractice.',
        ),
        note(
          'Outside the UK',
          p(
            'Universities in Australia, the United States, Europe and India are moving in similar directions, but policies vary widely between and within institutions. The principle is the same everywhere: read the rules for your assignment and disclose what you use.',
          ),
        ),
      ],
    },
    {
      id: 'discipline',
      heading: 'Discipline Playbooks',
      blocks: [
        h3('Humanities'),
        p(
          'Close reading and interpretation are what you are assessed on, so they cannot be delegated. Where assistive use is allowed, ask AI for questions about a text, not answers. A good exercise: write a 120–150 word comparison paragraph on two sources yourself, then ask the tool what aspects of the comparison you have overlooked, and decide which, if any, matter.',
        ),
        h3('Business and management'),
        p(
          'Use AI as a structure check, not a source. For example, ask it for the headings of a 3-bullet business case (the problem, the recommended option, the expected impact), then fill each bullet with evidence from the case study, financial data and cited research. Never present AI-generated figures or market data as fact.',
        ),
        h3('Science, engineering and computing'),
        p(
          'Where allowed, AI can explain a concept in different words or help interpret an error message. Verify calculations and derivations yourself, cite documentation rather than chatbot explanations, and never let a tool generate data, results or code you cannot explain line by line.',
        ),
        h3('Health, social sciences and law'),
        p(
          'Never paste confidential, patient or participant information into an AI tool: it may breach data-protection law and research ethics. In law, check every authority in a legal database; in 2023 a US court sanctioned lawyers who filed a brief citing non-existent cases produced by ChatGPT (Mata v. Avianca).',
        ),
      ],
    },
    {
      id: 'accused',
      heading: 'If You Are Accused of AI Misuse: A Three-Step Protocol',
      tocLabel: 'If you are accused',
      blocks: [
        p(
          'An allegation is stressful, but it is the start of a process, not a verdict. Most institutions must show evidence and give you a fair chance to respond.',
        ),
        steps(
          [
            strong('Pause and read.'),
            ' Do not reply in anger or in a hurry. Read the allegation, the evidence it cites and your institution’s academic integrity procedure. Note every deadline.',
          ],
          [
            strong('Gather your evidence.'),
            ' Collect your notes, outlines, dated drafts, document version history, sources, search history and any AI conversations you were permitted to use. Be ready to explain your argument and your sources in your own words, as you may be asked to discuss the work.',
          ],
          [
            strong('Respond with support.'),
            ' Contact your students’ union advice service or an academic adviser before any meeting, and bring a companion if the procedure allows. Answer honestly, including about any AI use. If the case rests only on a detector score, you can ask what other evidence exists.',
          ],
        ),
      ],
    },
    {
      id: 'quick',
      heading: 'Quick Reference',
      blocks: [
        table(
          'AI use at a glance (where your policy allows it)',
          ['Usually fine', 'Risky or not allowed'],
          [
            [
              'Asking for questions or counter-arguments to consider',
              'Submitting AI-generated paragraphs as your own writing',
            ],
            [
              'Explaining a concept you will then check in course readings',
              'Citing a source you have not found and read yourself',
            ],
            ['Feedback on clarity of a paragraph you wrote', 'Using paraphrasing tools to hide the origin of text'],
            ['Checking grammar and spelling', 'Entering confidential, personal or unpublished data'],
            ['Disclosing your use in the required format', 'Using AI where the brief says it is not permitted'],
          ],
        ),
      ],
    },
    {
      id: 'support',
      heading: 'Support from Human Experts',
      tocLabel: 'Get support',
      blocks: [
        p(
          'Sometimes what you need is not a chatbot but a person who knows your subject. Our human experts can talk through your brief, give feedback on your plan or draft against the rubric, and proofread your final version, with no AI-generated content.',
        ),
        getHelp,
      ],
    },
    {
      id: 'faqs',
      heading: 'Frequently Asked Questions',
      tocLabel: 'FAQs',
      blocks: [
        faq(
          qa(
            'Is using AI for an assignment cheating?',
            'It depends entirely on the rules for that assignment. Using AI where it is prohibited, or without the disclosure your institution requires, is usually treated as misconduct. Using it within the rules, and disclosing it, is not.',
          ),
          qa(
            'Do I need to cite AI if I only used it for ideas?',
            'Many institutions ask you to disclose any use, including brainstorming, even if you do not quote the output. If you quote or rely on specific AI output, cite it in your style’s format.',
          ),
          qa(
            'Can AI detectors prove that I used AI?',
            'No. Detectors give probabilities and can be wrong, including about genuine human writing. Institutions are generally advised not to rely on a detector score alone, which is why your drafts and notes matter.',
          ),
          qa(
            'Can I use AI to check my grammar?',
            'Spelling and grammar checking is allowed almost everywhere. Tools that rewrite whole sentences or paragraphs may fall under AI rules, so check the policy and, if in doubt, disclose.',
          ),
          qa(
            'Why did the AI give me a reference I cannot find?',
            'Language models generate plausible text, and that includes plausible-looking citations that do not exist. Only cite sources you have located and read in a library database or the original publication.',
          ),
        ),
      ],
    },
    {
      id: 'conclusion',
      heading: 'Conclusion',
      blocks: [
        p(
          'Responsible AI use comes down to three habits: check the rules before you start, keep the thinking and writing your own, and be transparent about what you used. Plan from the rubric, choose your own claims, draft and revise as a human, verify everything, and cite and disclose in the required format. Done this way, AI can make you a sharper writer rather than a riskier one.',
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
