import type { ArticleContent } from '../article-types';
import {
  acknowledgement,
  bullets,
  checklist,
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
} from '../blocks';

const content: ArticleContent = {
  heroAlt: 'A clock face beside a weekly calendar with a row of days filled in.',
  sections: [
    {
      id: 'intro',
      heading: 'Introduction',
      blocks: [
        p(
          'Deadlines rarely arrive as surprises; it only feels that way when the work has not been broken into steps with dates attached. A week is enough time to produce a well-researched, revised assignment of typical undergraduate length, if the week is planned. Without a plan, the same week tends to disappear into reading, messages and other modules until the last two days.',
        ),
        p(
          'This guide gives you a seven-day plan that works for essays, reports and most coursework. It combines three techniques: an honest time estimate with a built-in buffer, focused work sessions in the Pomodoro style, and task batching. It also includes a weekly template, playbooks for different assignment types, and fixes for the traps that derail most plans.',
        ),
      ],
    },
    {
      id: 'keypoints',
      heading: 'Key Points',
      blocks: [
        keypoints(
          'Estimate the hours the assignment needs, then add a 20% time buffer: most people underestimate.',
          'Work in focused cycles: 25/5 to get started, 50/10 for reading and drafting, 90/20 for deep work.',
          'Keep a daily 30–60 minute buffer so that one overrun does not wreck the week.',
          'Batch similar tasks (searching, reading, referencing) to avoid the cost of constant switching.',
          'Finish the full draft by day 5, so days 6 and 7 are for revision, proofreading and submission.',
          'Schedule demanding work for your best hours, and protect sleep: it is part of the plan.',
        ),
      ],
    },
    {
      id: 'how',
      heading: 'How the Plan Works',
      blocks: [
        h3('1. Estimate, then add a 20% buffer'),
        p(
          'List the stages (understanding the brief, research, outline, drafting, revision, referencing, proofreading) and estimate the hours for each. Add them up, then add 20%. People reliably underestimate how long tasks take, even familiar ones; the buffer turns that bias into slack instead of a crisis.',
        ),
        note(
          'A worked example',
          p(
            'A 2,000-word essay estimated at 20 hours becomes 24 hours with the buffer. Over seven days that is about 3.5 focused hours a day, which is demanding but realistic alongside classes. If your total does not fit in the days available, you know now, while there is still time to ask for help or adjust other commitments.',
          ),
        ),
        h3('2. Work in focused cycles'),
        p(
          'The Pomodoro Technique, developed by Francesco Cirillo in the late 1980s, alternates a fixed period of single-task focus with a short break. The classic cycle is 25 minutes of work and 5 minutes of rest, with a longer break of 15–30 minutes after four cycles. The fixed end point makes starting easier, and the breaks protect attention over a long day.',
        ),
        h3('3. Batch similar tasks'),
        p(
          'Grouping similar work, such as all database searching in one block, reduces the time lost each time you switch between different kinds of thinking. Batching is covered in more detail below.',
        ),
      ],
    },
    {
      id: 'comparison',
      heading: 'Choosing a Rhythm: 25/5, 50/10 or 90/20',
      tocLabel: 'Comparing rhythms',
      blocks: [
        p(
          'The classic 25-minute cycle is not the only option. Longer cycles suit work that needs time to build momentum. Match the rhythm to the task and to how you feel that day.',
        ),
        table(
          'Three focus rhythms compared',
          ['Rhythm', 'Work / break', 'Best for', 'Watch out for'],
          [
            [
              '25/5',
              '25 minutes on, 5 off',
              'Getting started, low-energy days, admin, flashcards, proofreading',
              'Breaks that interrupt flow in deep writing',
            ],
            [
              '50/10',
              '50 minutes on, 10 off',
              'Reading and note-making, drafting sections, problem sets',
              'Skipping the break when absorbed, then fading later',
            ],
            [
              '90/20',
              '90 minutes on, 20 off',
              'Deep work: sustained writing, data analysis, coding',
              'Too demanding when tired; limit to one or two blocks a day',
            ],
          ],
        ),
        p(
          'Whatever the rhythm, make the break a real one: stand up, move, get water, look away from screens. Checking messages is not a break; it fills your head with new things to think about.',
        ),
        tip(
          'Start short, then stretch',
          p(
            'If you are procrastinating, begin with a single 25/5 cycle on the smallest useful task. Once you are moving, switch to 50/10 for the rest of the session.',
          ),
        ),
      ],
    },
    {
      id: 'weekly',
      heading: 'A Weekly Template',
      blocks: [
        p(
          'Before planning the assignment itself, map the fixed points of your week: classes, paid work, travel, commitments. Then place focus blocks in the gaps, putting the most demanding work in your best hours.',
        ),
        table(
          'An example weekday',
          ['Time', 'Block', 'Rhythm'],
          [
            ['09:00–10:50', 'Deep work on the assignment', '90/20'],
            ['11:00–13:00', 'Classes or seminars', '—'],
            ['14:00–15:50', 'Reading and notes, or a second assignment task', '50/10 × 2'],
            ['16:00–16:30', 'Admin batch: email, forms, planning tomorrow', '25/5'],
            ['16:30–17:30', 'Daily buffer: catch-up or finish early', 'Flexible'],
            ['Evening', 'Rest, exercise, friends; no screens in the last hour before bed', '—'],
          ],
        ),
        p(
          'The key element is a ',
          strong('daily 30–60 minute buffer'),
          '. When a task overruns, and some will, the buffer absorbs it the same day instead of pushing everything back. On days when nothing overruns, the buffer becomes free time, which is a reward worth protecting. Keep at least one half-day a week completely free of study.',
        ),
      ],
    },
    {
      id: '7day',
      heading: 'The 7-Day Plan, Day by Day',
      tocLabel: 'The 7-day plan',
      blocks: [
        p(
          'The plan below assumes about 3–4 focused hours a day for a 1,500–2,500-word assignment. Scale the sessions up or down with your estimate from step one.',
        ),
        table(
          'Seven days from brief to submission',
          ['Day', 'Goal', 'Sessions and output'],
          [
            [
              'Day 1',
              'Understand and plan',
              '25/5 × 2: decode the brief and rubric; estimate hours and add 20%. 50/10 × 2: first search and a reading list.',
            ],
            [
              'Day 2',
              'Research',
              '50/10 × 3: read and take notes with full references; note possible arguments and counter-arguments.',
            ],
            [
              'Day 3',
              'Outline and thesis',
              '90/20 × 1: write a working thesis and a paragraph-by-paragraph outline with evidence. 50/10 × 1: fill research gaps.',
            ],
            [
              'Day 4',
              'Draft the body',
              '90/20 × 2: draft the body paragraphs from the outline without stopping to polish.',
            ],
            [
              'Day 5',
              'Complete the draft',
              '90/20 × 1: finish the body and the counter-argument. 50/10 × 1: draft the introduction and conclusion.',
            ],
            [
              'Day 6',
              'Revise',
              '50/10 × 3: reverse-outline, fix structure and argument, tighten paragraphs, complete references.',
            ],
            [
              'Day 7',
              'Polish and submit',
              '25/5 × 3: proofread, check formatting and citations, run the pre-submission checklist, submit with time to spare.',
            ],
          ],
        ),
        p(
          'Day 7 deliberately contains less work than the others: it is where the 20% buffer lives. If the week has gone to plan, you submit early. If not, the time is there.',
        ),
        note(
          'Got less than a week?',
          p(
            'Compress the same stages rather than skipping them. With three days, combine days 1–3 into one, days 4–5 into one, and days 6–7 into one. Revision and proofreading are the stages most often cut, and they are where marks are most cheaply won.',
          ),
        ),
      ],
    },
    {
      id: 'batching',
      heading: 'Task Batching',
      blocks: [
        p(
          'Switching between different kinds of task carries a cost: each switch takes time to reorient, and that time grows with the complexity of the work. Batching groups similar tasks so that you stay in one mode for longer.',
        ),
        bullets(
          [
            strong('Search in one block.'),
            ' Run all your database searches together and save everything to a reading list or reference manager.',
          ],
          [
            strong('Read in another.'),
            ' Work through the list with a consistent note template: claim, evidence, page number, your comment.',
          ],
          [
            strong('Reference in one pass.'),
            ' Format the reference list in a single session near the end, checking it against in-text citations.',
          ],
          [
            strong('Batch admin.'),
            ' Answer messages and emails in one or two fixed 25-minute slots rather than throughout the day.',
          ],
        ),
        p(
          'Batching also works across assignments: if two modules need library research this week, do both searches in the same session.',
        ),
      ],
    },
    {
      id: 'workflow',
      heading: 'A Focus-Session Workflow',
      tocLabel: 'Session workflow',
      blocks: [
        steps(
          [
            strong('Set one target.'),
            ' Make it concrete and finishable: “draft the paragraph on cost evidence”, not “work on the essay”.',
          ],
          [
            strong('Clear the decks.'),
            ' Phone in another room or in focus mode; close tabs you do not need; have water and sources ready.',
          ],
          [
            strong('Start the timer and single-task.'),
            ' If a distracting thought arrives, write it on a “later” list and return to the task.',
          ],
          [strong('Take the break properly.'), ' Move and rest your eyes; do not open messages.'],
          [
            strong('Close with a note.'),
            ' At the end of the last session, write where you stopped and the very next step. Tomorrow’s start becomes effortless.',
          ],
        ),
      ],
    },
    {
      id: 'miniplaybooks',
      heading: 'Mini-Playbooks for Different Assignments',
      tocLabel: 'Mini-playbooks',
      blocks: [
        h3('Essays'),
        p(
          'Front-load thinking: days 1–3 on the question, reading and thesis make drafting fast. Budget around 45% of the words for analysis. See our guide to ',
          link('structuring an academic assignment', '/blog/academic-assignment-structure'),
          '.',
        ),
        h3('Lab and research reports'),
        p(
          'Write the methods first, while the procedure is fresh, then the results with figures, then the discussion and introduction. Leave the abstract until last.',
        ),
        h3('Presentations and posters'),
        p(
          'Finish the content two days early and spend the remaining time on design and at least two timed rehearsals. Rehearsal time is usually what gets squeezed.',
        ),
        h3('Dissertation chapters'),
        p(
          'A week will not produce a dissertation, but the plan works for a chapter. Set a weekly word target, keep a running log of decisions and sources, and send your supervisor drafts on a fixed schedule.',
        ),
        h3('Group projects'),
        p(
          'Agree roles, internal deadlines two days before the real one, and a single shared document on day 1. Schedule a short check-in every other day.',
        ),
      ],
    },
    {
      id: 'energy',
      heading: 'Manage Energy, Not Just Time',
      tocLabel: 'Managing energy',
      blocks: [
        p('An hour at your best is worth more than two when exhausted. Plan around your energy as well as the clock:'),
        bullets(
          'Notice when you think most clearly, often the morning for early risers and later for others, and protect that time for deep work.',
          'Put routine tasks such as formatting, referencing and admin into low-energy slots.',
          'Sleep 7–9 hours. Cutting sleep to gain study time reduces the quality of every hour you gain.',
          'Move during breaks and eat regular meals; concentration falls when you skip either.',
          'Avoid scheduling deep work straight after a long shift or a late night; plan lighter tasks instead.',
        ),
        p(
          'If stress is draining your energy, our ',
          link('student guide to mental health', '/blog/mental-health-guide'),
          ' covers sleep, stress and exam pressure in more detail.',
        ),
      ],
    },
    {
      id: 'troubleshooting',
      heading: 'Troubleshooting Common Time Traps',
      tocLabel: 'Troubleshooting',
      blocks: [
        table(
          'Time traps and fixes',
          ['Trap', 'What it looks like', 'Fix'],
          [
            [
              'Procrastination',
              'Tidying, planning and “research” that never becomes writing',
              'One 25/5 cycle on a five-minute task; start before you feel ready',
            ],
            [
              'Perfectionism',
              'Rewriting the introduction for the fifth time',
              'Time-box each section and move on; revise on day 6',
            ],
            ['Overruns', 'Day 3’s work spills into day 4', 'Use the daily buffer; re-plan the remaining days honestly'],
            [
              'Distraction',
              'Checking the phone every few minutes',
              'Phone out of the room; website blockers during focus blocks',
            ],
            [
              'Clashing deadlines',
              'Three assignments due in the same week',
              'Rank by weighting and date; start the heaviest first; ask early about extensions',
            ],
            [
              'Illness or emergency',
              'Days lost to something you could not control',
              'Tell your tutor promptly and ask about extensions or mitigating circumstances',
            ],
          ],
        ),
        checklist(
          'Is every remaining stage on the calendar with a date?',
          'Is the buffer still intact, or does the plan need to change today?',
          'Do you know the very next action for tomorrow morning?',
        ),
      ],
    },
    {
      id: 'help',
      heading: 'Get Help with Your Schedule',
      tocLabel: 'Get help',
      blocks: [
        p(
          'If the numbers do not add up, or several deadlines collide, talk to someone sooner rather than later. Our academic experts can help you plan a realistic schedule, review a draft so your revision time goes further, or proofread the final version.',
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
            'Which Pomodoro rhythm is best?',
            'There is no single best one. Use 25/5 to start or on low-energy days, 50/10 for reading and drafting, and 90/20 for sustained writing or analysis. Try each for a week and keep what works.',
          ),
          qa(
            'Why add 20% to my estimate?',
            'Because almost everyone underestimates how long work takes. The 20% time buffer absorbs the unexpected, from a hard-to-find source to a day of illness, without putting the deadline at risk.',
          ),
          qa(
            'What if I only have two or three days?',
            'Compress the same stages rather than dropping any. Spend the first part of day one on the brief and a plan, draft in the middle, and keep at least a few hours at the end for revision and proofreading.',
          ),
          qa(
            'How many hours a day should I study?',
            'Most students cannot sustain more than four to six hours of genuinely focused work a day. Beyond that, quality drops. Plan for focused hours, not hours at a desk.',
          ),
          qa(
            'What should I do if I fall behind?',
            'Re-plan immediately: move the remaining stages into the days left, use your buffers, cut anything that is not essential, and contact your tutor early if an extension may be needed.',
          ),
        ),
      ],
    },
    {
      id: 'conclusion',
      heading: 'Conclusion',
      blocks: [
        p(
          'Good time management is not about working every hour; it is about deciding in advance what each hour is for. Estimate honestly and add 20%, choose a focus rhythm that fits the task, batch similar work, keep a daily buffer, and aim to finish the draft by day 5. Do this for one assignment and the next deadline will feel less like a surprise and more like a date you planned for.',
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
